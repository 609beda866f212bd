import type { OrderStatus } from "@hometools/contract";

/** Order status only moves forward: pending -> paid. A paid order never goes back. */
const rank: Record<OrderStatus, number> = { pending: 0, paid: 1 };

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return rank[to] > rank[from];
}

/** A pay link shows while the order has a total and is not paid (spec section 4). */
export function isPayable(order: { paid: boolean; totalPrice: number; deletedAt?: unknown }): boolean {
  return !order.paid && order.totalPrice > 0 && !order.deletedAt;
}
