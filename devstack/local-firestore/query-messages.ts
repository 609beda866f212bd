import type { Document, Value } from "@firestore-emulator/proto/dist/google/firestore/v1/document";
import type { StructuredQuery, StructuredQueryFilter } from "@firestore-emulator/proto/dist/google/firestore/v1/query";
import type { RunQueryResponse } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { v1, v1Query } from "./firestore-v1";
import { finish, type DocumentObject, type QueryObject, type ValueObject } from "./query-fixes";

// The generated messages' toObject() fills every scalar member of a oneof with its default (a
// timestamp also reads as reference_value ""), so plain objects are built from the getters here.

export function plainValue(value: Value): ValueObject {
  switch (value.value_type) {
    case "timestamp_value":
      return { timestamp_value: { seconds: value.timestamp_value.seconds, nanos: value.timestamp_value.nanos } };
    case "geo_point_value":
      return {
        geo_point_value: { latitude: value.geo_point_value.latitude, longitude: value.geo_point_value.longitude },
      };
    case "array_value":
      return { array_value: { values: value.array_value.values.map(plainValue) } };
    case "map_value":
      return { map_value: { fields: plainFields(value.map_value.fields) } };
    case "none":
      return { null_value: 0 };
    default:
      return { [value.value_type]: value[value.value_type] };
  }
}

const plainFields = (fields: Map<string, Value>) =>
  Object.fromEntries([...fields].map(([name, value]) => [name, plainValue(value)]));

export const plainDocument = (document: Document): DocumentObject => ({
  name: document.name,
  fields: plainFields(document.fields),
});

function plainFilter(filter: StructuredQueryFilter): NonNullable<QueryObject["where"]> {
  if (filter.has_unary_filter) {
    return {
      unary_filter: { op: filter.unary_filter.op, field: { field_path: filter.unary_filter.field.field_path } },
    };
  }
  if (filter.has_composite_filter) {
    return {
      composite_filter: { op: filter.composite_filter.op, filters: filter.composite_filter.filters.map(plainFilter) },
    };
  }
  return { field_filter: true };
}

export function plainQuery(query: StructuredQuery): QueryObject {
  const cursor = (values: Value[], before: boolean) => ({ values: values.map(plainValue), before });
  return {
    where: query.has_where ? plainFilter(query.where) : undefined,
    order_by: query.order_by.map((order) => ({
      field: { field_path: order.field.field_path },
      direction: order.direction,
    })),
    start_at: query.has_start_at ? cursor(query.start_at.values, query.start_at.before) : undefined,
    end_at: query.has_end_at ? cursor(query.end_at.values, query.end_at.before) : undefined,
    offset: query.offset,
    limit: query.has_limit ? { value: query.limit.value } : undefined,
  };
}

/** Drops from the query what the emulator gets wrong (unary filters, cursors, offset) and the limit. */
export function widenInPlace(query: StructuredQuery): void {
  if (query.has_where && query.where.has_unary_filter) query.where = undefined as unknown as StructuredQueryFilter;
  else if (query.has_where && query.where.has_composite_filter) {
    const composite = query.where.composite_filter;
    composite.filters = composite.filters.filter((filter) => !filter.has_unary_filter);
    if (composite.filters.length === 0) query.where = undefined as unknown as StructuredQueryFilter;
  }
  const cleared = undefined as never;
  query.start_at = cleared;
  query.end_at = cleared;
  query.limit = cleared;
  query.offset = 0;
}

/**
 * How to ask the emulator for one page of a limited query without reading the whole collection.
 * The emulator orders by the first orderBy field correctly and only gets ties and cursors wrong, so:
 * `page()` asks for `limit` documents strictly past the cursor's first value (a range filter in
 * place of the cursor), and `ties(value)` for every document sharing a first-field value (at the
 * cursor, and at the page's last document). `finish` then orders and cuts them as Firestore does.
 */
export interface Narrowing {
  limit: number;
  field: string;
  /** The cursor's value of the first orderBy field, when the query starts at a cursor. */
  cursorValue?: Value;
  page(): Buffer;
  ties(value: Value): Buffer;
}

const AND = 1;
const LESS_THAN = 1;
const GREATER_THAN = 3;
const EQUAL = 5;
const DESCENDING = 2;

/** The query with one more field filter ANDed to its own. */
function withFilter(query: StructuredQuery, field: string, op: number, value: Value): StructuredQuery {
  const copy = v1Query.StructuredQuery.deserializeBinary(query.serializeBinary());
  const added = new v1Query.StructuredQueryFilter({
    field_filter: new v1Query.StructuredQueryFieldFilter({
      field: new v1Query.StructuredQueryFieldReference({ field_path: field }),
      op,
      value,
    }),
  });
  if (!copy.has_where) copy.where = added;
  else if (copy.where.has_composite_filter)
    copy.where.composite_filter.filters = [...copy.where.composite_filter.filters, added];
  else {
    copy.where = new v1Query.StructuredQueryFilter({
      composite_filter: new v1Query.StructuredQueryCompositeFilter({ op: AND, filters: [copy.where, added] }),
    });
  }
  return copy;
}

/** Whether the filter is plain field filters (alone or ANDed), which the emulator applies itself. */
function plainFieldFilters(filter: StructuredQueryFilter): boolean {
  if (filter.has_field_filter) return true;
  if (filter.has_composite_filter && filter.composite_filter.op === AND)
    return filter.composite_filter.filters.every((inner) => inner.has_field_filter);
  return false;
}

function narrowing(request: InstanceType<typeof v1.RunQueryRequest>): Narrowing | undefined {
  const query = request.structured_query;
  const first = query.order_by[0]?.field.field_path;
  if (
    !query.has_limit ||
    !first ||
    first === "__name__" ||
    // A nested or quoted path: its value is not one lookup in the document's fields.
    /[.`]/.test(first) ||
    query.offset !== 0 ||
    query.has_end_at ||
    (query.has_where && !plainFieldFilters(query.where)) ||
    (query.has_start_at && query.start_at.values.length === 0)
  )
    return undefined;
  const limit = query.limit.value;
  const descending = query.order_by[0]!.direction === DESCENDING;
  const cursorValue = query.has_start_at ? query.start_at.values[0] : undefined;
  const base = v1Query.StructuredQuery.deserializeBinary(query.serializeBinary());
  base.start_at = undefined as never;
  const ask = (structured: StructuredQuery) => {
    const copy = v1.RunQueryRequest.deserializeBinary(request.serializeBinary());
    copy.structured_query = structured;
    return Buffer.from(copy.serializeBinary());
  };
  return {
    limit,
    field: first,
    cursorValue,
    page: () => ask(cursorValue ? withFilter(base, first, descending ? LESS_THAN : GREATER_THAN, cursorValue) : base),
    ties: (value) => {
      const unlimited = withFilter(base, first, EQUAL, value);
      unlimited.limit = undefined as never;
      return ask(unlimited);
    },
  };
}

/**
 * A RunQuery as asked, the widened request for the emulator (query-fixes.ts finishes it) and,
 * when the query allows, the narrower requests that read only about one page.
 */
export interface FixableQuery {
  query: QueryObject;
  widenedRequest: Buffer;
  narrowing?: Narrowing;
}

export function fixableQuery(raw: Buffer): FixableQuery | undefined {
  const request = v1.RunQueryRequest.deserializeBinary(raw);
  if (!request.has_structured_query) return undefined;
  const query = plainQuery(request.structured_query);
  const narrow = narrowing(request);
  widenInPlace(request.structured_query);
  return { query, widenedRequest: Buffer.from(request.serializeBinary()), narrowing: narrow };
}

/** The documents of a query's answers. */
export const answeredDocuments = (answers: RunQueryResponse[]): Document[] =>
  answers.filter((answer) => answer.has_document).map((answer) => answer.document);

/** The candidate documents cut and ordered as Firestore would answer the query (query-fixes.ts). */
export const finishDocuments = (query: QueryObject, candidates: Document[]): Document[] =>
  finish(query, candidates, plainDocument);

/**
 * One response per document, as the emulator sends them; `first` and `last` are the emulator's
 * first and last answers (the transaction id, the read time).
 */
export function responsesFor(
  documents: Document[],
  first: RunQueryResponse | undefined,
  last: RunQueryResponse | undefined,
): Buffer[] {
  const count = Math.max(documents.length, 1);
  return Array.from({ length: count }, (_, index) => {
    const response = new v1.RunQueryResponse();
    if (documents[index]) response.document = documents[index];
    if (index === 0 && first?.transaction.length) response.transaction = first.transaction;
    if (last?.has_read_time) response.read_time = last.read_time;
    response.done = index === count - 1;
    return Buffer.from(response.serializeBinary());
  });
}
