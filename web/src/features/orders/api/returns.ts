import type { OrderReturn } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";
import { useApiQuery } from "../../../lib/api/use-api-query";

/** GET /orders/{id}/returns: the order's returns, oldest first (owner or admin). */
export function useOrderReturns(orderId: string) {
  return useApiQuery<OrderReturn[]>(`/orders/${encodeURIComponent(orderId)}/returns`);
}

/** POST /orders/{id}/returns: the owner asks to send pieces back. */
export function requestReturn(
  orderId: string,
  body: { lines: { productId: string; variantId?: string; quantity: number }[]; reason: string },
): Promise<OrderReturn> {
  return api.post<OrderReturn>(`/orders/${encodeURIComponent(orderId)}/returns`, body);
}
