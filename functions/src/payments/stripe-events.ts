/**
 * The Stripe events the stripeWebhook function acts on (services/payments/receive-stripe-event.ts); Stripe
 * may send others, which are answered 2xx and ignored. A Stripe webhook endpoint delivers only the
 * events it is subscribed to, so the operator must subscribe it to exactly these: the README's
 * deploy steps and docs/payments.md list them between `<!-- stripe-events -->` markers, and
 * `npm run deploy:check` fails when a list there differs from this one.
 */
export const HANDLED_STRIPE_EVENTS = [
  // The payment of an order (services/payments/apply-payment.ts).
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  // Money that goes back after the payment (services/payments/apply-charge-event.ts).
  "charge.refunded",
  "charge.dispute.created",
] as const;

export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];

const handled: ReadonlySet<string> = new Set(HANDLED_STRIPE_EVENTS);

export function isHandledStripeEvent(type: string): type is HandledStripeEvent {
  return handled.has(type);
}
