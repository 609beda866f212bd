import { findOrderWithArchived, updateOrder, type StoredOrder } from "../data/order-repository";
import { hasEvent, recordEvent } from "../data/stripe-event-repository";
import { isAlreadyExists, runTransaction } from "../data/transaction";
import { canMove } from "../domain/order-status";
import { isOrderId, paymentProblem, type PaymentFacts } from "../domain/payment-check";
import { log } from "../log";

export type PaymentOutcome =
  | "marked-paid" // the order is now paid
  | "already-paid" // it was paid before: nothing changed
  | "duplicate-event" // this webhook event was handled before: nothing changed
  | "recorded" // an event that never pays (payment_failed) was recorded; the order is unchanged
  | "unknown-order" // no such order: recorded and logged
  | "mismatch"; // amount, currency or order do not match: recorded and logged, the order is unchanged

export interface WebhookEvent {
  id: string;
  type: string;
}

export interface PaymentResult {
  outcome: PaymentOutcome;
  order: StoredOrder | null;
  /** For a mismatch: what does not match. */
  problem?: string;
}

/**
 * The one code path that marks an order paid, shared by the webhook and PATCH /booking.
 *
 * With an event (webhook), the event id is recorded in stripeEvents/{id} with create() and the
 * order updated in the same transaction, so a redelivered event changes nothing. A concurrent
 * duplicate either sees the record (Firestore retries the losing transaction) or, on the embedded
 * emulator that does not isolate transactions, fails its create() with ALREADY_EXISTS, which means
 * "already done". The create() is queued before the order update so that, where writes are applied
 * one by one (the embedded emulator), a duplicate stops before it touches the order.
 *
 * Status only moves forward: a failed payment or a second success never changes a paid order.
 */
export async function applyPayment(
  payment: PaymentFacts,
  options: { event?: WebhookEvent; requireStoredIntent?: boolean } = {},
): Promise<PaymentResult> {
  const { event } = options;
  const orderId = isOrderId(payment.orderId) ? payment.orderId : null;

  try {
    const result = await runTransaction(async (tx): Promise<PaymentResult> => {
      if (event && (await hasEvent(event.id, tx))) return { outcome: "duplicate-event", order: null };
      // A deleted order is archived, not erased: a payment that lands afterwards still pays it.
      const order = orderId ? await findOrderWithArchived(orderId, tx) : null;

      const record = async (outcome: PaymentOutcome, problem?: string): Promise<PaymentResult> => {
        if (event) {
          await recordEvent(
            event.id,
            { type: event.type, orderId: payment.orderId, paymentIntentId: payment.id, outcome },
            tx,
          );
        }
        return { outcome, order, ...(problem && { problem }) };
      };

      if (!order) return record("unknown-order");
      if (payment.status !== "succeeded") return record("recorded");
      const problem = paymentProblem(payment, order, options.requireStoredIntent ? order.paymentIntentId : undefined);
      if (problem) return record("mismatch", problem);
      if (order.paid || !canMove(order.status, "paid")) return record("already-paid");

      const paidAt = new Date();
      const result = await record("marked-paid");
      const paid = { paid: true, status: "paid", transactionId: payment.id, paymentIntentId: payment.id } as const;
      await updateOrder(order._id, { ...paid, paidAt }, tx);
      return { ...result, order: { ...order, ...paid, paidAt: paidAt.toISOString() } };
    });
    report(payment, event, result);
    return result;
  } catch (error) {
    if (isAlreadyExists(error) && event) {
      log.info("stripe event already handled (concurrent delivery)", { eventId: event.id });
      return { outcome: "duplicate-event", order: null };
    }
    throw error;
  }
}

function report(payment: PaymentFacts, event: WebhookEvent | undefined, { outcome, order, problem }: PaymentResult) {
  const fields = {
    outcome,
    eventId: event?.id,
    eventType: event?.type,
    paymentIntentId: payment.id,
    orderId: payment.orderId,
  };
  if (outcome === "mismatch") {
    log.error("a payment does not match its order; the order was left unchanged", { ...fields, problem });
  } else if (outcome === "unknown-order") {
    log.warn("a payment names no order of ours", fields);
  } else if (outcome === "already-paid" && order && order.transactionId !== payment.id) {
    log.error("a second PaymentIntent succeeded for a paid order: refund it in the Stripe dashboard", {
      ...fields,
      transactionId: order.transactionId,
    });
  } else {
    log.info("payment applied", fields);
  }
}
