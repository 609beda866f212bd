import { randomUUID } from "node:crypto";
import type { Order } from "@hometools/contract";
import { appendHistory, findOrder, toOrder, updateOrder } from "../../data/orders/order-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { planRefund, type PendingRefund, type RefundRequest } from "../../domain/after-sale/refunds";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { paymentGateway } from "../../payments/stripe-client";
import { recordRefundInUnit } from "./record-refund";
import { taxEngine } from "../taxes/choose-tax-engine";
import { recordActivity } from "../team/record-activity";
import { orderTarget, type ActivityRecord } from "../../domain/team/activity";

/** Refund-specific checks a caller adds inside the reserving unit (a return must still be received). */
export type RefundGuard = (tx: Transaction) => Promise<void>;

/**
 * POST /orders/{id}/refund (admin), and a return's refund: all that is left, some pieces, or an
 * amount (docs/decisions/032-partial-refunds-and-returns.md). Three steps:
 * 1. a unit reserves the refund on the order (`pendingRefunds`): two refunds at once can never give
 *    back more than was paid, and a second click on a whole refund is 409 before Stripe is asked;
 * 2. Stripe refunds that amount, under a key of its own that travels in the refund's metadata;
 * 3. a unit records it (services/after-sale/record-refund.ts), unless Stripe's charge.refunded did first.
 * A refund Stripe refuses frees the reservation and is noted in the history, appended (never a
 * rewrite of the history as read before Stripe was asked, which would drop a note written meanwhile).
 */
export async function refundOrder(
  caller: Caller,
  id: string,
  request: RefundRequest,
  options: { returnId?: string; guard?: RefundGuard; activity?: Pick<ActivityRecord, "action" | "target"> } = {},
): Promise<Order> {
  const key = `refund-${id}-${randomUUID()}`;
  const { pending, transactionId } = await runTransaction(async (tx) => {
    await options.guard?.(tx);
    const order = await findOrder(id, tx);
    if (!order) throw new Refused({ kind: "no-such", thing: "order" });
    if (options.returnId && order.pendingRefunds.some((pending) => pending.returnId === options.returnId)) {
      throw new Refused({ kind: "return-being-refunded" });
    }
    const planned: PendingRefund = planRefund(order, request, {
      by: caller.email,
      at: new Date(),
      key,
      returnId: options.returnId,
    });
    await updateOrder(id, { pendingRefunds: [...order.pendingRefunds, planned] }, tx);
    return { pending: planned, transactionId: order.transactionId! };
  });

  let refundId: string;
  try {
    const refund = await paymentGateway().refundPayment(transactionId, key, id, {
      amountCents: pending.amountCents,
      refundKey: key,
    });
    refundId = refund.id;
  } catch (error) {
    await release(id, key, caller.email, error);
    // Stripe down or slow (503): nothing was refunded as far as we know; the admin tries again later.
    if (error instanceof Refused) throw error;
    log.error("refund failed", { orderId: id, error: (error as Error).message });
    throw new Refused({ kind: "refund-failed", reason: (error as Error).message });
  }

  const recorded = await runTransaction(async (tx) => {
    const { key: _key, ...fields } = pending;
    const order = await recordRefundInUnit(tx, id, { ...fields, refundId, at: new Date().toISOString() }, key);
    // The entry goes with the unit that records the refund (or finds Stripe's event recorded it first).
    if (order) {
      const entry = options.activity ?? { action: "order.refund" as const, target: orderTarget(order) };
      await recordActivity(tx, caller, { ...entry, amountCents: pending.amountCents });
    }
    return order;
  });
  if (!recorded) throw new Refused({ kind: "no-such", thing: "order" });
  log.info("order refunded", { orderId: id, refundId, cents: pending.amountCents, by: caller.uid });
  // The refund's tax given back at the shop's tax engine (Stripe Tax's Reversal), once; a failure is logged.
  return toOrder(await taxEngine().reverseRefund(recorded, refundId));
}

/** Frees a refund's reservation after Stripe refused or failed it, and notes a refusal in the history. */
async function release(id: string, key: string, by: string, error: unknown): Promise<void> {
  await runTransaction(async (tx) => {
    const order = await findOrder(id, tx);
    if (!order) return;
    await updateOrder(id, { pendingRefunds: order.pendingRefunds.filter((pending) => pending.key !== key) }, tx);
  });
  if (error instanceof Refused) return;
  const reason = `refund failed at Stripe: ${(error as Error).message}`;
  const order = await findOrder(id);
  await appendHistory(id, [{ at: new Date().toISOString(), status: order?.status ?? "paid", by, reason }]);
}
