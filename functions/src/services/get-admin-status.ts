import type { AdminStatus } from "@hometools/contract";
import { accountByEmail } from "../data/account-repository";
import { assertOwnEmail, type Caller } from "../domain/caller";

/** GET /user/admin/{email} (own email, or an admin): the claim as Auth has it now (a token may be up to an hour old). */
export async function getAdminStatus(caller: Caller, email: string): Promise<AdminStatus> {
  assertOwnEmail(caller, email, { adminToo: true });
  const account = await accountByEmail(email);
  return { admin: account.claims.admin === true };
}
