import type { Promotion } from "@hometools/contract";
import { accountByEmail } from "../../data/accounts/account-repository";
import { roleOfClaims, type Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { changeRole } from "../team/change-role";

/**
 * PUT /user/makeadmin/{email} (owner) and `npm run make-admin`: the spec's promotion, now a team
 * role (docs/decisions/034-owner-and-staff.md). Through the API it makes a shopper staff and
 * leaves a member's role as it is; the script (`by` absent) makes an owner: the first admin.
 * Through the API only an account that has proved the address can be promoted: otherwise anyone
 * could register newhire@company.com unverified and wait to be made admin. The script is the
 * operator's own decision, so it only warns.
 */
export async function promoteUser(email: string, by?: Caller): Promise<Promotion> {
  const account = await accountByEmail(email);
  if (!account.emailVerified && !by) log.warn("promoting an account whose email is not verified", { uid: account.uid });
  if (!account.emailVerified && by) {
    throw new Refused({ kind: "email-not-verified", email });
  }
  const current = roleOfClaims(account.claims);
  const role = by ? (current ?? "staff") : "owner";
  await changeRole(account, role, by);
  return { email: account.email ?? email, admin: true, role };
}
