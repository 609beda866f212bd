import { db } from "./firebase";
import { buildQuery, type QueryShape } from "./query-shape";

const COLLECTION = "rateLimitHits";

/** The hits of one bucket: one equality, served by the single-field index. */
export const rateLimitBucketShape = (bucket: string): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "bucket", op: "==", value: bucket }],
  orderBy: [],
});

/**
 * One document per counted write (docs/decisions/030-rate-limits.md): a budget's window is the
 * documents of one bucket ("uid:abc|2026-11-26T10:05"), counted by an aggregation query. Every
 * write creates a document of its own per budget it counts against (all in one batch), so no
 * document is hot however many writes share a budget; `expireAt` lets a Firestore TTL policy delete
 * them after the window.
 */
export async function recordHits(buckets: readonly string[], at: Date, expireAt: Date): Promise<void> {
  const collection = (await db()).collection(COLLECTION);
  const batch = collection.firestore.batch();
  for (const bucket of buckets) batch.create(collection.doc(), { bucket, at, expireAt });
  await batch.commit();
}

/** How many writes the bucket has counted. */
export async function countHits(bucket: string): Promise<number> {
  const collection = (await db()).collection(COLLECTION);
  const snapshot = await buildQuery(collection, rateLimitBucketShape(bucket)).count().get();
  return snapshot.data().count;
}
