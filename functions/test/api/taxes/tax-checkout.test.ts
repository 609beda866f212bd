import type { CheckoutResult, Order, TaxRate, TaxSettings } from "@hometools/contract";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedTaxSettings } from "../../../../stack/seed-data";
import { admin, call, errorOf, newProduct, verifiedUser } from "../helpers";
import { checkoutAs, guest, newCode, phone, quoteOf, tag, usAddress } from "../checkout/checkout-helpers";
import { stripe } from "../payments/payment-helpers";

const nyAddress = { ...usAddress, city: "New York", region: "NY", postalCode: "10001" };
const deAddress = { name: "Greta Gast", line1: "Lindenstraße 5", city: "München", postalCode: "80331", country: "DE" };

const putSettings = async (body: object) =>
  call<TaxSettings>("PUT", "/tax-settings", { token: (await admin()).idToken, body });

/** The spec's one-product order (POST /orders) of a new verified buyer. */
async function specOrder(productId: string, quantity: number) {
  const buyer = await verifiedUser("Tax Buyer");
  const result = await call<Order>("POST", "/orders", {
    token: buyer.idToken,
    body: { productId, quantity, number: phone, location: "1 Tax Street" },
  });
  expect(result.status, result.text).toBe(201);
  return result.body;
}

async function placed(result: { status: number; text: string; body: CheckoutResult }): Promise<CheckoutResult> {
  if (result.status !== 201) throw new Error(`checkout refused: ${result.status} ${result.text}`);
  return result.body;
}

describe("taxes on quotes and checkouts", () => {
  // Prices without tax and the shop in New York, whatever an earlier file left.
  beforeAll(async () => {
    await putSettings(seedTaxSettings);
  });
  afterAll(async () => {
    await putSettings(seedTaxSettings);
  });

  test("when a NY shopper checks out two lines with a 10% code and taxed shipping, then every cent of tax is as counted by hand, and the PaymentIntent charges it", async () => {
    const saw = await newProduct({ price: 19.99, minimumOrder: 1, available: 10 });
    const tape = await newProduct({ price: 7.5, minimumOrder: 1, available: 10 });
    const code = await newCode({ kind: "percent", value: 10 });
    const lines = [
      { productId: saw._id, quantity: 3 },
      { productId: tape._id, quantity: 1 },
    ];
    // $59.97 + $7.50 = $67.47 (under $75: Standard costs $5.99). 10% off: $6.75, spread 5997:750 as
    // $6.00 and $0.75. At 8.875%: $53.97 -> $4.79 (478.98 cents), $6.75 -> $0.60 (59.906 cents),
    // shipping $5.99 -> $0.53 (53.16 cents); tax $5.92; total 67.47 - 6.75 + 5.99 + 5.92 = $72.63.
    const expected = {
      subtotal: 67.47,
      discount: 6.75,
      shipping: 5.99,
      tax: 5.92,
      taxLines: [{ label: "New York sales tax", rate: 8.875, amount: 5.92 }],
      pricesIncludeTax: false,
      totalPrice: 72.63,
    };
    const quote = await quoteOf({ lines, country: "US", region: "NY", shippingRateId: "standard", code: code.code });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject(expected);
    expect(quote.body.lines.map((line) => line.tax)).toEqual([4.79, 0.6]);

    const order = await placed(
      await checkoutAs(guest(), lines, { shippingAddress: nyAddress, code: code.code, totalPrice: 72.63 }),
    );
    const stored = { ...expected, shipping: { rateId: "standard", amount: 5.99 } };
    expect(order).toMatchObject(stored);
    expect(order.lines.map((line) => line.tax)).toEqual([4.79, 0.6]);
    const seen = await call<Order>("GET", `/orders/${order._id}`, { headers: { "x-order-key": order.orderKey! } });
    expect(seen.body).toMatchObject(stored);

    const intent = await call<{ clientSecret: string }>("POST", "/create-payment-intent", {
      headers: { "x-order-key": order.orderKey! },
      body: { orderId: order._id, price: 0.5 },
    });
    expect(intent.status).toBe(200);
    const intentId = intent.body.clientSecret.split("_secret_")[0]!;
    expect((await stripe.paymentIntents.retrieve(intentId)).amount).toBe(7263);
  });

  test("when the client's total leaves out the tax, then the checkout is 409 price-changed", async () => {
    const saw = await newProduct({ price: 20, minimumOrder: 1, available: 10 });
    const result = await checkoutAs(guest(), [{ productId: saw._id, quantity: 1 }], {
      shippingAddress: nyAddress,
      totalPrice: 25.99,
    });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("price-changed");
  });

  test("when a rate does not tax shipping or an address has no rate, then shipping carries none, or nothing is taxed", async () => {
    const level = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const lines = [{ productId: level._id, quantity: 1 }];
    // California: 7.25% of $10.00 is 72.5 cents, rounded half up to $0.73; shipping untaxed.
    const ca = await quoteOf({ lines, country: "US", region: "ca", shippingRateId: "standard" });
    expect(ca.body).toMatchObject({
      tax: 0.73,
      taxLines: [{ label: "California sales tax", rate: 7.25, amount: 0.73 }],
      totalPrice: 16.72,
    });
    const il = await quoteOf({ lines, country: "US", region: "IL", shippingRateId: "standard" });
    expect(il.body).toMatchObject({ tax: 0, taxLines: [], totalPrice: 15.99 });
    expect(il.body.lines[0]!.tax).toBe(0);
    const noCountry = await quoteOf({ lines });
    expect(noCountry.body).toMatchObject({ tax: 0, taxLines: [], pricesIncludeTax: false, totalPrice: 10 });

    const account = await verifiedUser("Illinois Buyer");
    const order = await placed(await checkoutAs(account, lines));
    expect(order).toMatchObject({ tax: 0, taxLines: [], pricesIncludeTax: false, totalPrice: 15.99 });
  });

  test("when the owner adds, changes or retires a rate, then the next quote shows it at once", async () => {
    const { idToken } = await admin();
    const region = `Q${tag(2).toUpperCase()}`;
    const level = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const ask = () => quoteOf({ lines: [{ productId: level._id, quantity: 1 }], country: "FR", region });
    expect((await ask()).body.tax).toBe(0);
    const added = await call<TaxRate>("POST", "/tax-rates", {
      token: idToken,
      body: { label: "Test region tax", country: "FR", region, rate: 5.5 },
    });
    expect(added.status).toBe(201);
    expect((await ask()).body).toMatchObject({ tax: 0.55, taxLines: [{ label: "Test region tax", rate: 5.5 }] });
    await call("PATCH", `/tax-rates/${added.body._id}`, { token: idToken, body: { rate: 2 } });
    expect((await ask()).body.tax).toBe(0.2);
    await call("PATCH", `/tax-rates/${added.body._id}`, { token: idToken, body: { active: false } });
    expect((await ask()).body).toMatchObject({ tax: 0, taxLines: [] });
  });

  describe("with prices including tax", () => {
    beforeAll(async () => {
      expect((await putSettings({ pricesIncludeTax: true })).status).toBe(200);
    });
    afterAll(async () => {
      await putSettings(seedTaxSettings);
    });

    test("when a German shopper checks out, then the VAT inside the lines and the shipping is shown and the total stays as priced", async () => {
      const kit = await newProduct({ price: 11.9, minimumOrder: 1, available: 10 });
      const lines = [{ productId: kit._id, quantity: 2 }];
      // $23.80 and International $24.99, 19% inside: 2380 x 19/119 = 380 cents; 2499 x 19/119 =
      // 398.99 -> 399 cents; tax $7.79; the total is the prices: $48.79.
      const expected = {
        subtotal: 23.8,
        shipping: 24.99,
        tax: 7.79,
        taxLines: [{ label: "Germany VAT", rate: 19, amount: 7.79 }],
        pricesIncludeTax: true,
        totalPrice: 48.79,
      };
      const quote = await quoteOf({ lines, country: "DE", shippingRateId: "international" });
      expect(quote.body).toMatchObject(expected);
      expect(quote.body.lines[0]!.tax).toBe(3.8);
      const order = await placed(
        await checkoutAs(guest(), lines, { shippingAddress: deAddress, shippingRateId: "international" }),
      );
      expect(order).toMatchObject({ ...expected, shipping: { rateId: "international", amount: 24.99 } });
      expect(order.lines[0]!.tax).toBe(3.8);
    });

    test("when the spec's one-product order is placed, then it keeps its total and records the tax inside at the shop's NY rate", async () => {
      const kit = await newProduct({ price: 11.9, minimumOrder: 1, available: 10 });
      const order = await specOrder(kit._id, 1);
      // 1190 x 8.875 / 108.875 = 97.003 cents.
      expect(order).toMatchObject({
        totalPrice: 11.9,
        tax: 0.97,
        taxLines: [{ label: "New York sales tax", rate: 8.875, amount: 0.97 }],
        pricesIncludeTax: true,
      });
      expect(order.lines[0]!.tax).toBe(0.97);
    });
  });

  test("when the spec's one-product order is placed with prices excluding tax, then it carries no tax", async () => {
    const kit = await newProduct({ price: 11.9, minimumOrder: 1, available: 10 });
    expect(await specOrder(kit._id, 2)).toMatchObject({
      totalPrice: 23.8,
      tax: 0,
      taxLines: [],
      pricesIncludeTax: false,
    });
  });
});
