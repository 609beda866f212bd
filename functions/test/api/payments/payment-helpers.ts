import { createRequire } from "node:module";
import type Stripe from "stripe";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../../../../devstack/stripe-standin/keys";
import { HOST, services } from "../../../../ports/ports";
import { newProduct, verifiedUser, placeOrder, urls, type TestUser } from "../helpers";

export { createPaymentIntent, eventually, getOrder, payOrder } from "../../../../testkit/shop-client";

let sdk: Stripe | undefined;
/**
 * Made on first use, and loaded then (synchronously, its CommonJS build): the SDK takes most of a
 * second to load, and most files that import these helpers never call Stripe themselves.
 */
function standinSdk(): Stripe {
  if (!sdk) {
    const StripeSdk = createRequire(import.meta.url)("stripe") as typeof Stripe;
    sdk = new StripeSdk(STANDIN_SECRET_KEY, {
      host: HOST,
      port: services.stripe.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  }
  return sdk;
}

/** The stripe SDK pointed at the local stand-in, as the functions are: the parts the tests call. */
export const stripe = {
  get paymentIntents() {
    return standinSdk().paymentIntents;
  },
  get refunds() {
    return standinSdk().refunds;
  },
  get charges() {
    return standinSdk().charges;
  },
  get events() {
    return standinSdk().events;
  },
  get tax() {
    return standinSdk().tax;
  },
  get webhooks() {
    return standinSdk().webhooks;
  },
};

export const WEBHOOK_SECRET = STANDIN_WEBHOOK_SECRET;

export interface OrderToPay {
  user: TestUser;
  order: { _id: string; totalPrice: number; paid: boolean };
}

/** A fresh buyer with one unpaid order (12.35 x 3 = 37.05 by default). */
export async function orderToPay(price = 12.35, quantity = 3): Promise<OrderToPay> {
  const product = await newProduct({ price, minimumOrder: 1, available: 20 });
  const user = await verifiedUser("Pat Payer");
  return { user, order: await placeOrder(user, product._id, quantity) };
}

let sequence = 0;

/** A Stripe event JSON as Stripe sends it (pretty-printed), for a PaymentIntent. */
export function eventPayload(
  type: string,
  intent: { id: string; amount: number; currency?: string; status?: string; orderId?: string },
): { id: string; payload: string } {
  const id = `evt_test_${Date.now()}_${++sequence}`;
  const object = {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: type === "payment_intent.succeeded" ? intent.amount : 0,
    currency: intent.currency ?? "usd",
    status: intent.status ?? (type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method"),
    metadata: intent.orderId === undefined ? {} : { orderId: intent.orderId },
    livemode: false,
  };
  const event = {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return { id, payload: JSON.stringify(event, null, 2) };
}

export function signature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
}

/** POSTs a body to the stripeWebhook function (or another URL) with the headers given. */
export async function postWebhook(body: string, headers: Record<string, string>, url = urls.stripeWebhook) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: json };
}

/** Sends a correctly signed event. */
export const deliver = (payload: string, url?: string) =>
  postWebhook(payload, { "stripe-signature": signature(payload) }, url);
