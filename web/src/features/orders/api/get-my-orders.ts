import type { Order } from "@hometools/contract";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /orders/{email}: the signed-in buyer's own orders. */
export function useMyOrders(email: string) {
  return useApiQuery<Order[]>(`/orders/${encodeURIComponent(email)}`);
}
