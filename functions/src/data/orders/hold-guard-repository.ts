import type { Transaction } from "../transaction";
import { db } from "../firebase";

/**
 * `holdGuards/{uid}`: one document per account that every order placement of the account reads and
 * writes. The hold limits count the account's orders with queries, and a unit checks only the
 * documents it read (data/transaction.ts): two placements of one account at once both write this
 * document, so the second runs again and counts the first's order.
 *
 * It also says when an order last came to the account (`changedAt`: placed, or a guest order claimed),
 * so no order of the account is newer: an account without a guard has no order, and the hold limits
 * ask nothing (a flash sale's first-time buyers save both queries); one whose last order is older than
 * the lapse window has none placed within it (docs/decisions/049).
 */
const COLLECTION = "holdGuards";

const guardRef = async (uid: string) => (await db()).collection(COLLECTION).doc(uid);

/** When an order last came to the account; null: none ever did. */
export interface HoldGuard {
  changedAt: Date;
}

/** The read half: call it with the unit's other reads. */
export async function readHoldGuard(uid: string, tx: Transaction): Promise<HoldGuard | null> {
  const snapshot = await tx.get(await guardRef(uid));
  if (!snapshot.exists) return null;
  const changedAt = snapshot.get("changedAt") as { toDate?: () => Date } | undefined;
  // A guard without a readable time says only that orders exist: every one of them may be recent.
  return { changedAt: changedAt?.toDate?.() ?? new Date(8.64e15) };
}

/** The write half: call it with the unit's writes. */
export async function touchHoldGuard(uid: string, at: Date, tx: Transaction): Promise<void> {
  tx.set(await guardRef(uid), { changedAt: at });
}

/** Outside a unit, before orders are given to the account (a guest's orders claimed at sign-in). */
export async function touchHoldGuardNow(uid: string): Promise<void> {
  await (await guardRef(uid)).set({ changedAt: new Date() });
}

/** Every stored guard's time in milliseconds, by uid (the migration that writes the missing ones). */
export async function holdGuardTimes(): Promise<Map<string, number>> {
  const { docs } = await (await db()).collection(COLLECTION).get();
  return new Map(docs.map((doc) => [doc.id, (doc.get("changedAt") as { toMillis?: () => number })?.toMillis?.() ?? 0]));
}

/** Sets each account's guard to when its newest order was placed, in batches of 400. */
export async function writeHoldGuards(times: ReadonlyMap<string, Date>): Promise<void> {
  const entries = [...times];
  for (let start = 0; start < entries.length; start += 400) {
    const batch = (await db()).batch();
    for (const [uid, at] of entries.slice(start, start + 400)) batch.set(await guardRef(uid), { changedAt: at });
    await batch.commit();
  }
}
