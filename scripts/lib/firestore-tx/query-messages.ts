import type { Document, Value } from "@firestore-emulator/proto/dist/google/firestore/v1/document";
import type { StructuredQuery, StructuredQueryFilter } from "@firestore-emulator/proto/dist/google/firestore/v1/query";
import type { RunQueryResponse } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { v1 } from "./firestore-v1";
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

/** A RunQuery as asked, and the widened request for the emulator (query-fixes.ts finishes it). */
export function fixableQuery(raw: Buffer): { query: QueryObject; widenedRequest: Buffer } | undefined {
  const request = v1.RunQueryRequest.deserializeBinary(raw);
  if (!request.has_structured_query) return undefined;
  const query = plainQuery(request.structured_query);
  widenInPlace(request.structured_query);
  return { query, widenedRequest: Buffer.from(request.serializeBinary()) };
}

/** The emulator's answers to a widened query, finished: one response per document, as the emulator sends them. */
export function finishedAnswers(query: QueryObject, answers: RunQueryResponse[]): Buffer[] {
  const documents = finish(
    query,
    answers.filter((answer) => answer.has_document).map((answer) => answer.document),
    plainDocument,
  );
  const count = Math.max(documents.length, 1);
  return Array.from({ length: count }, (_, index) => {
    const response = new v1.RunQueryResponse();
    if (documents[index]) response.document = documents[index];
    if (index === 0 && answers[0]?.transaction.length) response.transaction = answers[0].transaction;
    if (answers.at(-1)?.has_read_time) response.read_time = answers.at(-1)!.read_time;
    response.done = index === count - 1;
    return Buffer.from(response.serializeBinary());
  });
}
