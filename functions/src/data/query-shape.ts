import type { CollectionReference, Query, WhereFilterOp } from "firebase-admin/firestore";

/**
 * Every query a repository makes is described here first and built from the description, so a
 * unit test (functions/test/unit/platform/firestore-indexes.test.ts) can check each one against the
 * composite indexes in firestore.indexes.json, by Firestore's rules, without a database.
 */
export interface QueryShape {
  collection: string;
  filters: Array<{ field: string; op: WhereFilterOp; value: unknown }>;
  orderBy: Array<{ field: string; direction: "asc" | "desc" }>;
}

/** Document id as an orderBy field (FieldPath.documentId()). */
export const DOCUMENT_ID = "__name__";

/** Applies a shape's filters and orders to its collection. */
export function buildQuery(collection: CollectionReference, shape: QueryShape): Query {
  let query: Query = collection;
  for (const { field, op, value } of shape.filters) {
    // An id bound is compared as a document of the collection (a range of ids: one account's counters).
    const bound = field === DOCUMENT_ID && typeof value === "string" ? collection.doc(value) : value;
    query = query.where(field, op, bound);
  }
  for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
  return query;
}

/** Deletes every document a query finds, in one batch (a person's few marketing documents); answers how many. */
export async function deleteMatching(query: Query): Promise<number> {
  const found = await query.get();
  if (found.empty) return 0;
  const batch = query.firestore.batch();
  for (const doc of found.docs) batch.delete(doc.ref);
  await batch.commit();
  return found.size;
}
