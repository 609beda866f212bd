import type { DeleteResult, Order } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { useApiPages } from "../../../../lib/api/use-api-pages";

/** GET /orders (admin): every order, newest first, a page at a time; `q` finds one order number. */
export function useAllOrders(q = "") {
  return useApiPages<Order>(q ? `/orders?q=${encodeURIComponent(q)}` : "/orders");
}

/** DELETE /orders/{id} (admin). */
export function deleteOrder(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/orders/${encodeURIComponent(id)}`);
}

/** POST /orders/{id}/ship (admin): a paid order has been sent. */
export function shipOrder(id: string): Promise<Order> {
  return api.post<Order>(`/orders/${encodeURIComponent(id)}/ship`);
}
