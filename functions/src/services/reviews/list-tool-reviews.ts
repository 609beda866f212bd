import type { PageQuery, ToolReview } from "@hometools/contract";
import { findProduct } from "../../data/catalogue/product-repository";
import { listToolReviews as listStored } from "../../data/reviews/tool-review-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";
import { Refused } from "../../domain/refused";

/** Newest first: a cursor of this list names it (a tool page hands its first one to the app). */
export const toolReviewOrdering: Ordering = { name: "tool-reviews", value: "date" };

/** GET /products/{id}/reviews: one page of the tool's reviews, newest first; 404 for no such tool. */
export async function listToolReviews(
  productId: string,
  { limit, cursor }: PageQuery,
): Promise<CursorPage<ToolReview>> {
  const after = decodeCursor(toolReviewOrdering, cursor);
  const [product, page] = await Promise.all([findProduct(productId), listStored(productId, { limit, after })]);
  if (!product) throw new Refused({ kind: "no-such", thing: "product" });
  return withCursor(toolReviewOrdering, page);
}
