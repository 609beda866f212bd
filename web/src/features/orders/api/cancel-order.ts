import type { Order } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** POST /orders/{id}/cancel: the shopper gives up an unpaid order; its stock goes back on sale. */
export function cancelOrder(id: string): Promise<Order> {
  return api.post<Order>(`/orders/${encodeURIComponent(id)}/cancel`);
}
