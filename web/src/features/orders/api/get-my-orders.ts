import type { Order } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders/{email}: the signed-in buyer's own orders. */
export function useMyOrders(email: string) {
  return useApiQuery((signal) => api.get<Order[]>(`/orders/${encodeURIComponent(email)}`, { signal }), [email]);
}
