import type { Order, PageQuery } from "@hometools/contract";
import { claimGuestOrders, listOrdersOf } from "../data/order-repository";
import { assertOwnEmail, orderShownTo, type Caller } from "../domain/caller";
import { log } from "../log";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../domain/paging";

const newest: Ordering = { name: "own-orders", value: "date" };

/** GET /orders/{email}: one page of the caller's own live orders, newest first (only their own email). */
export async function listOwnOrders(
  caller: Caller,
  email: string,
  { limit, cursor }: PageQuery,
): Promise<CursorPage<Order>> {
  assertOwnEmail(caller, email);
  // A guest's orders join the account whose owner verified that email (also done at sign-in).
  // The claim is a courtesy here: a failure is logged and the listing goes on (sign-in claims again).
  if (!cursor && caller.emailVerified) {
    await claimGuestOrders(caller.email.trim().toLowerCase(), caller.uid, caller.name).catch((error: unknown) =>
      log.error("could not claim guest orders", { uid: caller.uid, error: (error as Error).message }),
    );
  }
  const page = await listOrdersOf(caller.uid, { limit, after: decodeCursor(newest, cursor) });
  return withCursor(newest, { ...page, items: page.items.map((order) => orderShownTo(caller, order)) });
}
