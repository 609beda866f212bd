import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startHarness, type Harness } from "./standin-harness";
import { unlikeStripeType } from "./stripe-tax-types";

/** Stripe Tax on the stand-in (tax.ts, tax-table.ts), driven through the real stripe SDK. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Stripe.errors.StripeError) => error,
  );

/** Two tools to New York after a 10% code, with $15.00 Express shipping (the API journey's cart). */
const nyCalculation = (stripe: Stripe, options?: Stripe.RequestOptions) =>
  stripe.tax.calculations.create(
    {
      currency: "usd",
      line_items: [
        { amount: 4050, reference: "p-hammer", tax_behavior: "exclusive", tax_code: "txcd_99999999", quantity: 2 },
        { amount: 1799, reference: "p-saw", tax_behavior: "exclusive", tax_code: "txcd_30011000", quantity: 1 },
      ],
      customer_details: {
        address: { line1: "1 Main St", city: "New York", state: "NY", postal_code: "10001", country: "US" },
        address_source: "shipping",
      },
      shipping_cost: { amount: 1500, tax_behavior: "exclusive" },
    },
    options,
  );

describe("tax calculations", () => {
  test("when a New York cart is calculated, then each amount is taxed at 8.875% rounded half up, shipping too", async () => {
    const calculation = await nyCalculation(h.stripe);
    // 4050 x 0.08875 = 359.4375 -> 359; 1799 x 0.08875 = 159.66 -> 160; 1500 x 0.08875 = 133.125 -> 133.
    expect(calculation).toMatchObject({
      object: "tax.calculation",
      tax_amount_exclusive: 359 + 160 + 133,
      tax_amount_inclusive: 0,
      amount_total: 4050 + 1799 + 1500 + 652,
      shipping_cost: { amount: 1500, amount_tax: 133, tax_code: "txcd_92010001" },
      tax_breakdown: [
        {
          amount: 652,
          taxable_amount: 4050 + 1799 + 1500,
          tax_rate_details: { country: "US", state: "NY", percentage_decimal: "8.875", tax_type: "sales_tax" },
        },
      ],
    });
    expect(calculation.id).toMatch(/^taxcalc_/);
    expect(calculation.expires_at).toBeGreaterThan(Date.now() / 1000 + 89 * 86_400);
    expect(calculation.line_items!.data.map((line) => [line.reference, line.amount_tax])).toEqual([
      ["p-hammer", 359],
      ["p-saw", 160],
    ]);
    expect(unlikeStripeType("Calculation", calculation)).toEqual([]);

    const again = await h.stripe.tax.calculations.retrieve(calculation.id!);
    expect(again).toEqual(calculation);
    const lines = await h.stripe.tax.calculations.listLineItems(calculation.id!);
    expect(lines.data).toEqual(calculation.line_items!.data);
    for (const line of lines.data) expect(unlikeStripeType("CalculationLineItem", line)).toEqual([]);
  });

  test("when prices include tax in Germany, then the VAT is inside the amounts and California leaves shipping untaxed", async () => {
    const german = await h.stripe.tax.calculations.create({
      currency: "usd",
      line_items: [{ amount: 11900, reference: "p-drill", tax_behavior: "inclusive" }],
      customer_details: { address: { country: "DE", postal_code: "10115" }, address_source: "shipping" },
      shipping_cost: { amount: 595, tax_behavior: "inclusive" },
    });
    // 11900 x 19/119 = 1900; 595 x 19/119 = 95.
    expect(german).toMatchObject({ tax_amount_inclusive: 1995, tax_amount_exclusive: 0, amount_total: 12495 });
    expect(unlikeStripeType("Calculation", german)).toEqual([]);

    const californian = await h.stripe.tax.calculations.create({
      currency: "usd",
      line_items: [{ amount: 1000, reference: "p-drill" }],
      customer_details: { address: { country: "US", state: "CA" }, address_source: "shipping" },
      shipping_cost: { amount: 500 },
    });
    // 1000 x 7.25% = 72.5 -> 73; shipping is not taxed in California.
    expect(californian).toMatchObject({ tax_amount_exclusive: 73, shipping_cost: { amount_tax: 0 } });
    expect(unlikeStripeType("Calculation", californian)).toEqual([]);
  });

  test("when the address has no rate in the table, then nothing is taxed; without a country Stripe's 400 answers", async () => {
    const french = await h.stripe.tax.calculations.create({
      currency: "usd",
      line_items: [{ amount: 1000, reference: "p" }],
      customer_details: { address: { country: "FR" }, address_source: "shipping" },
    });
    expect(french).toMatchObject({ tax_amount_exclusive: 0, tax_breakdown: [{ amount: 0, taxable_amount: 0 }] });
    const refused = await rejection(
      h.stripe.tax.calculations.create({ currency: "usd", line_items: [{ amount: 1000, reference: "p" }] }),
    );
    expect(refused).toMatchObject({ statusCode: 400, code: "customer_tax_location_invalid" });
  });
});

describe("tax transactions and reversals", () => {
  test("when a calculation is recorded and reversed in part and by a flat amount, then each is a transaction listed by the test hook", async () => {
    const calculation = await nyCalculation(h.stripe);
    const key = `tax-transaction-${calculation.id}`;
    const transaction = await h.stripe.tax.transactions.createFromCalculation(
      { calculation: calculation.id!, reference: `HT-${calculation.id}` },
      { idempotencyKey: key },
    );
    expect(transaction).toMatchObject({ object: "tax.transaction", type: "transaction", reversal: null });
    expect(transaction.id).toMatch(/^tax_/);
    expect(unlikeStripeType("Transaction", transaction)).toEqual([]);
    // The same key answers the same transaction; another key with the same reference is refused.
    const replayed = await h.stripe.tax.transactions.createFromCalculation(
      { calculation: calculation.id!, reference: `HT-${calculation.id}` },
      { idempotencyKey: key },
    );
    expect(replayed.id).toBe(transaction.id);
    const duplicate = await rejection(
      h.stripe.tax.transactions.createFromCalculation({
        calculation: calculation.id!,
        reference: `HT-${calculation.id}`,
      }),
    );
    expect(duplicate).toMatchObject({ statusCode: 400, param: "reference" });

    const lines = await h.stripe.tax.transactions.listLineItems(transaction.id);
    for (const line of lines.data) expect(unlikeStripeType("TransactionLineItem", line)).toEqual([]);
    const hammer = lines.data.find((line) => line.reference === "p-hammer")!;
    const partial = await h.stripe.tax.transactions.createReversal({
      mode: "partial",
      original_transaction: transaction.id,
      reference: `HT-${calculation.id}-refund-1`,
      line_items: [
        { original_line_item: hammer.id, reference: "p-hammer", amount: -2025, amount_tax: -180, quantity: 1 },
      ],
    });
    expect(partial).toMatchObject({ type: "reversal", reversal: { original_transaction: transaction.id } });
    expect(partial.line_items!.data).toMatchObject([
      { amount: -2025, amount_tax: -180, reversal: { original_line_item: hammer.id } },
    ]);
    expect(unlikeStripeType("Transaction", partial)).toEqual([]);
    const tooMuch = await rejection(
      h.stripe.tax.transactions.createReversal({
        mode: "partial",
        original_transaction: transaction.id,
        reference: `HT-${calculation.id}-refund-2`,
        line_items: [{ original_line_item: hammer.id, reference: "p-hammer", amount: -2026, amount_tax: -180 }],
      }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 400 });
    const flat = await h.stripe.tax.transactions.createReversal({
      mode: "partial",
      original_transaction: transaction.id,
      reference: `HT-${calculation.id}-refund-2`,
      flat_amount: -1000,
    });
    const flatLines = flat.line_items!.data;
    expect(flatLines.reduce((sum, line) => sum + line.amount + line.amount_tax, 0)).toBe(-1000);

    const hook = (await (await fetch(`${h.standin.url}/_tax/transactions`)).json()) as {
      object: string;
      data: Array<{ id: string }>;
    };
    expect(hook.object).toBe("list");
    expect(hook.data.slice(0, 3).map((entry) => entry.id)).toEqual([flat.id, partial.id, transaction.id]);
  });

  test("when Stripe Tax is told to fail, then only its calls answer 500 and payments still work", async () => {
    await fetch(`${h.standin.url}/_faults`, {
      method: "POST",
      body: JSON.stringify({ mode: "error", path: "/v1/tax/" }),
    });
    try {
      const failed = await rejection(nyCalculation(h.stripe));
      expect(failed).toMatchObject({ statusCode: 500, type: "StripeAPIError" });
      const intent = await h.stripe.paymentIntents.create({ amount: 500, currency: "usd" });
      expect(intent.status).toBe("requires_payment_method");
    } finally {
      await fetch(`${h.standin.url}/_faults`, { method: "DELETE" });
    }
    expect((await nyCalculation(h.stripe)).tax_amount_exclusive).toBe(652);
  });
});

describe("the fidelity check itself", () => {
  test("when an object has an unknown field, a wrong type or misses a required one, then the SDK's types name each", async () => {
    const { tax_date: _date, ...calculation } = await nyCalculation(h.stripe);
    const problems = unlikeStripeType("Calculation", {
      ...calculation,
      amount_total: "10",
      shipping_cost: { ...calculation.shipping_cost, colour: "red" },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "Calculation.amount_total (string, Stripe's is integer)",
        "Calculation.shipping_cost.colour (unknown)",
        "Calculation.tax_date (missing)",
      ]),
    );
  });
});
