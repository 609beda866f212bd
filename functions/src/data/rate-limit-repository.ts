import { db } from "./firebase";

const COLLECTION = "rateLimits";
const HITS = "hits";

/**
 * One document per counted write (docs/decisions/030-rate-limits.md), under its budget's window:
 * `rateLimits/{bucket}/hits/{auto id}`, where the bucket is the key and the minute
 * ("uid:abc|2026-11-26T10:05"). A window is counted by an aggregation over its own hits, never over
 * other windows' (the emulator scans a whole collection for an equality filter; Firestore's count
 * reads one index entry per hit either way). Every write creates a document of its own per budget it
 * counts against (all in one batch), so no document is hot however many writes share a budget;
 * `expireAt` lets a Firestore TTL policy on the `hits` collection group delete them after the window.
 */
async function hitsOf(bucket: string) {
  // A client address may hold characters a document id may not (a slash): the id is encoded.
  return (await db()).collection(COLLECTION).doc(encodeURIComponent(bucket)).collection(HITS);
}

export async function recordHits(buckets: readonly string[], at: Date, expireAt: Date): Promise<void> {
  const batch = (await db()).batch();
  for (const bucket of buckets) batch.create((await hitsOf(bucket)).doc(), { at, expireAt });
  await batch.commit();
}

/** How many writes the bucket has counted. */
export async function countHits(bucket: string): Promise<number> {
  const snapshot = await (await hitsOf(bucket)).count().get();
  return snapshot.data().count;
}
