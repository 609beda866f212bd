import type { Order } from "@hometools/contract";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders/{id}: the order to pay (its product, total, the customer's name and email). */
export function useOrderToPay(orderId: string) {
  return useApiQuery<Order>(`/orders/${encodeURIComponent(orderId)}`);
}
