import type { CreatePaymentIntentInput, PaymentIntentResult } from "@hometools/contract";
import { findOrder, updateOrder, type StoredOrder } from "../../data/orders/order-repository";
import { ownedOrder, type Caller } from "../../domain/caller";
import { whyNotPayable } from "../../domain/orders/order-lifecycle";
import { isReusable, PAYMENT_CURRENCY } from "../../domain/payments/payment-check";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import type { PaymentGateway } from "../../payments/payment-gateway";
import { paymentGateway } from "../../payments/stripe-client";
import { applyPayment } from "./apply-payment";

const alreadyPaid = () => new Refused({ kind: "already-paid" });

/**
 * POST /create-payment-intent: the client secret of the order's one PaymentIntent. The amount is
 * the order's total from Firestore (the body's `price` is ignored). A retry returns the same
 * PaymentIntent while it can still take a card; the create call carries an idempotency key made
 * from the order id, so two concurrent first calls also end with one PaymentIntent.
 */
export async function createPaymentIntent(
  caller: Caller,
  input: Pick<CreatePaymentIntentInput, "orderId">,
): Promise<PaymentIntentResult> {
  const order = ownedOrder(caller, await findOrder(input.orderId));
  if (order.paid) throw alreadyPaid();
  const notPayable = whyNotPayable(order, new Date());
  if (notPayable) throw new Refused(notPayable);
  const gateway = paymentGateway();

  let replaces: string | null = null;
  if (order.paymentIntentId) {
    const existing = await gateway.retrievePaymentIntent(order.paymentIntentId);
    if (isReusable(existing.status) && existing.clientSecret) return { clientSecret: existing.clientSecret };
    if (existing.status === "succeeded") {
      // The webhook has not landed yet (or was lost): apply the payment now, then refuse.
      await applyPayment(existing);
      throw alreadyPaid();
    }
    if (existing.status !== "canceled") throw new Refused({ kind: "payment-processing" });
    replaces = existing.id;
  }

  const intent = await create(gateway, order, replaces);
  await updateOrder(order._id, { paymentIntentId: intent.id });
  log.info("payment intent ready", { orderId: order._id, paymentIntentId: intent.id, amount: intent.amount });
  if (!intent.clientSecret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
  return { clientSecret: intent.clientSecret };
}

function create(gateway: PaymentGateway, order: StoredOrder, replaces: string | null) {
  return gateway.createPaymentIntent(
    {
      amountCents: order.totalCents,
      currency: PAYMENT_CURRENCY,
      description: `Home Tools: ${order.quantity} x ${order.productName}`,
      orderId: order._id,
      orderNumber: order.orderNumber,
    },
    // Same order, same key: Stripe answers a repeated create with the first PaymentIntent.
    // A canceled one is replaced under a key that names it, so the replacement is unique too.
    replaces ? `order-${order._id}-after-${replaces}` : `order-${order._id}`,
  );
}
