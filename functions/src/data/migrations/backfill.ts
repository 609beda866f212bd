import type { CollectionReference, DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../firebase";

/**
 * A tiny idempotent migration: reads the collection once and writes, in batches (Firestore takes
 * at most 500 writes a commit), the fields `wanted` says differ. Answers how many documents changed.
 */
export async function backfill(
  collection: CollectionReference,
  wanted: (doc: DocumentSnapshot) => DocumentData | null,
): Promise<number> {
  const { docs } = await collection.get();
  const changes = docs.flatMap((doc) => {
    const fields = wanted(doc);
    return fields ? [{ ref: doc.ref, fields }] : [];
  });
  for (let start = 0; start < changes.length; start += 400) {
    const batch = (await db()).batch();
    for (const { ref, fields } of changes.slice(start, start + 400)) batch.update(ref, fields);
    await batch.commit();
  }
  return changes.length;
}
