import type { CreateOrderInput, Order } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** POST /orders: 201 Order; 409 when stock ran out or the price changed meanwhile. */
export function placeOrder(input: CreateOrderInput): Promise<Order> {
  return api.post<Order>("/orders", input);
}
