import { z } from "zod";
import { integerLike, MAX_TEXT, optionalText, urlField } from "./fields";

/** The spec's dashboard review carries a fixed placeholder image; ours ships with the app. */
export const REVIEW_PLACEHOLDER_IMG = "/images/avatar-placeholder.svg";

/** PUT /reviews. The reviewer's name comes from the account. */
export const createReviewInput = z.object({
  rating: integerLike("Rating is required", 1, "Rating is from 1 to 5").pipe(
    z.number().max(5, "Rating is from 1 to 5"),
  ),
  review: optionalText(MAX_TEXT),
  img: urlField.optional().default(REVIEW_PLACEHOLDER_IMG),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;
export type NewReview = z.output<typeof createReviewInput>;

export interface Review {
  _id: string;
  name: string;
  img: string;
  review: string;
  rating: number;
  createdAt: string | null;
}
