/**
 * The life of an order (docs/api.md, "The life of an order"), shared by the server (which enforces it) and
 * the web app (which offers only the actions a state allows). Free of zod, so the web imports it
 * (`@hometools/contract/order-lifecycle`) without the schemas. Status only moves forward:
 *
 *   pending -> paid -> shipped
 *   pending -> expired | cancelled
 *   paid | shipped -> partially-refunded -> refunded (or straight to refunded)
 *   partially-refunded -> shipped (pieces left to send after part of the money went back)
 *
 * A paid or shipped order can also be flagged `disputed` (a flag, not a status).
 */
export const orderStatuses = [
  "pending",
  "paid",
  "shipped",
  "expired",
  "cancelled",
  "partially-refunded",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What can happen to an order, and the states each may happen in. */
export const orderMoves = {
  /** Stripe took the money (webhook, or the payment page's confirmation). */
  pay: { from: ["pending"], to: "paid" },
  /** The hold ran out before payment: the stock goes back on sale. */
  expire: { from: ["pending"], to: "expired" },
  /** The shopper or an admin cancelled an unpaid order: the stock goes back on sale. */
  cancel: { from: ["pending"], to: "cancelled" },
  /** An admin sent the goods. */
  ship: { from: ["paid", "partially-refunded"], to: "shipped" },
  /** Part of the money went back (some pieces, or an amount): only restocked pieces return to stock. */
  partialRefund: { from: ["paid", "shipped", "partially-refunded"], to: "partially-refunded" },
  /** The rest of the money went back (our refund or one made in Stripe's dashboard). */
  refund: { from: ["paid", "shipped", "partially-refunded"], to: "refunded" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof orderMoves;

export function canMove(status: OrderStatus, move: OrderMove): boolean {
  return (orderMoves[move].from as readonly OrderStatus[]).includes(status);
}

/**
 * A pending order holds its stock until `expiresAt` (ISO); from then on it can no longer be paid. The
 * server's expiry sweep records it as expired later; the shop shows it expired at once.
 */
export function holdHasEnded(order: { status: OrderStatus; expiresAt: string | null }, now: Date): boolean {
  return order.status === "pending" && order.expiresAt !== null && Date.parse(order.expiresAt) <= now.getTime();
}

/** Stripe's limits for a USD charge: totals outside them are refused when the order is placed. */
export const MIN_ORDER_TOTAL_CENTS = 50;
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** The label the shop shows for each status ("paid" and "unpaid" are the spec's words). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "unpaid",
  paid: "paid",
  shipped: "Shipped",
  expired: "Expired",
  cancelled: "Cancelled",
  "partially-refunded": "Partly refunded",
  refunded: "Refunded",
};

/** How long after payment a shopper may ask to return pieces. */
export const RETURN_WINDOW_DAYS = 30;

/** Whether the order's owner may still ask to return pieces (the server also checks the pieces left). */
export function mayAskReturn(order: { status: OrderStatus; paidAt: string | null }, now: Date): boolean {
  if (!["paid", "shipped", "partially-refunded"].includes(order.status) || !order.paidAt) return false;
  return now.getTime() - Date.parse(order.paidAt) <= RETURN_WINDOW_DAYS * 86_400_000;
}
