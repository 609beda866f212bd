import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../../../../devstack/stripe-standin/keys";
import { emulatorEnv, HOST, services } from "../../../../ports/ports";
import { TEST_STRIPE_ATTEMPT_TIMEOUT_MS } from "../../../../stack/stripe-timeouts";
import { adminSdk, admin, call, newProduct, verifiedUser, placeOrder } from "../helpers";
import { eventually, getOrder, payOrder, stripe } from "../payments/payment-helpers";

/**
 * The expiry sweep run in this process with a clock the test controls (no sleeping): the same
 * service the scheduled function and the local stack's timer run, against the same emulators and
 * Stripe stand-in.
 */
export async function sweepAt(now: Date) {
  pointServicesAtStack();
  const { expireHolds } = await import("../../../src/services/orders/expire-holds");
  return expireHolds(now);
}

/**
 * Services run in this process reach the stack's emulators and the Stripe stand-in, and give up on
 * a Stripe attempt as soon as the test stack's functions do (stack/stripe-timeouts.ts).
 */
export function pointServicesAtStack(): void {
  Object.assign(process.env, emulatorEnv, {
    STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
    STRIPE_API_HOST: HOST,
    STRIPE_API_PORT: String(services.stripe.port),
    STRIPE_API_PROTOCOL: "http",
    STRIPE_ATTEMPT_TIMEOUT_MS: process.env.STRIPE_ATTEMPT_TIMEOUT_MS ?? String(TEST_STRIPE_ATTEMPT_TIMEOUT_MS),
  });
}

/** Minutes from now, as the sweep's clock. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export async function stockOf(productId: string): Promise<number> {
  return ((await call("GET", `/product/${productId}`)).body as { available: number }).available;
}

/** A fresh buyer, a product with `available` pieces, and one pending order of `quantity`. */
export async function pendingOrder({ price = 10, available = 10, quantity = 2 } = {}) {
  const product = await newProduct({ price, minimumOrder: 1, available });
  const user = await verifiedUser("Lee Lifecycle");
  const order = await placeOrder(user, product._id, quantity);
  return { product, user, order };
}

/** A paid order: placed, its PaymentIntent confirmed at the stand-in, the webhook landed. */
export async function paidOrder(options: Parameters<typeof pendingOrder>[0] = {}, paymentMethod = "pm_card_visa") {
  const placed = await pendingOrder(options);
  const { intentId } = await payOrder(placed.user, placed.order._id, paymentMethod);
  return { ...placed, intentId };
}

/** Sets fields of a stored order directly (arranging a state the API reaches only through time). */
export async function arrangeOrder(id: string, fields: Record<string, unknown>) {
  const { db } = await adminSdk();
  await db.collection("orders").doc(id).update(fields);
}

export { admin, call, eventually, getOrder, stripe };
