/** What the shop refuses about reviews (docs/decisions/020 and 033). */
export type ReviewRefusal =
  | { kind: "too-many-reviews"; max: number; hours: number }
  /** Concurrent posts kept taking the review's number: unlike a unit's contention, no retry time. */
  | { kind: "reviews-crowded" }
  | { kind: "already-reviewed" }
  /** Only a shopper who paid for the tool reviews it. */
  | { kind: "not-a-buyer" };
