import { db } from "./firebase";
import type { Transaction } from "./transaction";

const COLLECTION = "changeStamps";

/** What a stamp stands for: a small collection that a per-instance cache may keep (docs/decisions/035). */
export type StampedCollection = "shippingRates" | "taxRates";

const stampRef = async (name: StampedCollection) => (await db()).collection(COLLECTION).doc(name);

/**
 * `changeStamps/{collection}`: written in the same unit as every change of that collection, so its
 * update time names the collection's state. A cache keyed by it is never stale however many
 * instances serve, and reading it costs no round trip of its own: it shares the unit's batch read.
 * "none" before the first change.
 */
export async function readChangeStamp(name: StampedCollection, tx: Transaction): Promise<string> {
  const snapshot = await tx.get(await stampRef(name));
  return snapshot.updateTime?.toDate().toISOString() ?? "none";
}

/** The write half: call it in the unit that changes the collection. */
export async function stampChange(name: StampedCollection, tx: Transaction): Promise<void> {
  tx.set(await stampRef(name), { changedAt: new Date() });
}
