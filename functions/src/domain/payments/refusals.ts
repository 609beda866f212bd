/** What the shop refuses about paying an order, and what it says while Stripe is away. */
export type PaymentRefusal =
  | { kind: "already-paid" }
  /** A payment of the order is under way at Stripe; its outcome is not known yet. */
  | { kind: "payment-processing" }
  /** The PaymentIntent named is not this order's. */
  | { kind: "not-this-transaction" }
  | { kind: "payment-not-succeeded" }
  /** The payment does not match the order; `problem` is payment-check.ts's. */
  | { kind: "payment-mismatch"; problem: string }
  /** Stripe is unreachable or failing (docs/decisions/019); a retry after this long will likely work. */
  | { kind: "payments-unavailable"; retryAfterSeconds: number }
  | { kind: "unsigned-event" }
  | { kind: "bad-signature" };
