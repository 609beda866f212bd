import type Stripe from "stripe";
import { stripeSettings, stripeWebhookSigningSecret } from "../config";
import type { PaymentFacts } from "../domain/payment-check";

/** A PaymentIntent as the services see it: the facts that decide payment, and its client secret. */
export interface PaymentIntentInfo extends PaymentFacts {
  clientSecret: string | null;
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  description: string;
  orderId: string;
}

/** What a charge.* or charge.dispute.* event says about the money of one PaymentIntent. */
export interface ChargeFacts {
  paymentIntentId: string | null;
  /** Cents charged, and how much of it has gone back. */
  amount: number;
  amountRefunded: number;
  /** For a dispute: its reason (fraudulent, product_not_received...). */
  disputeReason?: string;
}

/**
 * A webhook event whose signature checked out: `payment` is set for payment_intent.* events,
 * `charge` for charge.refunded and charge.dispute.* events.
 */
export interface VerifiedEvent {
  id: string;
  type: string;
  payment: PaymentFacts | null;
  charge: ChargeFacts | null;
}

export interface RefundInfo {
  id: string;
  status: string | null;
  amount: number;
}

/** The Stripe-Signature header does not match the body (or is too old). */
export class SignatureMismatch extends Error {}

/** What the services need of Stripe. The one implementation is the stripe SDK, below. */
export interface PaymentGateway {
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** `idempotencyKey`: the same key answers the first PaymentIntent again (Stripe's idempotency). */
  createPaymentIntent(input: NewPaymentIntent, idempotencyKey: string): Promise<PaymentIntentInfo>;
  /**
   * Cancels a PaymentIntent so it can no longer take money, and answers it as it now is. One that
   * already succeeded (or was canceled before) cannot be canceled: it is answered as it is.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** Refunds a PaymentIntent in full; the same key answers the first refund again. */
  refundPayment(paymentIntentId: string, idempotencyKey: string, orderId: string): Promise<RefundInfo>;
  /** Checks the signature over the raw bytes Stripe signed; throws SignatureMismatch when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string): Promise<VerifiedEvent>;
}

// The SDK takes about 80 ms to load: it loads on the first payment call, never at cold start.
let client: Promise<Stripe> | undefined;

/**
 * The one Stripe client. With the local stack's settings it talks to the stand-in on
 * 127.0.0.1:12111; with real keys, to Stripe. Same SDK, same calls.
 */
function stripe(): Promise<Stripe> {
  client ??= import("stripe")
    .then(({ default: StripeSdk }) => {
      const { secretKey, host, port, protocol } = stripeSettings();
      return new StripeSdk(secretKey, {
        ...(host && { host, port, protocol }),
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "Home Tools" },
      });
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
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
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
    };
  }
  if (event.type.startsWith("charge.dispute.")) {
    const dispute = event.data.object as Stripe.Dispute;
    return {
      paymentIntentId: idOf(dispute.payment_intent),
      amount: dispute.amount,
      amountRefunded: 0,
      disputeReason: dispute.reason,
    };
  }
  return null;
}

const stripeGateway: PaymentGateway = {
  async retrievePaymentIntent(id) {
    return toInfo(await (await stripe()).paymentIntents.retrieve(id));
  },

  async createPaymentIntent({ amountCents, currency, description, orderId }, idempotencyKey) {
    const intent = await (
      await stripe()
    ).paymentIntents.create(
      { amount: amountCents, currency, allowed_payment_method_types: ["card"], description, metadata: { orderId } },
      { idempotencyKey },
    );
    return toInfo(intent);
  },

  async cancelPaymentIntent(id) {
    const sdk = await stripe();
    try {
      return toInfo(await sdk.paymentIntents.cancel(id));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded or was canceled: say how it stands.
      if ((error as { code?: string }).code !== "payment_intent_unexpected_state") throw error;
      return toInfo(await sdk.paymentIntents.retrieve(id));
    }
  },

  async refundPayment(paymentIntentId, idempotencyKey, orderId) {
    const refund = await (
      await stripe()
    ).refunds.create({ payment_intent: paymentIntentId, metadata: { orderId } }, { idempotencyKey });
    return { id: refund.id, status: refund.status, amount: refund.amount };
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
