import { listAdminAccounts, setClaims } from "../accounts/account-repository";
import { putMember } from "../team/team-repository";

/**
 * Roles (docs/decisions/034-owner-and-staff.md): an account with the admin claim and no role
 * counts as owner; this writes `role: "owner"` into its claims (merged) and lists every admin in
 * the team's roster, which the last-owner rule reads. Idempotent: answers how many accounts changed.
 */
export async function backfillTeamRoles(): Promise<number> {
  let changed = 0;
  for (const account of await listAdminAccounts()) {
    const role = account.claims.role === "staff" ? "staff" : "owner";
    let touched = false;
    if (account.claims.role !== role) {
      await setClaims(account.uid, { ...account.claims, role });
      touched = true;
    }
    const member = { email: account.email ?? "", displayName: account.displayName, role } as const;
    if (await putMember(account.uid, member)) touched = true;
    if (touched) changed++;
  }
  return changed;
}
