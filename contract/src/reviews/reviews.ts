import { z } from "../zod";
import { integerLike, MAX_TEXT, optionalText, timestamp } from "../fields";

/** The spec's dashboard review carries a fixed placeholder image; ours ships with the app. */
export const REVIEW_PLACEHOLDER_IMG = "/images/avatar-placeholder.svg";

/** At most this many reviews per account in REVIEW_WINDOW_HOURS (429 `too-many-reviews`). */
export const MAX_REVIEWS_PER_WINDOW = 3;
export const REVIEW_WINDOW_HOURS = 24;

/**
 * PUT /reviews. The reviewer's name and image come from the account: a body `img` is dropped
 * (like every unknown field), so no reviewer can show every visitor a picture of their choosing.
 */
export const createReviewInput = z.object({
  rating: integerLike("Rating is required", 1, "Rating is from 1 to 5").pipe(
    z.number().max(5, "Rating is from 1 to 5"),
  ),
  review: optionalText(MAX_TEXT),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;
export type NewReview = z.output<typeof createReviewInput>;

/** A review as the API answers it. */
export const review = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  review: z.string(),
  rating: z.number().int(),
  verifiedBuyer: z.boolean().describe("Set by the server: the author had a paid order when the review was posted"),
  createdAt: timestamp,
});
export type Review = z.output<typeof review>;
