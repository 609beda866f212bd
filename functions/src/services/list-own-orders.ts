import type { Order } from "@hometools/contract";
import { listOrdersOf } from "../data/order-repository";
import { assertOwnEmail, type Caller } from "../domain/caller";

/** GET /orders/{email}: the caller's own live orders, newest first (only their own email). */
export async function listOwnOrders(caller: Caller, email: string): Promise<Order[]> {
  assertOwnEmail(caller, email);
  return listOrdersOf(caller.uid);
}
