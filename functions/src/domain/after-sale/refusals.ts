import type { OrderStatus, ReturnMove, ReturnStatus } from "@hometools/contract";

/** What the shop refuses about returns and refunds (docs/decisions/032). */
export type AfterSaleRefusal =
  | { kind: "return-cannot-move"; status: ReturnStatus; move: ReturnMove }
  | { kind: "return-being-refunded" }
  | { kind: "not-returnable"; status: OrderStatus }
  | { kind: "return-window-closed"; days: number }
  /** A line (by its index in the request) names a product the order does not have. */
  | { kind: "not-on-order"; line: number }
  /** A line asks for more pieces than are left to refund or return. */
  | { kind: "pieces-left"; line: number; productName: string; left: number; asked: "refund" | "return" }
  | { kind: "not-refundable"; status: OrderStatus }
  | { kind: "refunded-in-full" }
  /** An amount (or pieces) worth more than is left to refund. */
  | { kind: "refund-exceeds-left"; leftCents: number }
  /** Stripe refused the refund; `reason` is Stripe's. */
  | { kind: "refund-failed"; reason: string };
