import type { Role } from "@hometools/contract";
import { revokeSessions, setClaims, type Account } from "../../data/accounts/account-repository";
import { readRoster, saveRoster } from "../../data/team/team-repository";
import { runTransaction } from "../../data/transaction";
import { upsertUser } from "../../data/accounts/user-repository";
import { roleOfClaims, type Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { recordActivity } from "./record-activity";

/**
 * Gives an account a team role, or none (`null`: back to a shopper), with everything that goes
 * with it (docs/decisions/034-owner-and-staff.md):
 * 1. one unit reads the roster (team/roster), refuses a change that would leave no owner (409
 *    last-owner: two changes at once both read the roster, so the second runs again on the first's
 *    result), writes the roster, the users/{uid} mirror and the activity entry;
 * 2. then the custom claims, merged (`role` beside `admin: true`, or both removed);
 * 3. then the member's refresh tokens are revoked, so the old role is refused at the next call.
 * A change to the role the account already has changes nothing: no entry, no revocation. Should
 * step 2 fail, the roster is ahead of the claims until the same call is made again.
 * `by` is absent for the scripts (npm run make-admin, the seed), which write no entry and revoke nothing.
 */
export async function changeRole(account: Account, role: Role | null, by?: Caller): Promise<{ changed: boolean }> {
  const before = roleOfClaims(account.claims);
  const email = account.email ?? "";
  const changed = await runTransaction(async (tx) => {
    const roster = await readRoster(tx);
    // An owner acting before the roster knew them (data from before roles): the token says owner.
    if (by?.role === "owner" && !roster.has(by.uid)) {
      roster.set(by.uid, {
        uid: by.uid,
        email: by.email,
        displayName: by.name,
        role: "owner",
        since: new Date().toISOString(),
      });
    }
    const listed = roster.get(account.uid);
    if (before === role && (listed?.role ?? null) === role) return false;
    if (role)
      roster.set(account.uid, {
        uid: account.uid,
        email,
        displayName: account.displayName,
        role,
        since: new Date().toISOString(),
      });
    else roster.delete(account.uid);
    if (![...roster.values()].some((member) => member.role === "owner")) {
      throw new Refused({ kind: "last-owner" });
    }
    await upsertUser(account.uid, { email, displayName: account.displayName, admin: role !== null }, tx);
    await saveRoster(roster, tx);
    // The roster only caught up with the claims (an account made admin before the roster existed).
    if (before === role) return false;
    await recordActivity(tx, by, {
      action: role ? "team.set-role" : "team.remove",
      target: { kind: "member", id: account.uid, label: email },
      changes: { role: [before, role] },
    });
    return true;
  });
  if (before === role) return { changed: false };
  const { admin: _admin, role: _role, ...others } = account.claims;
  await setClaims(account.uid, role ? { ...others, admin: true, role } : others);
  if (by) await revokeSessions(account.uid);
  log.info("team role changed", { uid: account.uid, from: before, to: role, by: by?.uid ?? "script" });
  return { changed };
}
