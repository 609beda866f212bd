import type { CreateReviewInput, Review } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** PUT /reviews: the reviewer's name comes from the account on the server. */
export function addReview(input: CreateReviewInput): Promise<Review> {
  return api.put<Review>("/reviews", input);
}
