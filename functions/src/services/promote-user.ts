import { accountByEmail, setClaims } from "../data/account-repository";
import { upsertUser } from "../data/user-repository";
import type { Caller } from "../domain/caller";
import { log } from "../log";

/**
 * PUT /user/makeadmin/{email} and `npm run make-admin`: grants the admin claim, merged with any
 * claims the user already has, and mirrors it in users/{uid}. `by` is absent for the script.
 */
export async function promoteUser(email: string, by?: Caller): Promise<{ email: string; admin: true }> {
  const account = await accountByEmail(email);
  await setClaims(account.uid, { ...account.claims, admin: true });
  await upsertUser(account.uid, { email: account.email ?? email, displayName: account.displayName, admin: true });
  log.info("user promoted to admin", { uid: account.uid, by: by?.uid ?? "script" });
  return { email: account.email ?? email, admin: true };
}
