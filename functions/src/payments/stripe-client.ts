import type Stripe from "stripe";
import { stripeSettings, stripeWebhookSigningSecret } from "../config";
import { Refused } from "../domain/refused";
import { log } from "../log";
import {
  SignatureMismatch,
  type ChargeFacts,
  type PaymentGateway,
  type PaymentIntentInfo,
  type RefundInfo,
} from "./payment-gateway";

/**
 * How long one Stripe call may take. A hung or failing Stripe must not hang the shopper: each
 * attempt gives up after 4 s (STRIPE_ATTEMPT_TIMEOUT_MS, config.ts) and the SDK retries once (0.5 s
 * later, with an idempotency key on every POST), so a call ends within 8.5 s; the deadline makes 10 s
 * a hard bound whatever the SDK does. Stripe answers a healthy call in well under a second
 * (docs/payments.md, "When Stripe is down").
 */
const NETWORK_RETRIES = 1;
export const STRIPE_CALL_DEADLINE_MS = 10_000;
/** What a client is told to wait before trying again (the Retry-After header). */
const RETRY_AFTER_SECONDS = 30;

// The SDK takes about 80 ms to load: it loads on the first payment call, never at cold start.
let client: Promise<Stripe> | undefined;

/**
 * The one Stripe client. With the local stack's settings it talks to the stand-in on
 * 127.0.0.1:12111; with real keys, to Stripe. Same SDK, same calls.
 */
function stripe(): Promise<Stripe> {
  client ??= import("stripe")
    .then(({ default: StripeSdk }) => {
      const { secretKey, attemptTimeoutMs, host, port, protocol } = stripeSettings();
      return new StripeSdk(secretKey, {
        ...(host && { host, port, protocol }),
        maxNetworkRetries: NETWORK_RETRIES,
        timeout: attemptTimeoutMs,
        appInfo: { name: "Home Tools" },
      });
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

class DeadlineExceeded extends Error {}

/**
 * Stripe did not answer, answered 5xx or asked us to slow down: nothing of ours is wrong and a
 * later try will most likely work. A refusal (card declined, bad request) is not one of these.
 */
function isProviderFault(error: unknown): boolean {
  if (error instanceof DeadlineExceeded) return true;
  const { type, statusCode } = (error ?? {}) as { type?: string; statusCode?: number };
  return (
    type === "StripeConnectionError" ||
    type === "StripeAPIError" ||
    type === "StripeRateLimitError" ||
    (typeof statusCode === "number" && statusCode >= 500)
  );
}

const paymentProviderUnavailable = () =>
  new Refused({ kind: "payments-unavailable", retryAfterSeconds: RETRY_AFTER_SECONDS });

/**
 * One Stripe call within the deadline; a fault of Stripe's is refused as `payments-unavailable` (the API
 * answers 503 payment-provider-unavailable with Retry-After).
 * Stripe Tax's calls (stripe-tax.ts) go through it too.
 */
export async function call<T>(what: string, work: (sdk: Stripe) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlineExceeded(`no answer within ${STRIPE_CALL_DEADLINE_MS} ms`)),
      STRIPE_CALL_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([stripe().then(work), deadline]);
  } catch (error) {
    if (!isProviderFault(error)) throw error;
    log.warn("stripe unavailable", { call: what, error: (error as Error).message });
    throw paymentProviderUnavailable();
  } finally {
    clearTimeout(timer);
  }
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
    clientSecret: intent.client_secret,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function chargeFacts(event: Stripe.Event): ChargeFacts | null {
  if (event.type === "charge.refunded") {
    const charge = event.data.object as Stripe.Charge;
    return {
      paymentIntentId: idOf(charge.payment_intent),
      chargeId: charge.id,
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
    };
  }
  if (event.type.startsWith("charge.dispute.")) {
    const dispute = event.data.object as Stripe.Dispute;
    return {
      paymentIntentId: idOf(dispute.payment_intent),
      chargeId: idOf(dispute.charge),
      amount: dispute.amount,
      amountRefunded: 0,
      disputeReason: dispute.reason,
    };
  }
  return null;
}

function toRefundInfo(refund: Stripe.Refund): RefundInfo {
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    created: refund.created,
    refundKey: refund.metadata?.refundKey ?? null,
  };
}

const stripeGateway: PaymentGateway = {
  async retrievePaymentIntent(id) {
    return toInfo(await call("retrieve payment intent", (sdk) => sdk.paymentIntents.retrieve(id)));
  },

  async createPaymentIntent({ amountCents, currency, description, orderId, orderNumber }, idempotencyKey) {
    const intent = await call("create payment intent", (sdk) =>
      sdk.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          allowed_payment_method_types: ["card"],
          description,
          metadata: { orderId, orderNumber },
        },
        { idempotencyKey },
      ),
    );
    return toInfo(intent);
  },

  async cancelPaymentIntent(id) {
    try {
      return toInfo(await call("cancel payment intent", (sdk) => sdk.paymentIntents.cancel(id)));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded or was canceled: say how it stands.
      if ((error as { code?: string }).code !== "payment_intent_unexpected_state") throw error;
      return stripeGateway.retrievePaymentIntent(id);
    }
  },

  async refundPayment(paymentIntentId, idempotencyKey, orderId, options = {}) {
    const metadata: Record<string, string> = { orderId };
    if (options.refundKey) metadata.refundKey = options.refundKey;
    const refund = await call("refund", (sdk) =>
      sdk.refunds.create(
        {
          payment_intent: paymentIntentId,
          ...(options.amountCents !== undefined && { amount: options.amountCents }),
          metadata,
        },
        { idempotencyKey },
      ),
    );
    return toRefundInfo(refund);
  },

  async listChargeRefunds(chargeId) {
    try {
      const charge = await call("charge refunds", (sdk) => sdk.charges.retrieve(chargeId, { expand: ["refunds"] }));
      return (charge.refunds?.data ?? []).map(toRefundInfo).sort((a, b) => a.created - b.created);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  },

  async verifyEvent(rawBody, signature) {
    const sdk = await stripe();
    let event: Stripe.Event;
    try {
      event = sdk.webhooks.constructEvent(rawBody, signature, stripeWebhookSigningSecret());
    } catch (error) {
      if ((error as { type?: string }).type === "StripeSignatureVerificationError") {
        throw new SignatureMismatch((error as Error).message.split("\n")[0]);
      }
      throw error;
    }
    const isIntent = event.type.startsWith("payment_intent.");
    const payment = isIntent ? toInfo(event.data.object as Stripe.PaymentIntent) : null;
    return { id: event.id, type: event.type, payment, charge: chargeFacts(event) };
  },
};

export function paymentGateway(): PaymentGateway {
  return stripeGateway;
}
