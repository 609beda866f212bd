import type { NewReview, Review } from "@hometools/contract";
import { insertReview } from "../data/review-repository";
import type { Caller } from "../domain/caller";

/** PUT /reviews: the reviewer's name comes from the account, never from the body. */
export function addReview(caller: Caller, review: NewReview): Promise<Review> {
  return insertReview({ uid: caller.uid, name: caller.name }, review);
}
