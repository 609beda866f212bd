import type { Order } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders/{id}: the order to pay (its product, total, the customer's name and email). */
export function useOrderToPay(orderId: string) {
  return useApiQuery((signal) => api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, { signal }), [orderId]);
}
