import type { Order } from "@hometools/contract";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders/{id}: one order, to its owner or an admin. */
export function useOrder(orderId: string) {
  return useApiQuery<Order>(`/orders/${encodeURIComponent(orderId)}`);
}
