import type { BookingInput, Order } from "@hometools/contract";
import { findOrder, toOrder } from "../../data/orders/order-repository";
import { orderShownTo, ownedOrder, type Caller } from "../../domain/caller";
import { whyNotPayable } from "../../domain/orders/order-lifecycle";
import { Refused } from "../../domain/refused";
import { paymentGateway } from "../../payments/stripe-client";
import { taxEngine } from "../taxes/choose-tax-engine";
import { applyPayment } from "./apply-payment";

const notThisOrder = () => new Refused({ kind: "not-this-transaction" });

/**
 * PATCH /booking/{id}: the client reports a successful card payment. The client's word is not
 * enough: the PaymentIntent is retrieved from Stripe and must have succeeded, be the one created
 * for this order and carry its amount. Then the same code path as the webhook marks the order
 * paid, so whichever comes second changes nothing.
 */
export async function confirmPayment(
  caller: Caller,
  orderId: string,
  input: Pick<BookingInput, "transactionId">,
): Promise<Order> {
  const order = ownedOrder(caller, await findOrder(orderId));
  const transactionId = input.transactionId.trim();
  if (order.paid) {
    if (order.transactionId === transactionId) {
      // The webhook may have paid it first; the confirm records the order's tax with the engine too.
      const recorded = await taxEngine().recordPaid(order, "log");
      return orderShownTo(caller, toOrder(recorded));
    }
    throw new Refused({ kind: "already-paid" });
  }
  // An expired or cancelled order takes no payment; one that arrives anyway is refunded by the
  // webhook (services/payments/apply-payment.ts). A pending order whose hold ended a moment ago is still
  // checked with Stripe: a payment that succeeded in time pays it.
  if (order.status !== "pending") throw new Refused(whyNotPayable(order, new Date())!);
  // Only the PaymentIntent we created for this order is ever looked up at Stripe.
  if (!order.paymentIntentId || order.paymentIntentId !== transactionId) throw notThisOrder();

  const facts = await paymentGateway().retrievePaymentIntent(transactionId);
  if (facts.orderId !== order._id) throw notThisOrder();
  if (facts.status !== "succeeded") {
    throw new Refused({ kind: "payment-not-succeeded" });
  }
  const { outcome, order: updated, problem } = await applyPayment(facts);
  if (outcome === "mismatch") throw new Refused({ kind: "payment-mismatch", problem: problem! });
  if (!updated || (outcome !== "marked-paid" && outcome !== "already-paid")) {
    throw new Error(`unexpected payment outcome ${outcome} for order ${order._id}`);
  }
  if (!updated.paid) throw new Error(`order ${order._id} is not paid after ${outcome}`);
  return orderShownTo(caller, toOrder(updated));
}
