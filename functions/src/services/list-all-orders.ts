import type { Order } from "@hometools/contract";
import { listOrders } from "../data/order-repository";

/** GET /orders (admin): every live order, newest first. */
export function listAllOrders(): Promise<Order[]> {
  return listOrders();
}
