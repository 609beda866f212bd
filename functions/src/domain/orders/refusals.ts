import type { OrderMove, OrderStatus } from "@hometools/contract";

/**
 * What the shop refuses about an order once placed (placing one is order-refusal.ts's, worded for the
 * body the client sent).
 */
export type OrdersRefusal =
  /** The order state machine does not allow this move from this status (order-lifecycle.ts). */
  | { kind: "order-cannot-move"; from: OrderStatus; move: OrderMove }
  | { kind: "not-cancellable"; status: OrderStatus }
  /** The payment succeeded while the cancel ran, so the order is paid instead. */
  | { kind: "paid-meanwhile" }
  /** An unpaid order that can no longer be paid: removed, its hold ended, or moved on. */
  | { kind: "not-payable"; why: "removed" | "hold-ended" | "moved-on"; status: OrderStatus };
