import { appendActivity } from "../../data/team/activity-repository";
import type { Transaction } from "../../data/transaction";
import type { ActivityRecord } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";

/**
 * Appends the activity entry of an admin change inside the change's own unit, so there is never a
 * change without its entry nor an entry without its change (docs/decisions/034-owner-and-staff.md).
 * Only calls by the owner or staff write entries: a shopper's own moves (cancelling their order)
 * and the system's (Stripe, the expiry sweep, the scripts) are not admin changes. Only writes: call
 * it after the unit's reads.
 */
export async function recordActivity(tx: Transaction, caller: Caller | undefined, record: ActivityRecord) {
  if (!caller?.role) return;
  await appendActivity(
    {
      ...record,
      at: new Date(),
      actor: { uid: caller.uid, email: caller.email, role: caller.role },
      address: caller.address ?? "unknown",
    },
    tx,
  );
}
