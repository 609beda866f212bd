import type { PageQuery, Review } from "@hometools/contract";
import { listReviews as listStoredReviews } from "../../data/reviews/review-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";
import { publicReview } from "../../domain/reviews/review-identity";

const newest: Ordering = { name: "reviews", value: "date" };

/** GET /reviews: one page, newest first, each with the name and photo the shop will show (docs/decisions/020). */
export async function listReviews({ limit, cursor }: PageQuery): Promise<CursorPage<Review>> {
  const page = await listStoredReviews({ limit, after: decodeCursor(newest, cursor) });
  return withCursor(newest, { items: page.items.map(publicReview), next: page.next });
}
