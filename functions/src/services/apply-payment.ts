import { db } from "../data/firebase";
import { orderRef, toStoredOrder, type StoredOrder } from "../data/order-repository";
import { canMove } from "../domain/order-status";
import { isOrderId, paymentProblem } from "../payments/payment-check";
import type { PaymentFacts } from "../payments/stripe-client";
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

const ALREADY_EXISTS = 6;

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
  const firestore = await db();
  const eventRef = event ? firestore.collection("stripeEvents").doc(event.id) : null;
  const ref = isOrderId(payment.orderId) ? await orderRef(payment.orderId) : null;

  try {
    const result = await firestore.runTransaction(async (tx): Promise<PaymentResult> => {
      if (eventRef && (await tx.get(eventRef)).exists) return { outcome: "duplicate-event", order: null };
      const snapshot = ref ? await tx.get(ref) : null;
      // A deleted order is archived, not erased: a payment that lands afterwards still pays it.
      const order = snapshot?.exists ? toStoredOrder(snapshot) : null;

      const record = (outcome: PaymentOutcome, problem?: string): PaymentResult => {
        if (eventRef) {
          tx.create(eventRef, {
            type: event!.type,
            orderId: payment.orderId,
            paymentIntentId: payment.id,
            outcome,
            processedAt: new Date(),
          });
        }
        return { outcome, order, ...(problem && { problem }) };
      };

      if (!order) return record("unknown-order");
      if (payment.status !== "succeeded") return record("recorded");
      const problem = paymentProblem(payment, order, options.requireStoredIntent ? order.paymentIntentId : undefined);
      if (problem) return record("mismatch", problem);
      if (order.paid || !canMove(order.status, "paid")) return record("already-paid");

      const paidAt = new Date();
      const result = record("marked-paid");
      tx.update(ref!, { paid: true, status: "paid", transactionId: payment.id, paymentIntentId: payment.id, paidAt });
      return {
        ...result,
        order: {
          ...order,
          paid: true,
          status: "paid",
          transactionId: payment.id,
          paymentIntentId: payment.id,
          paidAt: paidAt.toISOString(),
        },
      };
    });
    report(payment, event, result);
    return result;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS && event) {
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
