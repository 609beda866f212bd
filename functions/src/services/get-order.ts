import type { Order } from "@hometools/contract";
import { findOrder, toOrder } from "../data/order-repository";
import { ownedOrder, type Caller } from "../domain/caller";

/** GET /orders/{id}: one live order, for its owner or an admin. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  return toOrder(ownedOrder(caller, await findOrder(id), { adminToo: true }));
}
