import {
  findOrderByPaymentIntent,
  findOrderWithArchived,
  updateOrder,
  type StoredOrder,
} from "../../data/orders/order-repository";
import { hasEvent, recordEvent } from "../../data/payments/stripe-event-repository";
import { isAlreadyExists, runTransaction } from "../../data/transaction";
import { note } from "../../domain/orders/order-lifecycle";
import { piecesLeftToRefund, taxLeft, taxOfAmount, type RefundRecord } from "../../domain/after-sale/refunds";
import { log } from "../../log";
import type { ChargeFacts, RefundInfo } from "../../payments/payment-gateway";
import { paymentGateway } from "../../payments/stripe-client";
import type { WebhookEvent } from "./apply-payment";
import { recordRefundInUnit } from "../after-sale/record-refund";

export type ChargeOutcome =
  | "refunded" // a refund at Stripe (ours, or one made in its dashboard) was recorded on the order
  | "already-refunded" // our own refund recorded already, or a repeat: nothing changed
  | "disputed" // the customer's bank opened a dispute: the order is flagged
  | "duplicate-event"
  | "unknown-order";

const refundable = new Set(["paid", "shipped", "partially-refunded"]);

/**
 * charge.refunded and charge.dispute.created from Stripe, applied once (the event id is recorded in
 * the same transaction). Each refund of the charge that the order does not have yet is recorded
 * (services/after-sale/record-refund.ts): ours with the pieces and restock the admin chose (found by the key
 * in its metadata), one made in Stripe's dashboard with no pieces and nothing back on sale. Stripe
 * is asked for the charge's refunds; for a charge it does not know, the difference between
 * `amount_refunded` and what the order counts is recorded. A dispute flags the order for the
 * admins (Manage Orders shows it) and notes its reason.
 */
export async function applyChargeEvent(event: WebhookEvent, charge: ChargeFacts): Promise<ChargeOutcome> {
  const found = charge.paymentIntentId ? await findOrderByPaymentIntent(charge.paymentIntentId) : null;
  const isRefund = !event.type.startsWith("charge.dispute.");
  const atStripe =
    isRefund && found && charge.chargeId ? await paymentGateway().listChargeRefunds(charge.chargeId) : null;
  try {
    return await runTransaction(async (tx): Promise<ChargeOutcome> => {
      if (await hasEvent(event.id, tx)) return "duplicate-event";
      const order = found && (await findOrderWithArchived(found._id, tx));
      const record = async (outcome: ChargeOutcome) => {
        const paymentIntentId = charge.paymentIntentId ?? "";
        await recordEvent(event.id, { type: event.type, orderId: order?._id ?? null, paymentIntentId, outcome }, tx);
        return outcome;
      };
      if (!order) {
        log.warn("a charge event names no order of ours", {
          eventId: event.id,
          paymentIntentId: charge.paymentIntentId,
        });
        return record("unknown-order");
      }
      const at = new Date();

      if (!isRefund) {
        const reason = `dispute opened at Stripe (${charge.disputeReason ?? "no reason given"})`;
        await updateOrder(order._id, { disputed: true, history: note(order, "stripe", reason, at) }, tx);
        log.warn("payment disputed", { orderId: order._id, reason: charge.disputeReason });
        return record("disputed");
      }

      // A late payment refunded at once (expired, cancelled) keeps its status: nothing to record.
      if (!refundable.has(order.status)) return record("already-refunded");
      const next = unrecorded(order, charge, atStripe, event.id, at);
      if (!next) return record("already-refunded");
      await recordRefundInUnit(tx, order._id, next.refund, next.pendingKey);
      log.info("refund recorded from Stripe", {
        orderId: order._id,
        eventId: event.id,
        cents: next.refund.amountCents,
      });
      return record("refunded");
    });
  } catch (error) {
    if (isAlreadyExists(error)) return "duplicate-event";
    throw error;
  }
}

/**
 * The first refund at Stripe the order has not recorded (one an event; the next event records the
 * next), as the order will keep it: ours with its reservation's pieces, else one of Stripe's
 * dashboard. Without Stripe's list: the money refunded beyond what the order counts.
 */
function unrecorded(
  order: StoredOrder,
  charge: ChargeFacts,
  atStripe: RefundInfo[] | null,
  eventId: string,
  at: Date,
): { refund: RefundRecord; pendingKey: string | null } | null {
  // Everything left refunded in the dashboard: the order's remaining pieces, back on sale unless
  // shipped (they are with the shopper). Part of it: no pieces, nothing back on sale.
  const dashboard = (refundId: string, amountCents: number): RefundRecord => {
    const rest = amountCents >= order.totalCents - order.refundedTotalCents;
    return {
      refundId,
      amountCents,
      taxCents: rest ? Math.max(taxLeft(order), 0) : taxOfAmount(order, amountCents),
      lines: rest ? piecesLeftToRefund(order).filter((line) => line.quantity > 0) : [],
      restock: rest && !order.shippedAt,
      reason: "refunded in Stripe's dashboard",
      at: at.toISOString(),
      by: "stripe",
      returnId: null,
    };
  };
  if (atStripe) {
    const known = new Set(order.refunds.map((refund) => refund.refundId));
    const refund = atStripe.find((candidate) => !known.has(candidate.id) && candidate.status !== "failed");
    if (!refund) return null;
    const ours = order.pendingRefunds.find((pending) => pending.key === refund.refundKey);
    if (!ours) return { refund: dashboard(refund.id, refund.amount), pendingKey: null };
    const { key, ...fields } = ours;
    return { refund: { ...fields, refundId: refund.id, at: at.toISOString() }, pendingKey: key };
  }
  const counted =
    order.refundedTotalCents + order.pendingRefunds.reduce((sum, pending) => sum + pending.amountCents, 0);
  const more = Math.min(charge.amountRefunded, order.totalCents) - counted;
  return more > 0 ? { refund: dashboard(`${charge.chargeId ?? "charge"}-${eventId}`, more), pendingKey: null } : null;
}
