import type { CollectionReference, DocumentSnapshot } from "firebase-admin/firestore";
import { isoDate } from "./firebase";
import type { Page, PageRequest, Position } from "../domain/paging";
import { buildQuery, DOCUMENT_ID, type QueryShape } from "./query-shape";

/**
 * Orders by the shape's field and then by document id in the same direction (so the automatic
 * single-field index, or the composite one, serves it), starts after the cursor's (value, id) pair
 * and reads one item more than the page to learn whether there is a next page.
 */
export function pagedShape(shape: Omit<QueryShape, "orderBy">, field: string, direction: "asc" | "desc"): QueryShape {
  return {
    ...shape,
    orderBy: [
      { field, direction },
      { field: DOCUMENT_ID, direction },
    ],
  };
}

/** Reads one page; `position` gives a document's (sort value, id), `cursorValue` turns a cursor's value back. */
export async function readPage<T>(
  collection: CollectionReference,
  shape: QueryShape,
  page: PageRequest,
  convert: (snapshot: DocumentSnapshot) => T,
  position: (snapshot: DocumentSnapshot) => Position,
  cursorValue: (value: Position["value"]) => unknown = (value) => value,
): Promise<Page<T>> {
  let query = buildQuery(collection, shape);
  if (page.after) query = query.startAfter(cursorValue(page.after.value), page.after.id);
  const { docs } = await query.limit(page.limit + 1).get();
  const items = docs.slice(0, page.limit);
  const more = docs.length > page.limit;
  return { items: items.map(convert), next: more ? position(items.at(-1)!) : null };
}

/** Newest first by createdAt, ties by id. */
export const newestFirst = (shape: Omit<QueryShape, "orderBy">) => pagedShape(shape, "createdAt", "desc");

/** One page of a newest-first shape; the cursor's value is createdAt as an ISO date. */
export function newestPage<T>(
  collection: CollectionReference,
  shape: QueryShape,
  page: PageRequest,
  convert: (snapshot: DocumentSnapshot) => T,
): Promise<Page<T>> {
  return readPage(
    collection,
    shape,
    page,
    convert,
    (snapshot) => ({ value: isoDate(snapshot.get("createdAt")) ?? "", id: snapshot.id }),
    (value) => new Date(value),
  );
}
