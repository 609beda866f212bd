import { isDocumentId } from "./document-id";
import { Refused } from "./refused";

/**
 * Paging by keyset (docs/decisions/013): a page ends at the last item's (sort value, document id);
 * the next page starts after that pair. Ties on the sort value are broken by the id, so nothing is
 * skipped or repeated however many items share a createdAt or a price.
 */
export type SortValue = string | number;

/** Where a page ended: the sort value of its last item (an ISO date for createdAt) and its id. */
export interface Position {
  value: SortValue;
  id: string;
}

export interface PageRequest {
  limit: number;
  /** Start after this position; null for the first page. */
  after: Position | null;
}

/** A page as a repository answers it: `next` is set when there is more after `items`. */
export interface Page<T> {
  items: T[];
  next: Position | null;
}

/** A page as the API answers it: `next` is the opaque cursor for the Link header. */
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

/** A list's ordering: a cursor made for one ordering is refused by another. */
export interface Ordering {
  name: string;
  value: "date" | "number" | "string";
}

const badCursor = () => new Refused({ kind: "bad-cursor" });

export function encodeCursor(ordering: Ordering, position: Position): string {
  return Buffer.from(JSON.stringify([ordering.name, position.value, position.id])).toString("base64url");
}

// Firestore's Timestamp holds 0001-01-01 to 9999-12-31 (UTC); a date outside makes the query throw.
const FIRST_TIMESTAMP = Date.parse("0001-01-01T00:00:00.000Z");
const LAST_TIMESTAMP = Date.parse("9999-12-31T23:59:59.999Z");

/** A date as the server writes one (`toISOString`), inside Firestore's Timestamp range. */
function isCursorDate(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const time = Date.parse(value);
  if (!(time >= FIRST_TIMESTAMP && time <= LAST_TIMESTAMP)) return false;
  return new Date(time).toISOString() === value;
}

// A lone surrogate ("\ud800" in the JSON) cannot be encoded as UTF-8 for Firestore.
const isText = (value: unknown): value is string => typeof value === "string" && !/\p{Cs}/u.test(value);

const validValue: Record<Ordering["value"], (value: unknown) => boolean> = {
  date: isCursorDate,
  number: (value) => typeof value === "number" && Number.isFinite(value),
  string: isText,
};

/** The position a cursor names, or refused `bad-cursor` for anything this ordering did not make. */
export function decodeCursor(ordering: Ordering, cursor: string | undefined): Position | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badCursor();
  const [name, value, id] = parsed as unknown[];
  if (name !== ordering.name || !validValue[ordering.value](value) || !isDocumentId(id)) throw badCursor();
  return { value: value as SortValue, id: id as string };
}

/** A repository's page with its position turned into the cursor the client sends back. */
export function withCursor<T>(ordering: Ordering, page: Page<T>): CursorPage<T> {
  return { items: page.items, next: page.next ? encodeCursor(ordering, page.next) : null };
}
