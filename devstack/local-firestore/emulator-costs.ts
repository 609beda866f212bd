import { createRequire } from "node:module";
import type { StructuredQuery } from "@firestore-emulator/proto/dist/google/firestore/v1/query";
import type * as Emulator from "@firestore-emulator/server";
import { v1Query } from "./firestore-v1";

/**
 * Two costs of the embedded emulator that grow with a collection's size, where Firestore's do not
 * (docs/decisions/027; both found in a CPU profile of the emulator at 10,000 products):
 *
 * - **Adding a document copied the whole collection.** `FirestoreStateCollection.getDocument`
 *   adds a missing document through immer's `produce`, which copies the collection's map of
 *   documents (and freezes it) on every addition: the 10,000th product cost a copy of 9,999 entries.
 *   Here a missing document is added to the map in place (copied once if immer froze it).
 * - **A query sorted the whole collection before filtering and limiting.** `FirestoreState.v1Query`
 *   sorts every document by the orderBy fields, then filters, then takes `limit`. Here it filters
 *   first (the emulator's own filtering, asked without orderBy or limit) and, with a limit, keeps the
 *   first `limit` documents in one pass instead of sorting all of them. The answer is the same
 *   documents in the same order as the emulator's own (a stable sort, then a slice).
 *
 * What a query reads still grows with the documents its filter keeps (there are no indexes), but a
 * page of 24 no longer sorts 10,000.
 */
type Document = InstanceType<typeof Emulator.FirestoreStateDocument>;
type Field = NonNullable<ReturnType<Document["getField"]>>;

/** What the emulator's collection keeps private and its getDocument uses. */
interface CollectionInternals {
  documents: Record<string, Document>;
  emitter: ConstructorParameters<typeof Emulator.FirestoreStateDocument>[0];
}

const ASCENDING = 1;
const DESCENDING = 2;

/** The emulator's own order of two documents over the orderBy fields (documents without a field first when one has it). */
function comparer(query: StructuredQuery): (a: Document, b: Document) => number {
  const orders = query.order_by.map((order) => ({ path: order.field.field_path, direction: order.direction }));
  return (a, b) => {
    for (const { path, direction } of orders) {
      const x: Field | undefined = a.getField(path);
      const y: Field | undefined = b.getField(path);
      if (!x || !y) {
        if (x && !y) return -1;
        if (!x && y) return 1;
        continue;
      }
      if (x.eq(y)) continue;
      if (direction === ASCENDING) {
        if (x.lt(y)) return -1;
        if (y.lt(x)) return 1;
      } else if (direction === DESCENDING) {
        if (x.lt(y)) return 1;
        if (y.lt(x)) return -1;
      }
    }
    return 0;
  };
}

/** The first `limit` documents in the order a stable sort gives, in one pass over them. */
export function firstInOrder<T>(items: T[], limit: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (limit <= 0) return kept;
  for (const item of items) {
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) continue;
    // After every kept item that is not after it: ties keep their arrival order, as a stable sort does.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** Patches the emulator's classes (once per process) before its server answers anything. */
export function lowerEmulatorCosts(): void {
  const require = createRequire(import.meta.url);
  const emulator = require("@firestore-emulator/server") as typeof Emulator;
  const { FirestoreState, FirestoreStateCollection, FirestoreStateDocument } = emulator;

  FirestoreStateCollection.prototype.getDocument = function getDocument(name: string): Document {
    // The emulator keeps these private; its own getDocument uses them the same way.
    const collection = this as unknown as CollectionInternals;
    const found = collection.documents[name];
    if (found) return found;
    if (Object.isFrozen(collection.documents)) collection.documents = { ...collection.documents };
    const added = new FirestoreStateDocument(collection.emitter, this.database, this, name, {}, {});
    collection.documents[name] = added;
    return added;
  };

  const emulatorQuery = FirestoreState.prototype.v1Query;
  FirestoreState.prototype.v1Query = function v1QueryFilteredFirst(parent: string, query: StructuredQuery) {
    if (query.order_by.length === 0) return emulatorQuery.call(this, parent, query);
    const unordered = v1Query.StructuredQuery.deserializeBinary(query.serializeBinary());
    unordered.order_by = [];
    unordered.limit = undefined as never;
    const matching = emulatorQuery.call(this, parent, unordered);
    const compare = comparer(query);
    return query.has_limit ? firstInOrder(matching, query.limit.value, compare) : matching.sort(compare);
  };
}
