import type { AdminStatus } from "@hometools/contract";
import { accountByEmail } from "../../data/accounts/account-repository";
import { assertOwnEmail, roleOfClaims, type Caller } from "../../domain/caller";

/** GET /user/admin/{email} (own email, or an admin): the claims as Auth has them now (a token may be up to an hour old). */
export async function getAdminStatus(caller: Caller, email: string): Promise<AdminStatus> {
  assertOwnEmail(caller, email, { adminToo: true });
  const account = await accountByEmail(email);
  const role = roleOfClaims(account.claims);
  return { admin: role !== null, role };
}
