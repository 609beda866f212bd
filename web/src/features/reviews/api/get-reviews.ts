import type { Review } from "@hometools/contract";
import { usePublicApiPages } from "../../../lib/api/use-api-pages";

/** GET /reviews: public, newest first, a page at a time. */
export function useReviews() {
  return usePublicApiPages<Review>("/reviews");
}
