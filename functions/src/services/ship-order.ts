import type { Order } from "@hometools/contract";
import { toOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { log } from "../log";
import { moveOrder } from "./move-order";

/** POST /orders/{id}/ship (admin): a paid order has been sent; the shopper sees "Shipped". */
export async function shipOrder(caller: Caller, id: string): Promise<Order> {
  const shipped = await runTransaction((tx) =>
    moveOrder(id, { move: "ship", by: caller.email, reason: "marked shipped", at: new Date() }, tx),
  );
  log.info("order shipped", { orderId: id, by: caller.uid });
  return toOrder(shipped);
}
