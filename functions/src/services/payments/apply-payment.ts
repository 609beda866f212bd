import { findOrderWithArchived, updateOrder, type StoredOrder } from "../../data/orders/order-repository";
import { hasEvent, recordEvent } from "../../data/payments/stripe-event-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import { note } from "../../domain/orders/order-lifecycle";
import { isOrderId, paymentProblem, type PaymentFacts } from "../../domain/payments/payment-check";
import { taxShare } from "../../domain/taxes/tax";
import { log } from "../../log";
import { paymentGateway } from "../../payments/stripe-client";
import { moveOrder } from "../orders/move-order";
import { queueOrderMail } from "../mail/order-mail";
import { taxEngine } from "../taxes/choose-tax-engine";
import { prepareInvoice } from "../invoices/issue-documents";

export type PaymentOutcome =
  | "marked-paid" // the order is now paid
  | "already-paid" // it was paid before: nothing changed
  | "refunded-late-payment" // the order was no longer payable (expired, cancelled): the money went back
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
 * "already done".
 *
 * The invoice is issued in the same transaction (services/invoices/issue-documents.ts), so a paid
 * order always has exactly one, numbered without gaps.
 *
 * Status only moves forward: a failed payment or a second success never changes a paid order.
 * Money is never kept for goods we no longer hold: a payment that succeeds for an order that has
 * expired or was cancelled (or deleted) is refunded in full at once, and the refund is recorded on
 * the order (see refundLatePayment).
 */
export async function applyPayment(
  payment: PaymentFacts,
  options: { event?: WebhookEvent } = {},
): Promise<PaymentResult> {
  const { event } = options;
  const orderId = isOrderId(payment.orderId) ? payment.orderId : null;

  try {
    const result = await runTransaction(async (tx): Promise<PaymentResult> => {
      // One batch read: the event's record, the order and what its invoice needs (the invoicing
      // settings and the sequence's counter; read, not written, unless the order is paid here).
      // A deleted order is archived, not erased: a payment that lands afterwards still pays it.
      const at = new Date();
      const [seen, order, invoice] = await Promise.all([
        event ? hasEvent(event.id, tx) : false,
        orderId ? findOrderWithArchived(orderId, tx) : null,
        prepareInvoice(tx, at),
      ]);
      if (seen) return { outcome: "duplicate-event", order: null };

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
      // Only the PaymentIntent we created for the order pays it, whoever reports it: an event for
      // another one (made in the dashboard, or forged by someone holding the signing secret) is
      // recorded as a mismatch and changes nothing.
      const problem = paymentProblem(payment, order, order.paymentIntentId);
      if (problem) return record("mismatch", problem);
      if (order.paid) return record("already-paid");
      // Not recorded yet: the refund is made at Stripe first, then recorded with the event.
      if (order.status !== "pending") return { outcome: "refunded-late-payment", order };

      // The move reads before it writes (Firestore's rule), so it goes before the event's record.
      const paid = await moveOrder(
        order._id,
        { move: "pay", by: "stripe", reason: `paid with ${payment.id}`, at },
        tx,
        {
          transactionId: payment.id,
          paymentIntentId: payment.id,
          invoiceNumber: invoice.number,
        },
      );
      // Issued with the payment or not at all: a redelivered event finds the order paid (already-paid).
      await invoice.issue(paid);
      await record("marked-paid");
      return { outcome: "marked-paid", order: paid };
    });
    const final =
      result.outcome === "refunded-late-payment" ? await refundLatePayment(payment, event, result.order!) : result;
    report(payment, event, final);
    return await withTaxRecorded(final, orderId, event);
  } catch (error) {
    if (isAlreadyExists(error) && event) {
      log.info("stripe event already handled (concurrent delivery)", { eventId: event.id });
      return { outcome: "duplicate-event", order: null };
    }
    throw error;
  }
}

/**
 * A paid order's tax recorded with the shop's tax engine, once (Stripe Tax's Transaction, whose key
 * is the order's; the owner's rates record nothing). A redelivered event (duplicate-event) tries
 * again, so an event whose first delivery paid the order while the engine was down records it on
 * Stripe's next delivery: the webhook answers 5xx when it fails. PATCH /booking logs the failure
 * and answers the paid order; the webhook's event records it.
 */
async function withTaxRecorded(
  result: PaymentResult,
  orderId: string | null,
  event: WebhookEvent | undefined,
): Promise<PaymentResult> {
  const paid = (result.outcome === "marked-paid" || result.outcome === "already-paid") && result.order;
  if (!event) return paid ? { ...result, order: await taxEngine().recordPaid(result.order!, "log") } : result;
  if (paid) return { ...result, order: await taxEngine().recordPaid(result.order!, "throw") };
  if (result.outcome === "duplicate-event" && orderId) await taxEngine().recordPaidById(orderId);
  return result;
}

/**
 * A payment for an order that no longer holds its goods: refunded in full at Stripe (the key makes
 * a second attempt answer the same refund), then recorded on the order (paid, with refundedAt and a
 * history note) together with the event, once.
 */
async function refundLatePayment(
  payment: PaymentFacts,
  event: WebhookEvent | undefined,
  order: StoredOrder,
): Promise<PaymentResult> {
  const refund = await paymentGateway().refundPayment(payment.id, `late-payment-${payment.id}`, order._id);
  return runTransaction(async (tx): Promise<PaymentResult> => {
    if (event && (await hasEvent(event.id, tx))) return { outcome: "duplicate-event", order: null };
    const current = (await findOrderWithArchived(order._id, tx)) ?? order;
    if (event) {
      const record = {
        type: event.type,
        orderId: order._id,
        paymentIntentId: payment.id,
        outcome: "refunded-late-payment",
      };
      await recordEvent(event.id, record, tx);
    }
    if (current.refundedAt && current.transactionId === payment.id)
      return { outcome: "refunded-late-payment", order: current };
    const at = new Date();
    const reason = `payment ${payment.id} arrived after the order was ${current.status}: refunded automatically (${refund.id})`;
    const taxCents = taxShare(refund.amount, current.taxCents, current.totalCents);
    const changes = {
      paid: true,
      transactionId: payment.id,
      refundedAt: at,
      history: note(current, "stripe", reason, at),
      refunds: [
        ...current.refunds,
        {
          refundId: refund.id,
          amountCents: refund.amount,
          taxCents,
          lines: [],
          restock: false,
          reason: `payment arrived after the order was ${current.status}`,
          at: at.toISOString(),
          by: "stripe",
          returnId: null,
        },
      ],
      refundedTotalCents: current.refundedTotalCents + refund.amount,
      refundedTaxCents: current.refundedTaxCents + taxCents,
    };
    await updateOrder(current._id, changes, tx);
    const refunded = { ...current, ...changes, refundedAt: at.toISOString() };
    await queueOrderMail(tx, refunded, "refunded", {}, String(changes.refunds.length));
    return { outcome: "refunded-late-payment", order: refunded };
  });
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
  } else if (outcome === "refunded-late-payment") {
    log.warn("a payment arrived for an order that no longer holds its goods: refunded", fields);
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
