import type { Order } from "@hometools/contract";
import { useApiPages } from "../../../lib/api/use-api-pages";

/** GET /orders/{email}: the signed-in buyer's own orders, newest first, a page at a time. */
export function useMyOrders(email: string) {
  return useApiPages<Order>(`/orders/${encodeURIComponent(email)}`);
}
