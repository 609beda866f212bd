import type { Review } from "@hometools/contract";
import { listReviews as listStoredReviews } from "../data/review-repository";

/** GET /reviews: newest first. */
export function listReviews(): Promise<Review[]> {
  return listStoredReviews();
}
