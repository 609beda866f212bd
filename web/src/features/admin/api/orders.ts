import type { DeleteResult, Order } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders (admin): every order, newest first. */
export function useAllOrders() {
  return useApiQuery<Order[]>("/orders");
}

/** DELETE /orders/{id} (admin). */
export function deleteOrder(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/orders/${encodeURIComponent(id)}`);
}
