import { claimGuestOrders } from "../../data/orders/order-repository";
import type { Caller } from "../../domain/caller";
import { log } from "../../log";

/**
 * A guest's orders become the account's once its owner has proved the email is theirs (at sign-in
 * and on My orders' first page; docs/decisions/031). A courtesy to the caller's request: a failure is
 * logged and the request goes on (the next sign-in claims again).
 */
export async function claimGuestOrdersOf(caller: Caller): Promise<void> {
  if (!caller.emailVerified) return;
  await claimGuestOrders(caller.email.trim().toLowerCase(), caller.uid, caller.name).catch((error: unknown) =>
    log.error("could not claim guest orders", { uid: caller.uid, error: (error as Error).message }),
  );
}
