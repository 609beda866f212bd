import type Stripe from "stripe";
import { stripeSettings, stripeWebhookSigningSecret } from "../config";

export type { Stripe };

// The SDK takes about 80 ms to load: it loads on the first payment call, never at cold start.
let client: Promise<Stripe> | undefined;

/**
 * The one Stripe client. With the local stack's settings it talks to the stand-in on
 * 127.0.0.1:12111; with real keys, to Stripe. Same SDK, same calls.
 */
export function stripe(): Promise<Stripe> {
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

export function webhookSecret(): string {
  return stripeWebhookSigningSecret();
}

/** The facts about a PaymentIntent that decide whether it pays an order. */
export interface PaymentFacts {
  id: string;
  amount: number;
  currency: string;
  status: string;
  /** metadata.orderId, as set when the PaymentIntent was created. */
  orderId: string | null;
}

export function paymentFacts(intent: Stripe.PaymentIntent): PaymentFacts {
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
  };
}

/** Stripe's "no such object" answer, e.g. retrieving an unknown PaymentIntent id. */
export function isMissingResource(error: unknown): boolean {
  return (error as { code?: string; statusCode?: number })?.code === "resource_missing";
}
