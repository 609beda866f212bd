/**
 * What the embedded emulator gets wrong in RunQuery, done here instead (docs/decisions/007): it
 * ignores `== null` / `!= null` filters (and throws on them inside an AND), cursors (`startAt`,
 * `startAfter`, `endAt`, `endBefore`) and `offset`, keeps documents that lack an orderBy field, and
 * never orders ties by document name, so pages overlap. The layer asks the emulator for every
 * query without those parts and without `limit` (query-messages.ts), then filters, orders, cuts at
 * the cursors and limits the documents itself. Works on plain objects (query-messages.ts makes them).
 */

/** A google.firestore.v1.Value as plain object: exactly one of these is set. */
export interface ValueObject {
  null_value?: number;
  boolean_value?: boolean;
  integer_value?: number;
  double_value?: number;
  timestamp_value?: { seconds?: number; nanos?: number };
  string_value?: string;
  bytes_value?: Uint8Array;
  reference_value?: string;
  geo_point_value?: { latitude?: number; longitude?: number };
  array_value?: { values?: ValueObject[] };
  map_value?: { fields?: Record<string, ValueObject> };
}

export interface DocumentObject {
  name?: string;
  fields?: Record<string, ValueObject>;
}

interface FieldFilter {
  field_filter?: unknown;
  unary_filter?: { op?: number; field?: { field_path?: string } };
  composite_filter?: { op?: number; filters?: FieldFilter[] };
}

interface Order {
  field?: { field_path?: string };
  direction?: number;
}

interface Cursor {
  values?: ValueObject[];
  before?: boolean;
}

export interface QueryObject {
  where?: FieldFilter;
  order_by?: Order[];
  start_at?: Cursor;
  end_at?: Cursor;
  offset?: number;
  limit?: { value?: number };
  [other: string]: unknown;
}

const IS_NAN = 2;
const IS_NULL = 3;
const IS_NOT_NAN = 4;
const IS_NOT_NULL = 5;
const AND = 1;
const DESCENDING = 2;

/** The unary filters of a query the emulator would ignore (top level, or inside an AND). */
function unaryFilters(where: FieldFilter | undefined): NonNullable<FieldFilter["unary_filter"]>[] {
  if (!where) return [];
  if (where.unary_filter) return [where.unary_filter];
  if (where.composite_filter?.op === AND) return (where.composite_filter.filters ?? []).flatMap(unaryFilters);
  return [];
}

function field(document: DocumentObject, path: string): ValueObject | undefined {
  if (path === "__name__") return { reference_value: document.name };
  let fields = document.fields;
  let value: ValueObject | undefined;
  for (const segment of path.split(".").map((part) => part.replace(/^`|`$/g, ""))) {
    value = fields?.[segment];
    fields = value?.map_value?.fields;
  }
  return value;
}

const typeOrder = (value: ValueObject): number => {
  if (value.null_value !== undefined) return 0;
  if (value.boolean_value !== undefined) return 1;
  if (value.integer_value !== undefined || value.double_value !== undefined) return 2;
  if (value.timestamp_value !== undefined) return 3;
  if (value.string_value !== undefined) return 4;
  if (value.bytes_value !== undefined) return 5;
  if (value.reference_value !== undefined) return 6;
  if (value.geo_point_value !== undefined) return 7;
  if (value.array_value !== undefined) return 8;
  return 9;
};

const sign = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Firestore's ordering of values: by type first (null < bool < number < timestamp < string ...), then by value. */
export function compareValues(a: ValueObject, b: ValueObject): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return Math.sign(byType);
  switch (typeOrder(a)) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a.boolean_value), Number(b.boolean_value));
    case 2: {
      const x = Number(a.integer_value ?? a.double_value);
      const y = Number(b.integer_value ?? b.double_value);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number(!Number.isNaN(x)) - Number(!Number.isNaN(y));
      return sign(x, y);
    }
    case 3:
      return (
        sign(Number(a.timestamp_value!.seconds ?? 0), Number(b.timestamp_value!.seconds ?? 0)) ||
        sign(a.timestamp_value!.nanos ?? 0, b.timestamp_value!.nanos ?? 0)
      );
    case 4:
      return sign(a.string_value!, b.string_value!);
    case 5:
      return Buffer.compare(Buffer.from(a.bytes_value!), Buffer.from(b.bytes_value!));
    case 6:
      return compareSegments(a.reference_value!, b.reference_value!);
    case 7:
      return (
        sign(a.geo_point_value!.latitude ?? 0, b.geo_point_value!.latitude ?? 0) ||
        sign(a.geo_point_value!.longitude ?? 0, b.geo_point_value!.longitude ?? 0)
      );
    case 8: {
      const x = a.array_value!.values ?? [];
      const y = b.array_value!.values ?? [];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const byElement = compareValues(x[i]!, y[i]!);
        if (byElement !== 0) return byElement;
      }
      return sign(x.length, y.length);
    }
    default:
      return sign(JSON.stringify(a.map_value ?? {}), JSON.stringify(b.map_value ?? {}));
  }
}

function compareSegments(a: string, b: string): number {
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const bySegment = sign(x[i]!, y[i]!);
    if (bySegment !== 0) return bySegment;
  }
  return sign(x.length, y.length);
}

function matchesUnary(document: DocumentObject, filter: NonNullable<FieldFilter["unary_filter"]>): boolean {
  const value = field(document, filter.field?.field_path ?? "");
  if (!value) return false;
  const number = value.double_value ?? value.integer_value;
  switch (filter.op) {
    case IS_NULL:
      return value.null_value !== undefined;
    case IS_NOT_NULL:
      return value.null_value === undefined;
    case IS_NAN:
      return value.double_value !== undefined && Number.isNaN(value.double_value);
    case IS_NOT_NAN:
      return number !== undefined && !Number.isNaN(number);
    default:
      return true;
  }
}

/**
 * Applies what the widened query left out to the documents the emulator answered (`view` gives
 * each one's plain form), in Firestore's order.
 */
export function finish<T>(query: QueryObject, items: T[], view: (item: T) => DocumentObject): T[] {
  const explicit = query.order_by ?? [];
  const orders = explicit.some((order) => order.field?.field_path === "__name__")
    ? explicit
    : [...explicit, { field: { field_path: "__name__" }, direction: explicit.at(-1)?.direction }];
  const filters = unaryFilters(query.where);
  // Ordering by a field leaves out documents without it, as on Firestore.
  let result = items
    .map((item) => ({ item, document: view(item) }))
    .filter(
      ({ document }) =>
        filters.every((filter) => matchesUnary(document, filter)) &&
        orders.every((order) => field(document, order.field?.field_path ?? "") !== undefined),
    );

  /** Where a document lies relative to a cursor (negative: before it), over the cursor's values. */
  const position = (document: DocumentObject, cursor: Cursor) => {
    const values = cursor.values ?? [];
    for (let i = 0; i < values.length && i < orders.length; i++) {
      const order = orders[i]!;
      const compared = compareValues(field(document, order.field?.field_path ?? "")!, values[i]!);
      if (compared !== 0) return order.direction === DESCENDING ? -compared : compared;
    }
    return 0;
  };

  result.sort(({ document: a }, { document: b }) => {
    for (const order of orders) {
      const path = order.field?.field_path ?? "";
      const compared = compareValues(field(a, path)!, field(b, path)!);
      if (compared !== 0) return order.direction === DESCENDING ? -compared : compared;
    }
    return 0;
  });
  const { start_at: start, end_at: end } = query;
  if (start)
    result = result.filter(({ document }) =>
      start.before ? position(document, start) >= 0 : position(document, start) > 0,
    );
  if (end)
    result = result.filter(({ document }) => (end.before ? position(document, end) < 0 : position(document, end) <= 0));
  result = result.slice(query.offset ?? 0);
  if (query.limit?.value !== undefined) result = result.slice(0, query.limit.value);
  return result.map(({ item }) => item);
}
