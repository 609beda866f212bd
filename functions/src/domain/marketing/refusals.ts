/** What the shop refuses about marketing mail (docs/decisions/048). */
export type MarketingRefusal =
  /** An alert for a variant that has pieces: it can be bought now. */
  | { kind: "in-stock" }
  /** A link's token that is forged, for something else, or expired. */
  | { kind: "bad-token" }
  /** An anonymous alert needs the address to mail. */
  | { kind: "alert-email-required" }
  /** More than ALERTS_PER_MINUTE alerts in a minute from one account or address. */
  | { kind: "too-many-alerts"; retryAfterSeconds: number };
