import type { LoginRecord } from "@hometools/contract";
import { upsertUser } from "../../data/accounts/user-repository";
import { assertOwnEmail, type Caller } from "../../domain/caller";
import { claimGuestOrdersOf } from "../orders/claim-guest-orders";

/**
 * PUT /user/{email}, after every login: records the user and hands back the token the client
 * stores. Both the path's email and the body's must be the caller's own.
 */
export async function recordLogin(
  caller: Caller,
  emails: { path: string; body: string },
  token: string,
): Promise<LoginRecord> {
  assertOwnEmail(caller, emails.path);
  assertOwnEmail(caller, emails.body);
  const user = await upsertUser(caller.uid, {
    email: caller.email,
    ...(caller.name ? { displayName: caller.name } : {}),
    ...(caller.picture ? { photoURL: caller.picture } : {}),
    admin: caller.admin,
  });
  await claimGuestOrdersOf(caller);
  return { email: user.email, admin: caller.admin, token };
}
