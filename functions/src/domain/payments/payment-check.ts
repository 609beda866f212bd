export const PAYMENT_CURRENCY = "usd";

/** The facts about a PaymentIntent that decide whether it pays an order. */
export interface PaymentFacts {
  id: string;
  amount: number;
  currency: string;
  status: string;
  /** metadata.orderId, as set when the PaymentIntent was created. */
  orderId: string | null;
}

/**
 * Why a succeeded PaymentIntent does not pay this order, or null when it does: it must be the
 * PaymentIntent the server created for the order (`storedIntentId`), name the order in its metadata
 * and carry the order's total in US cents.
 */
export function paymentProblem(
  payment: PaymentFacts,
  order: { _id: string; totalCents: number },
  storedIntentId: string | null,
): string | null {
  if (payment.orderId !== order._id) return "the PaymentIntent belongs to another order";
  if (storedIntentId !== payment.id) {
    return "the PaymentIntent is not the one created for this order";
  }
  if (payment.currency !== PAYMENT_CURRENCY) return `the currency is ${payment.currency}, not ${PAYMENT_CURRENCY}`;
  if (payment.amount !== order.totalCents) return `the amount is ${payment.amount} cents, not ${order.totalCents}`;
  return null;
}

/** PaymentIntent states in which the client can still (re)try a card with the same client secret. */
export function isReusable(status: string): boolean {
  return status === "requires_payment_method" || status === "requires_confirmation" || status === "requires_action";
}

/** Firestore document ids that metadata.orderId may name (anything else cannot be one of ours). */
export function isOrderId(value: string | null): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}
