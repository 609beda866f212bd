import type { Review } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /reviews: public, newest first. */
export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return api.get<Review[]>("/reviews", { auth: false, signal });
}

export function useReviews() {
  return useApiQuery((signal) => getReviews(signal), []);
}
