import type { DocumentReference } from "firebase-admin/firestore";
import { db } from "../firebase";
import type { Transaction } from "../transaction";
import { inTurn } from "../in-turn";

const COLLECTION = "rateLimits";

/**
 * The write budgets' counters (docs/decisions/030-rate-limits.md): `rateLimits/{bucket}~{shard}`
 * `{count, expireAt}`, where the bucket is the key and the minute ("uid:abc|2026-11-26T10:05").
 * A window's count is the sum of its shards, read in one batch read (inside a unit, with the unit's
 * other reads). A write adds one to one shard, taken in turn (data/in-turn.ts), with an increment: nothing reads
 * and rewrites a counter, so shards never conflict, and an address that many accounts share (a
 * flash sale behind one network) spreads its writes over several documents instead of one hot one.
 * `expireAt` lets a Firestore TTL policy on `rateLimits` delete a window's shards after it.
 */
// 40: a sale of 10 orders a second from one address writes each shard about 2.5 times in 10 s, and
// no shard more than 10 times in any 10 s (decision 049; 8 shards took 12 to 18).
const ADDRESS_SHARDS = 40;

/** An account writes at most about once a second: one document holds its minute. */
const shardsOf = (bucket: string) => (bucket.startsWith("ip:") ? ADDRESS_SHARDS : 1);

async function shardRefs(bucket: string): Promise<DocumentReference[]> {
  const collection = (await db()).collection(COLLECTION);
  // A client address may hold characters a document id may not (a slash): the id is encoded.
  const id = encodeURIComponent(bucket);
  return Array.from({ length: shardsOf(bucket) }, (_, shard) => collection.doc(`${id}~${shard}`));
}

/** How many writes each bucket has counted, in one batch read (the unit's, when given). */
export async function countHits(buckets: readonly string[], tx?: Transaction): Promise<number[]>;
export async function countHits(bucket: string): Promise<number>;
export async function countHits(buckets: string | readonly string[], tx?: Transaction): Promise<number | number[]> {
  if (typeof buckets === "string") return (await countHits([buckets]))[0]!;
  const refs = await Promise.all(buckets.map(shardRefs));
  const all = refs.flat();
  const snapshots = tx ? await tx.peek(...all) : await (await db()).getAll(...all);
  let next = 0;
  return refs.map((shards) => shards.reduce((sum) => sum + Number(snapshots[next++]!.get("count") ?? 0), 0));
}

const nextShard = inTurn();

/** Adds one write to each bucket: in the unit's commit when given, else as a batch of its own. */
export async function recordHits(buckets: readonly string[], expireAt: Date, tx?: Transaction): Promise<void> {
  const { FieldValue } = await import("firebase-admin/firestore");
  const writes = await Promise.all(
    buckets.map(async (bucket) => {
      const shards = await shardRefs(bucket);
      return shards[nextShard(shards.length)]!;
    }),
  );
  const data = { count: FieldValue.increment(1), expireAt };
  if (tx) {
    for (const ref of writes) tx.set(ref, data, { merge: true });
    return;
  }
  const batch = (await db()).batch();
  for (const ref of writes) batch.set(ref, data, { merge: true });
  await batch.commit();
}
