import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET, startStripeStandin, type Standin } from "../index";

/**
 * A stand-in on a free port, the real stripe SDK pointed at it the way functions/src/payments/stripe-client.ts
 * points it, and a webhook receiver that accepts only events whose signature the SDK verifies.
 */
export interface Harness {
  standin: Standin;
  stripe: Stripe;
  /** Events the receiver verified, in arrival order. */
  delivered: Stripe.Event[];
  /** Receiver answers that failed verification. */
  rejected: string[];
  close: () => Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const delivered: Stripe.Event[] = [];
  const rejected: string[] = [];
  const verifier = new Stripe("sk_test_webhook_receiver");
  const receiver: Server = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on("data", (chunk: Buffer) => body.push(chunk));
    req.on("end", () => {
      try {
        const signature = String(req.headers["stripe-signature"]);
        delivered.push(verifier.webhooks.constructEvent(Buffer.concat(body), signature, STANDIN_WEBHOOK_SECRET));
        res.writeHead(200).end();
      } catch (error) {
        rejected.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const standin = await startStripeStandin({
    port: 0,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
    webhookSecret: STANDIN_WEBHOOK_SECRET,
    retryDelaysMs: [10],
    log: () => {},
  });
  const stripe = new Stripe(STANDIN_SECRET_KEY, {
    host: "127.0.0.1",
    port: standin.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return {
    standin,
    stripe,
    delivered,
    rejected,
    close: async () => {
      await standin.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/** A paid PaymentIntent of `amount` cents, paid with `paymentMethod` (a Stripe test PaymentMethod). */
export async function paidIntent(stripe: Stripe, amount = 5000, paymentMethod = "pm_card_visa") {
  const intent = await stripe.paymentIntents.create({ amount, currency: "usd", metadata: { orderId: `o-${amount}` } });
  return stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod });
}
