import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  STANDIN_PUBLISHABLE_KEY,
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandin,
  type Standin,
} from "../index";
import { HOST } from "../../../ports/ports";

/** The local Stripe stand-in, driven through the real stripe SDK, with a webhook receiver that verifies like ours. */
interface Received {
  event: Stripe.Event;
  status: number;
}

let standin: Standin;
let receiver: Server;
let stripe: Stripe;
let received: Received[] = [];
// What the receiver answers next (500s first, to see retries).
let answers: number[] = [];

beforeAll(async () => {
  const verifier = new Stripe("sk_test_verifier");
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = answers.shift() ?? 200;
      const event = verifier.webhooks.constructEvent(
        Buffer.concat(chunks),
        String(req.headers["stripe-signature"]),
        STANDIN_WEBHOOK_SECRET,
      );
      received.push({ event, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, HOST, resolve));
  standin = await startStripeStandin({
    port: 0,
    webhookUrl: `http://${HOST}:${(receiver.address() as AddressInfo).port}/`,
    webhookSecret: STANDIN_WEBHOOK_SECRET,
    retryDelaysMs: [20, 40, 80],
    log: () => {},
  });
  stripe = new Stripe(STANDIN_SECRET_KEY, {
    host: HOST,
    port: standin.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await standin?.close();
  receiver?.close();
});

afterEach(() => {
  received = [];
  answers = [];
});

const newIntent = (orderId = "order-1") =>
  stripe.paymentIntents.create({
    amount: 2500,
    currency: "usd",
    metadata: { orderId },
    allowed_payment_method_types: ["card"],
  });

describe("the local Stripe stand-in", () => {
  test("when a PaymentIntent is created, then it has Stripe's shape: id, client secret, amount, currency, metadata", async () => {
    const intent = await newIntent("o-shape");
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 2500,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { orderId: "o-shape" },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect((await stripe.paymentIntents.retrieve(intent.id)).id).toBe(intent.id);
  });

  test("when the same idempotency key is sent twice, then the first PaymentIntent comes back", async () => {
    const params = { amount: 900, currency: "usd", metadata: { orderId: "o-idem" } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "key-o-idem" });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: "key-o-idem" });
    expect(second.id).toBe(first.id);
  });

  test("when an idempotency key is reused with other parameters, then Stripe's idempotency_error answers", async () => {
    await stripe.paymentIntents.create({ amount: 900, currency: "usd" }, { idempotencyKey: "key-other" });
    await expect(
      stripe.paymentIntents.create({ amount: 901, currency: "usd" }, { idempotencyKey: "key-other" }),
    ).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
  });

  test("when the amount is below 50 cents, then it answers amount_too_small like Stripe", async () => {
    await expect(stripe.paymentIntents.create({ amount: 10, currency: "usd" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "amount_too_small",
      statusCode: 400,
    });
  });

  test("when an unknown PaymentIntent is retrieved, then it answers 404 resource_missing", async () => {
    await expect(stripe.paymentIntents.retrieve("pi_nope")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
  });

  test("when the key is not a test secret key, then it answers 401 like Stripe", async () => {
    const live = new Stripe("sk_live_nothing_here", {
      host: HOST,
      port: standin.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await expect(live.paymentIntents.create({ amount: 900, currency: "usd" })).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
  });

  test("when confirmed with pm_card_visa, then it succeeds and a signed payment_intent.succeeded reaches the webhook", async () => {
    const intent = await newIntent("o-visa");
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(confirmed).toMatchObject({ status: "succeeded", amount_received: 2500 });
    await standin.deliveriesSettled();
    expect(received).toHaveLength(1);
    expect(received[0]!.event).toMatchObject({
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intent.id, metadata: { orderId: "o-visa" } } },
    });
  });

  test("when confirmed with pm_card_chargeDeclined, then a 402 card_declined error and a payment_failed event; the PaymentIntent takes another card", async () => {
    const intent = await newIntent("o-declined");
    const error = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: "pm_card_chargeDeclined" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: "StripeCardError",
      statusCode: 402,
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_payment_method");
    await standin.deliveriesSettled();
    expect(received.map((r) => r.event.type)).toEqual(["payment_intent.payment_failed"]);
    expect((await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).status).toBe(
      "succeeded",
    );
  });

  test("when the browser confirms a card number with the publishable key and client secret, then 4000 0000 0000 0002 is declined and 4242 4242 4242 4242 succeeds", async () => {
    const intent = await newIntent("o-browser");
    const confirm = (number: string) =>
      fetch(`${standin.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          key: STANDIN_PUBLISHABLE_KEY,
          client_secret: intent.client_secret!,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": number,
          "payment_method_data[card][exp_month]": "12",
          "payment_method_data[card][exp_year]": "34",
          "payment_method_data[card][cvc]": "123",
          "payment_method_data[billing_details][name]": "Bea Buyer",
        }),
      });
    const declined = await confirm("4000000000000002");
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { message: string } }).error.message).toBe("Your card was declined.");
    const paid = await confirm("4242424242424242");
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { status: string }).status).toBe("succeeded");
  });

  test("when the publishable key comes without the client secret, then the PaymentIntent is not found", async () => {
    const intent = await newIntent("o-secret");
    const response = await fetch(
      `${standin.url}/v1/payment_intents/${intent.id}?key=${STANDIN_PUBLISHABLE_KEY}&client_secret=wrong`,
    );
    expect(response.status).toBe(404);
  });

  test("when the webhook answers 5xx, then the event is delivered again until it is accepted", async () => {
    answers = [500, 503];
    const intent = await newIntent("o-retry");
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    await standin.deliveriesSettled();
    expect(received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(received.map((r) => r.event.id)).size).toBe(1);
  });

  test("when the browser asks for /v1/stripe.js, then it gets the Stripe.js look-alike", async () => {
    const response = await fetch(`${standin.url}/v1/stripe.js`);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(await response.text()).toContain("window.Stripe = Stripe");
  });
});
