import type { Order } from "@hometools/contract";
import { findOrder, toOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { orderShownTo, ownedOrder, type Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { moveOrder } from "./move-order";
import { stopPayment } from "../payments/stop-payment";
import { recordActivity } from "../team/record-activity";
import { orderTarget } from "../../domain/team/activity";

/**
 * POST /orders/{id}/cancel (the owner or an admin): an unpaid order lets go of its stock. Its
 * PaymentIntent is cancelled at Stripe first; if the payment had already succeeded, the order is
 * paid instead and the cancel is refused (409), so money and goods never part ways.
 */
export async function cancelOrder(caller: Caller, id: string): Promise<Order> {
  const order = ownedOrder(caller, await findOrder(id), { adminToo: true });
  if (order.status !== "pending") throw new Refused({ kind: "not-cancellable", status: order.status });

  const payment = await stopPayment(order);
  if (payment === "paid") throw new Refused({ kind: "paid-meanwhile" });
  if (payment === "processing") throw new Refused({ kind: "payment-processing" });

  const by = caller.admin && caller.uid !== order.uid ? `${caller.email} (admin)` : caller.email;
  const cancelled = await runTransaction(async (tx) => {
    const moved = await moveOrder(id, { move: "cancel", by, reason: "cancelled before payment", at: new Date() }, tx, {
      cancelledBy: caller.uid,
    });
    // Only the team's cancels are admin changes; a shopper cancelling their own order is not.
    if (order.uid !== caller.uid)
      await recordActivity(tx, caller, { action: "order.cancel", target: orderTarget(moved) });
    return moved;
  });
  log.info("order cancelled", { orderId: id, by: caller.uid, stockReleased: order.quantity });
  return orderShownTo(caller, toOrder(cancelled));
}
