import type { Order } from "@hometools/contract";
import { useApiQuery } from "./api/use-api-query";

/**
 * GET /orders/{id}: one order, to its owner or an admin. The order page and the payment page both
 * read it (a feature never imports another, so the hook lives here).
 */
export function useOrder(orderId: string) {
  return useApiQuery<Order>(`/orders/${encodeURIComponent(orderId)}`);
}
