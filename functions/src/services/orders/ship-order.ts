import type { Order } from "@hometools/contract";
import { toOrder } from "../../data/orders/order-repository";
import { orderTarget } from "../../domain/team/activity";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { log } from "../../log";
import { moveOrder } from "./move-order";
import { recordActivity } from "../team/record-activity";

/** POST /orders/{id}/ship (admin): a paid order has been sent; the shopper sees "Shipped". */
export async function shipOrder(caller: Caller, id: string): Promise<Order> {
  const shipped = await runTransaction(async (tx) => {
    const moved = await moveOrder(id, { move: "ship", by: caller.email, reason: "marked shipped", at: new Date() }, tx);
    await recordActivity(tx, caller, { action: "order.ship", target: orderTarget(moved) });
    return moved;
  });
  log.info("order shipped", { orderId: id, by: caller.uid });
  return toOrder(shipped);
}
