import type { DeleteResult } from "@hometools/contract";
import { findOrder, updateOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { log } from "../../log";
import { moveOrder } from "./move-order";
import { stopPayment } from "../payments/stop-payment";
import { recordActivity } from "../team/record-activity";
import { orderTarget } from "../../domain/team/activity";

/**
 * Takes an order out of every list. Nothing is erased: the order keeps deletedAt and deletedBy.
 * An unpaid order is cancelled as it goes: its PaymentIntent is cancelled at Stripe first (a
 * payment that had already succeeded makes it a paid order, archived as such), then its stock is
 * released. A payment that still lands afterwards is refunded (services/payments/apply-payment.ts).
 */
export async function deleteOrder(caller: Caller, id: string): Promise<DeleteResult> {
  const order = await findOrder(id);
  if (!order) return { deletedCount: 0 };
  if (order.status === "pending") await stopPayment(order);

  const outcome = await runTransaction(async (tx) => {
    const current = await findOrder(id, tx);
    if (!current) return null;
    const deleted = { deletedAt: new Date(), deletedBy: caller.uid };
    const entry = { action: "order.delete" as const, target: orderTarget(current) };
    if (current.status !== "pending") {
      await updateOrder(id, deleted, tx);
      await recordActivity(tx, caller, entry);
      return { status: current.status, released: 0 };
    }
    const by = `${caller.email} (admin)`;
    await moveOrder(id, { move: "cancel", by, reason: "deleted by an admin", at: deleted.deletedAt }, tx, deleted);
    await recordActivity(tx, caller, entry);
    return { status: current.status, released: current.quantity };
  });

  if (!outcome) return { deletedCount: 0 };
  log.info("order deleted", { orderId: id, status: outcome.status, stockReleased: outcome.released });
  return { deletedCount: 1 };
}
