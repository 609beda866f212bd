import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CheckoutResult, Order, Product, Quote } from "@hometools/contract";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../../../../devstack/stripe-standin/keys";
import { emulatorEnv, HOST, services, urls } from "../../../../ports/ports";
import { seedTaxSettings } from "../../../../stack/seed-data";
import { admin, adminSdk, call, errorOf, newProduct } from "../helpers";
import { guest, newCode, phone, usAddress } from "../checkout/checkout-helpers";
import { deliver, eventPayload, stripe } from "../payments/payment-helpers";

/**
 * The same journey under TAX_PROVIDER=stripe, against the stack's Stripe stand-in (its fixed test
 * table is the seed's rates). The stack's functions run with the default engine, and the provider
 * is the deploy's choice, read from the environment: so this file serves the API and the webhook
 * from this process (buildApp() and the webhook's handler, the same code the functions run), with
 * TAX_PROVIDER=stripe and the stack's Firestore, Auth and stand-in. It costs no second emulator
 * and none of the other files' time.
 */
let server: Server;
let base: string;
let webhookUrl: string;

async function serve(): Promise<void> {
  Object.assign(process.env, emulatorEnv, {
    TAX_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
    STRIPE_API_HOST: HOST,
    STRIPE_API_PORT: String(services.stripe.port),
    STRIPE_API_PROTOCOL: "http",
  });
  const app = (await import("../../../src/app")).buildApp();
  const { handleStripeWebhook } = await import("../../../src/http/stripe-webhook");
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith("/stripeWebhook")) return void app(req, res);
    // Cloud Functions keeps the raw bytes Stripe signed in req.rawBody; so does this server.
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      Object.assign(req, { rawBody: Buffer.concat(chunks) });
      void handleStripeWebhook(req as never, res as never);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${HOST}:${port}`;
  webhookUrl = `${base}/stripeWebhook`;
}

const api = <T>(method: string, path: string, options: Parameters<typeof call>[2] = {}) =>
  call<T>(method, path, { ...options, base });

interface TaxTransaction {
  id: string;
  type: "transaction" | "reversal";
  reference: string;
  reversal: { original_transaction: string } | null;
  line_items: { data: Array<{ reference: string; amount: number; amount_tax: number; quantity: number }> };
  shipping_cost: { amount: number; amount_tax: number } | null;
}

/** Every transaction and reversal the stand-in recorded, newest first (its test hook). */
const taxTransactions = async () =>
  ((await (await fetch(`${urls.stripe}/_tax/transactions`)).json()) as { data: TaxTransaction[] }).data;
const faults = (body?: object) =>
  fetch(`${urls.stripe}/_faults`, { method: body ? "POST" : "DELETE", ...(body && { body: JSON.stringify(body) }) });

const nyAddress = { ...usAddress, city: "New York", region: "NY", postalCode: "10001" };

let saw: Product;
let tape: Product;
let code: string;
beforeAll(async () => {
  await serve();
  // Prices without tax, whatever an earlier file left.
  await call("PUT", "/tax-settings", { token: (await admin()).idToken, body: seedTaxSettings });
  saw = await newProduct({ price: 19.99, minimumOrder: 1, available: 10 });
  tape = await newProduct({ price: 7.5, minimumOrder: 1, available: 10 });
  await call("PATCH", `/products/${tape._id}`, {
    token: (await admin()).idToken,
    body: { version: tape.version, taxCode: "txcd_30011000" },
  });
  code = (await newCode({ kind: "percent", value: 10 })).code;
});
afterAll(async () => {
  await faults();
  await new Promise((resolve) => server?.close(resolve));
});

const lines = () => [
  { productId: saw._id, quantity: 2 },
  { productId: tape._id, quantity: 1 },
];

describe("TAX_PROVIDER=stripe", () => {
  let order: CheckoutResult;

  test("when a guest orders two saws and a tape to New York with a 10% code and Express, then Stripe Tax's cents are charged, recorded once paid, and a refunded piece is reversed with its tax", async () => {
    // $39.98 + $7.50 = $47.48; 10% is 474.8 -> $4.75, spread 3998:750 by largest remainder as
    // $4.00 (399.96) and $0.75 (75.03). Stripe Tax at the stand-in's NY 8.875%, half up per amount:
    // $35.98 -> 319.3225 -> $3.19; $6.75 -> 59.90625 -> $0.60; Express $14.99 -> 133.03625 -> $1.33.
    // Tax $5.12; total 47.48 - 4.75 + 14.99 + 5.12 = $62.84.
    const expected = {
      subtotal: 47.48,
      discount: 4.75,
      tax: 5.12,
      taxLines: [{ label: "NY sales tax", rate: 8.875, amount: 5.12 }],
      pricesIncludeTax: false,
      totalPrice: 62.84,
    };
    const quote = await api<Quote>("POST", "/cart/quote", {
      body: { lines: lines(), country: "US", region: "NY", shippingRateId: "express", code },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body).toMatchObject({ ...expected, shipping: 14.99 });
    expect(quote.body.lines.map((line) => line.tax)).toEqual([3.19, 0.6]);

    const checkout = await api<CheckoutResult>("POST", "/checkout", {
      body: {
        lines: lines(),
        email: guest().guest,
        shippingAddress: nyAddress,
        number: phone,
        shippingRateId: "express",
        code,
        totalPrice: 62.84,
      },
    });
    expect(checkout.status, checkout.text).toBe(201);
    order = checkout.body;
    expect(order).toMatchObject({ ...expected, taxTransactionId: null });
    expect(order.taxCalculationId).toMatch(/^taxcalc_/);
    const calculation = await stripe.tax.calculations.retrieve(order.taxCalculationId!);
    expect(calculation).toMatchObject({ tax_amount_exclusive: 512, amount_total: 6284 });
    expect(calculation.customer_details).toMatchObject({
      address: { country: "US", state: "NY", postal_code: "10001", city: "New York" },
      address_source: "shipping",
    });
    const calculated = await stripe.tax.calculations.listLineItems(order.taxCalculationId!);
    expect(calculated.data.map((line) => [line.reference, line.amount, line.tax_code])).toEqual([
      [saw._id, 3598, "txcd_99999999"],
      [tape._id, 675, "txcd_30011000"],
    ]);

    const byKey = { headers: { "x-order-key": order.orderKey! } };
    const intent = await api<{ clientSecret: string }>("POST", "/create-payment-intent", {
      ...byKey,
      body: { orderId: order._id },
    });
    expect(intent.status, intent.text).toBe(200);
    const intentId = intent.body.clientSecret.split("_secret_")[0]!;
    expect((await stripe.paymentIntents.confirm(intentId, { payment_method: "pm_card_visa" })).amount).toBe(6284);
    // The stand-in's event goes to the stack's webhook (the default engine); the confirm records the Transaction.
    const paid = await api<Order>("PATCH", `/booking/${order._id}`, { ...byKey, body: { transactionId: intentId } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.paid).toBe(true);
    expect(paid.body.taxTransactionId).toMatch(/^tax_/);

    const recorded = (await taxTransactions()).filter((entry) => entry.reference === order.orderNumber);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ id: paid.body.taxTransactionId, type: "transaction" });
    expect(recorded[0]!.line_items.data.map((line) => [line.amount, line.amount_tax])).toEqual([
      [3598, 319],
      [675, 60],
    ]);
    expect(recorded[0]!.shipping_cost).toMatchObject({ amount: 1499, amount_tax: 133 });

    // One saw of two: half of $35.98 and half of its $3.19 tax (159.5 -> $1.60), $19.59 in all.
    const refund = await api<Order>("POST", `/orders/${order._id}/refund`, {
      token: (await admin()).idToken,
      body: { lines: [{ productId: saw._id, quantity: 1 }] },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.refunds[0]).toMatchObject({ amount: 19.59, tax: 1.6 });
    expect(refund.body.refunds[0]!.taxReversalId).toMatch(/^tax_/);
    const [reversal] = (await taxTransactions()).filter((entry) => entry.reference === `${order.orderNumber}-refund-1`);
    expect(reversal).toMatchObject({
      id: refund.body.refunds[0]!.taxReversalId,
      type: "reversal",
      reversal: { original_transaction: paid.body.taxTransactionId },
    });
    expect(reversal!.line_items.data).toMatchObject([
      { reference: saw._id, amount: -1799, amount_tax: -160, quantity: 1 },
    ]);
  });

  test("when a payment event is delivered again after the order's transaction id was lost, then Stripe's idempotency answers the same transaction and none is recorded twice", async () => {
    expect(order?.taxCalculationId).toBeDefined();
    const { db } = await adminSdk();
    const before = (await db.collection("orders").doc(order._id).get()).data()!;
    await db.collection("orders").doc(order._id).update({ taxTransactionId: null });
    const event = eventPayload("payment_intent.succeeded", {
      id: before.paymentIntentId,
      amount: 6284,
      orderId: order._id,
    });
    expect((await deliver(event.payload, webhookUrl)).status).toBe(200);
    expect((await deliver(event.payload, webhookUrl)).status).toBe(200);
    const after = (await db.collection("orders").doc(order._id).get()).data()!;
    expect(after.taxTransactionId).toBe(before.taxTransactionId);
    expect((await taxTransactions()).filter((entry) => entry.reference === order.orderNumber)).toHaveLength(1);
  });

  test("when Stripe Tax fails, then the quote and the checkout answer 503 payment-provider-unavailable and no order is placed", async () => {
    await faults({ mode: "error", path: "/v1/tax/" });
    try {
      const quote = await api("POST", "/cart/quote", { body: { lines: lines(), country: "US", region: "NY" } });
      expect(quote.status).toBe(503);
      expect(errorOf(quote).code).toBe("payment-provider-unavailable");
      expect(quote.headers.get("retry-after")).toBe("30");
      const stock = (await call<Product>("GET", `/product/${saw._id}`)).body.available;
      const checkout = await api("POST", "/checkout", {
        body: {
          lines: lines(),
          email: guest().guest,
          shippingAddress: nyAddress,
          number: phone,
          shippingRateId: "express",
        },
      });
      expect(checkout.status).toBe(503);
      expect(errorOf(checkout).code).toBe("payment-provider-unavailable");
      expect((await call<Product>("GET", `/product/${saw._id}`)).body.available).toBe(stock);
    } finally {
      await faults();
    }
  });
});
