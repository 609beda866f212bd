import type { Review } from "@hometools/contract";
import { usePublicApiQuery } from "../../../lib/use-api-query";

/** GET /reviews: public, newest first. */
export function useReviews() {
  return usePublicApiQuery<Review[]>("/reviews");
}
