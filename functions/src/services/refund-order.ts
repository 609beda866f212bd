import { canMove, type Order } from "@hometools/contract";
import { findOrder, toOrder, updateOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { note } from "../domain/order-lifecycle";
import { AppError } from "../errors";
import { log } from "../log";
import { paymentGateway } from "../payments/stripe-client";
import { moveOrder } from "./move-order";

/**
 * POST /orders/{id}/refund (admin): the whole payment goes back through Stripe, then the order is
 * refunded and its pieces return to stock. The refund carries a key made from the order, so a
 * retry or a concurrent second click gets Stripe's first refund back, never a second one; a
 * refunded order is refused (409) before Stripe is asked. A refund Stripe refuses is answered as an
 * error and noted in the order's history: never hidden.
 */
export async function refundOrder(caller: Caller, id: string): Promise<Order> {
  const order = await findOrder(id);
  if (!order) throw new AppError("not-found", "Order not found", 404);
  if (!canMove(order.status, "refund") || !order.transactionId) {
    throw new AppError("conflict", `Only a paid or shipped order can be refunded; this one is ${order.status}`, 409);
  }

  let refundId: string;
  try {
    refundId = (await paymentGateway().refundPayment(order.transactionId, `refund-${order._id}`, order._id)).id;
  } catch (error) {
    // Stripe down or slow: nothing happened, the order stays paid and the admin tries again later.
    if (error instanceof AppError) throw error;
    const reason = `refund failed at Stripe: ${(error as Error).message}`;
    await updateOrder(id, { history: note(order, caller.email, reason, new Date()) });
    log.error("refund failed", { orderId: id, error: (error as Error).message });
    throw new AppError("payment-failed", `Stripe did not refund this order: ${(error as Error).message}`, 502);
  }

  const reason = `refunded in full (${refundId})`;
  const refunded = await runTransaction(async (tx) => {
    const current = await findOrder(id, tx);
    // Stripe's charge.refunded for this very refund may have landed first and moved the order:
    // the admin who asked for it is still named in the history.
    if (current?.status === "refunded") {
      const history = note(current, caller.email, reason, new Date());
      await updateOrder(id, { history }, tx);
      return { ...current, history };
    }
    return moveOrder(id, { move: "refund", by: caller.email, reason, at: new Date() }, tx);
  });
  log.info("order refunded", { orderId: id, refundId, by: caller.uid });
  return toOrder(refunded);
}
