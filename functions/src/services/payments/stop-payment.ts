import type { StoredOrder } from "../../data/orders/order-repository";
import { log } from "../../log";
import { paymentGateway } from "../../payments/stripe-client";
import { applyPayment } from "./apply-payment";

/**
 * Before an unpaid order lets go of its stock (cancel, delete, expiry), its PaymentIntent is
 * cancelled at Stripe, so no money can arrive for goods back on sale. Stripe settles the race:
 * an intent either cancels or has already succeeded, never both. When it had succeeded the
 * payment is applied (the order becomes paid) and "paid" is answered; the caller then keeps the
 * stock where it is. "processing" (a payment Stripe is still deciding) is answered as it is.
 */
export async function stopPayment(order: StoredOrder): Promise<"stopped" | "paid" | "processing"> {
  if (!order.paymentIntentId) return "stopped";
  const intent = await paymentGateway().cancelPaymentIntent(order.paymentIntentId);
  if (intent.status === "canceled") return "stopped";
  if (intent.status === "succeeded") {
    await applyPayment(intent);
    log.info("payment had succeeded before the hold could end", { orderId: order._id, paymentIntentId: intent.id });
    return "paid";
  }
  log.warn("payment still processing; the hold stays", { orderId: order._id, status: intent.status });
  return "processing";
}
