import type { QueryShape } from "../../../src/data/query-shape";

/** firestore.indexes.json, as far as these rules read it. */
export interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const NAME = "__name__";
const equalityOps = new Set(["==", "in"]);
const containsOps = new Set(["array-contains", "array-contains-any"]);
const order = (direction: "asc" | "desc"): "ASCENDING" | "DESCENDING" =>
  direction === "asc" ? "ASCENDING" : "DESCENDING";

/**
 * The composite index a query needs by Firestore's rules, or null when its automatic single-field
 * indexes serve it (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - equality and array-contains filters alone merge single-field indexes: no composite;
 * - one ordered field (orderBy, or the field of a range filter) with no filter on another field,
 *   and document ids ordered the same way: the single-field index;
 * - anything else (an order beside a filter on another field, two ordered fields, an id order
 *   against the field's direction) needs a composite: equality fields, then array-contains, then the
 *   ordered fields with their directions; the id order is implicit in the last field's direction.
 */
export interface NeededIndex {
  collection: string;
  /** Fields with an equality filter: first in the index, in any order. */
  equality: string[];
  /** Then these, exactly in this order (array-contains first, then the ordered fields). */
  ordered: IndexField[];
  /** Document ids' direction (implicit in the index when it matches the last field's). */
  name: "ASCENDING" | "DESCENDING";
}

export function requiredIndex(shape: QueryShape): NeededIndex | null {
  const equality = [...new Set(shape.filters.filter((f) => equalityOps.has(f.op)).map((f) => f.field))];
  const contains = [...new Set(shape.filters.filter((f) => containsOps.has(f.op)).map((f) => f.field))];
  const ranged = shape.filters.filter((f) => !equalityOps.has(f.op) && !containsOps.has(f.op)).map((f) => f.field);
  const ordered = shape.orderBy
    .filter((o) => o.field !== NAME)
    .map((o) => ({ field: o.field, direction: o.direction }));
  for (const field of ranged) if (!ordered.some((o) => o.field === field)) ordered.push({ field, direction: "asc" });
  // An orderBy on a field fixed by an equality filter orders nothing.
  const orderedFields = ordered.filter((o) => !equality.includes(o.field));
  const explicitName = shape.orderBy.find((o) => o.field === NAME)?.direction;
  const nameDirection = explicitName ?? orderedFields.at(-1)?.direction ?? "asc";

  if (orderedFields.length === 0) return null;
  const only = orderedFields[0]!;
  const otherFilters = [...equality, ...contains].filter((field) => field !== only.field);
  if (orderedFields.length === 1 && otherFilters.length === 0 && nameDirection === only.direction) return null;
  return {
    collection: shape.collection,
    equality,
    ordered: [
      ...contains.map((fieldPath) => ({ fieldPath, arrayConfig: "CONTAINS" as const })),
      ...orderedFields.map((o) => ({ fieldPath: o.field, order: order(o.direction) })),
    ],
    name: order(nameDirection),
  };
}

const kind = (field: IndexField) => field.arrayConfig ?? field.order;

/** Whether a declared composite index serves a query that needs `needed`. */
export function serves(index: CompositeIndex, needed: NeededIndex): boolean {
  if (index.collectionGroup !== needed.collection || index.queryScope !== "COLLECTION") return false;
  const last = index.fields.at(-1);
  const fields = last?.fieldPath === NAME ? index.fields.slice(0, -1) : index.fields;
  const name = last?.fieldPath === NAME ? last.order : fields.at(-1)?.order;
  if (name !== needed.name || fields.length !== needed.equality.length + needed.ordered.length) return false;
  const head = fields.slice(0, needed.equality.length);
  const tail = fields.slice(needed.equality.length);
  return (
    head.every((f) => !f.arrayConfig && needed.equality.includes(f.fieldPath)) &&
    new Set(head.map((f) => f.fieldPath)).size === needed.equality.length &&
    tail.every((f, i) => f.fieldPath === needed.ordered[i]!.fieldPath && kind(f) === kind(needed.ordered[i]!))
  );
}
