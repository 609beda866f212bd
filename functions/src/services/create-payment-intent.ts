import type { CreatePaymentIntentInput, PaymentIntentResult } from "@hometools/contract";
import { findOrder, orderRef, type StoredOrder } from "../data/order-repository";
import { isPayable } from "../domain/order-status";
import { toCents } from "../domain/pricing";
import { AppError, forbidden, notFound } from "../errors";
import type { Caller } from "../http/middleware/require-auth";
import { log } from "../log";
import { isReusable, PAYMENT_CURRENCY } from "../payments/payment-check";
import { paymentFacts, stripe, type Stripe } from "../payments/stripe-client";
import { applyPayment } from "./mark-paid";

const alreadyPaid = () => new AppError("already-paid", "This order is already paid", 409);

/** The live order, if the caller owns it. */
export async function ownOrder(caller: Caller, orderId: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  if (!order) throw notFound("Order");
  if (order.uid !== caller.uid) throw forbidden("That is not your order");
  return order;
}

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
  const order = await ownOrder(caller, input.orderId);
  if (order.paid) throw alreadyPaid();
  if (!isPayable(order)) throw new AppError("bad-request", "This order has nothing to pay", 400);
  const client = await stripe();

  let replaces: string | null = null;
  if (order.paymentIntentId) {
    const existing = await client.paymentIntents.retrieve(order.paymentIntentId);
    if (isReusable(existing.status) && existing.client_secret) return { clientSecret: existing.client_secret };
    if (existing.status === "succeeded") {
      // The webhook has not landed yet (or was lost): apply the payment now, then refuse.
      await applyPayment(paymentFacts(existing), { requireStoredIntent: true });
      throw alreadyPaid();
    }
    if (existing.status !== "canceled") {
      throw new AppError("conflict", "A payment for this order is being processed; try again in a minute", 409);
    }
    replaces = existing.id;
  }

  const intent = await create(client, order, replaces);
  await (await orderRef(order._id)).update({ paymentIntentId: intent.id });
  log.info("payment intent ready", { orderId: order._id, paymentIntentId: intent.id, amount: intent.amount });
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
  return { clientSecret: intent.client_secret };
}

function create(client: Stripe, order: StoredOrder, replaces: string | null) {
  return client.paymentIntents.create(
    {
      amount: toCents(order.totalPrice),
      currency: PAYMENT_CURRENCY,
      allowed_payment_method_types: ["card"],
      description: `Home Tools: ${order.quantity} x ${order.productName}`,
      metadata: { orderId: order._id },
    },
    // Same order, same key: Stripe answers a repeated create with the first PaymentIntent.
    // A canceled one is replaced under a key that names it, so the replacement is unique too.
    { idempotencyKey: replaces ? `order-${order._id}-after-${replaces}` : `order-${order._id}` },
  );
}
