import type { Order } from "@hometools/contract";
import { findOrder, toOrder } from "../../data/orders/order-repository";
import { orderShownTo, ownedOrder, type Caller } from "../../domain/caller";

/** GET /orders/{id}: one live order, for its owner (staff named as "staff") or an admin. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  return orderShownTo(caller, toOrder(ownedOrder(caller, await findOrder(id), { adminToo: true })));
}
