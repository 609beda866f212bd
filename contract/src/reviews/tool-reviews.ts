import { z } from "../zod";
import { integerLike, MAX_TEXT, timestamp } from "../fields";
import { pageQuery, REVIEW_PAGE_DEFAULT } from "../paging";

export const toolReviewMessages = {
  ratingRequired: "Rating is required",
  ratingRange: "Rating is from 1 to 5",
  reviewRequired: "Say what you think of the tool",
  notABuyer: "Only a shopper who has paid for this tool can review it",
  alreadyReviewed: "You have already reviewed this tool",
} as const;

/**
 * POST /products/{id}/reviews: a review of one tool by a shopper who paid for it, once per
 * shopper and tool. The name comes from the account; unknown fields are dropped.
 */
export const createToolReviewInput = z.object({
  rating: integerLike(toolReviewMessages.ratingRequired, 1, toolReviewMessages.ratingRange).pipe(
    z.number().max(5, toolReviewMessages.ratingRange),
  ),
  review: z
    .string({ error: toolReviewMessages.reviewRequired })
    .trim()
    .min(1, toolReviewMessages.reviewRequired)
    .max(MAX_TEXT, `Must be ${MAX_TEXT} characters or fewer`),
});
export type CreateToolReviewInput = z.input<typeof createToolReviewInput>;
export type NewToolReview = z.output<typeof createToolReviewInput>;

/** A review of one tool as the API answers it. Every one is by a shopper who paid for the tool. */
export const toolReview = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  rating: z.number().int(),
  review: z.string(),
  createdAt: timestamp,
  verified: z.literal(true).describe("Always true: only a shopper with a paid order of the tool can post one"),
});
export type ToolReview = z.output<typeof toolReview>;

/** A tool's reviews in sum: how many and their average rating (null when it has none). */
export interface ToolRating {
  reviewCount: number;
  ratingValue: number | null;
}

/** GET /products/{id}/reviews: newest first, paged like the other lists. */
export const toolReviewListQuery = pageQuery(REVIEW_PAGE_DEFAULT);
