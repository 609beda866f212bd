import type { Role, TeamMember } from "@hometools/contract";
import { accountByEmail } from "../../data/accounts/account-repository";
import { readRoster } from "../../data/team/team-repository";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { changeRole } from "./change-role";

/**
 * PUT /team/{email} (owner): makes the account staff or owner. Only an account that has proved
 * its address joins the team (409 email-not-verified, as for PUT /user/makeadmin); 404 for no
 * account; 409 last-owner for the shop's only owner stepping down (services/team/change-role.ts).
 */
export async function setMemberRole(caller: Caller, email: string, role: Role): Promise<TeamMember> {
  const account = await accountByEmail(email);
  if (!account.emailVerified) throw new Refused({ kind: "email-not-verified", email });
  await changeRole(account, role, caller);
  const member = (await readRoster()).get(account.uid);
  return (
    member ?? { uid: account.uid, email: account.email ?? email, displayName: account.displayName, role, since: "" }
  );
}
