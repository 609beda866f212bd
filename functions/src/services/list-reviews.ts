import type { PageQuery, Review } from "@hometools/contract";
import { listReviews as listStoredReviews } from "../data/review-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../domain/paging";

const newest: Ordering = { name: "reviews", value: "date" };

/** GET /reviews: one page, newest first. */
export async function listReviews({ limit, cursor }: PageQuery): Promise<CursorPage<Review>> {
  return withCursor(newest, await listStoredReviews({ limit, after: decodeCursor(newest, cursor) }));
}
