/**
 * Why an order cannot be placed, in the domain's terms: which lines (by their index in the order)
 * and the numbers behind it. The service throws it; the HTTP layer words it for the body the
 * client sent (http/refusals/order-refusals.ts), so the same refusal reads "quantity" for the spec's
 * one-product body and "lines.<i>.quantity" for an order of lines.
 */
export type OrderRefusal =
  | { kind: "unknown-product"; lines: number[] }
  /** Lines of a tool with options that name no variant (its `optionNames`) or one it has not (null). */
  | { kind: "no-variant"; lines: Array<{ index: number; optionNames: string[] | null }> }
  | { kind: "below-minimum"; lines: Array<{ index: number; productName: string; minimumOrder: number }> }
  | { kind: "out-of-stock"; lines: Array<{ index: number; productName: string; available: number }> }
  | { kind: "too-many-open-orders"; holding: number }
  | { kind: "total-out-of-range"; bound: "min" | "max"; limitCents: number }
  | { kind: "price-changed"; totalCents: number }
  | { kind: "hold-pieces"; index: number; productName: string; limit: number; held: number }
  | { kind: "hold-lapses"; index: number; productName: string; lapses: number; until: Date };

/** Thrown by services/orders/reserve-order.ts; never reaches a client unworded. */
export class OrderRefused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(`order refused: ${refusal.kind}`);
    this.name = "OrderRefused";
  }
}
