import { canMove } from "@hometools/contract";
import { findOrderByPaymentIntent, findOrderWithArchived, updateOrder } from "../data/order-repository";
import { hasEvent, recordEvent } from "../data/stripe-event-repository";
import { isAlreadyExists, runTransaction } from "../data/transaction";
import { note } from "../domain/order-lifecycle";
import { formatCents } from "../domain/pricing";
import { log } from "../log";
import type { ChargeFacts } from "../payments/stripe-client";
import { moveOrder } from "./move-order";
import type { WebhookEvent } from "./apply-payment";

export type ChargeOutcome =
  | "refunded" // a full refund at Stripe (ours, or one made in its dashboard) refunded the order and returned its stock
  | "already-refunded" // our own refund, or a repeat: nothing changed
  | "partial-refund" // part of the money went back: noted on the order, status unchanged
  | "disputed" // the customer's bank opened a dispute: the order is flagged
  | "duplicate-event"
  | "unknown-order";

/**
 * charge.refunded and charge.dispute.created from Stripe, applied once (the event id is recorded in
 * the same transaction). A full refund made in Stripe's dashboard moves a paid or shipped order to
 * refunded and returns its stock, as POST /orders/{id}/refund does; a dispute flags the order for
 * the admins (Manage Orders shows it) and notes its reason.
 */
export async function applyChargeEvent(event: WebhookEvent, charge: ChargeFacts): Promise<ChargeOutcome> {
  const found = charge.paymentIntentId ? await findOrderByPaymentIntent(charge.paymentIntentId) : null;
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

      if (event.type.startsWith("charge.dispute.")) {
        const reason = `dispute opened at Stripe (${charge.disputeReason ?? "no reason given"})`;
        await updateOrder(order._id, { disputed: true, history: note(order, "stripe", reason, at) }, tx);
        log.warn("payment disputed", { orderId: order._id, reason: charge.disputeReason });
        return record("disputed");
      }

      if (charge.amountRefunded < charge.amount) {
        const reason = `partly refunded at Stripe: ${formatCents(charge.amountRefunded)} of ${formatCents(charge.amount)}`;
        await updateOrder(order._id, { history: note(order, "stripe", reason, at) }, tx);
        return record("partial-refund");
      }
      if (!canMove(order.status, "refund")) return record("already-refunded");
      await moveOrder(
        order._id,
        { move: "refund", by: "stripe", reason: "refund confirmed by Stripe (charge.refunded)", at },
        tx,
      );
      log.info("order refunded from Stripe", { orderId: order._id, eventId: event.id });
      return record("refunded");
    });
  } catch (error) {
    if (isAlreadyExists(error)) return "duplicate-event";
    throw error;
  }
}
