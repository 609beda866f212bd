import type { Promotion } from "@hometools/contract";
import { accountByEmail, setClaims } from "../data/account-repository";
import { upsertUser } from "../data/user-repository";
import type { Caller } from "../domain/caller";
import { AppError } from "../errors";
import { log } from "../log";

/**
 * PUT /user/makeadmin/{email} and `npm run make-admin`: grants the admin claim, merged with any
 * claims the user already has, and mirrors it in users/{uid}. `by` is absent for the script.
 * Through the API only an owner who has proved the address can be promoted: otherwise anyone could
 * register newhire@company.com unverified and wait to be made admin. The script is the operator's
 * own decision (the first admin), so it only warns.
 */
export async function promoteUser(email: string, by?: Caller): Promise<Promotion> {
  const account = await accountByEmail(email);
  if (!account.emailVerified && !by) log.warn("promoting an account whose email is not verified", { uid: account.uid });
  if (!account.emailVerified && by) {
    throw new AppError("email-not-verified", `${email} has not verified the address yet`, 409);
  }
  await setClaims(account.uid, { ...account.claims, admin: true });
  await upsertUser(account.uid, { email: account.email ?? email, displayName: account.displayName, admin: true });
  log.info("user promoted to admin", { uid: account.uid, by: by?.uid ?? "script" });
  return { email: account.email ?? email, admin: true };
}
