import type { Order, Stats } from "@hometools/contract";
import { beforeAll, describe, expect, test } from "vitest";
import { seedTaxSettings } from "../../../../stack/seed-data";
import { payOrder } from "../../../../testkit/shop-client";
import { admin, call, newProduct, verifiedUser } from "../helpers";
import { checkoutAs, newCode, usAddress } from "../checkout/checkout-helpers";

const nyAddress = { ...usAddress, city: "New York", region: "NY", postalCode: "10001" };

/** Today's tax and tax refunded on the overview (GET /stats), in cents. */
async function todaysTax(): Promise<{ tax: number; taxRefunded: number }> {
  const answer = await call<Stats>("GET", "/stats?days=1", { token: (await admin()).idToken });
  const today = answer.body.days.at(-1)!;
  return { tax: Math.round(today.tax * 100), taxRefunded: Math.round(today.taxRefunded * 100) };
}

const refund = async (orderId: string, body?: object) =>
  call<Order>("POST", `/orders/${orderId}/refund`, { token: (await admin()).idToken, ...(body && { body }) });

describe("refunds split their tax", () => {
  beforeAll(async () => {
    await call("PUT", "/tax-settings", { token: (await admin()).idToken, body: seedTaxSettings });
  });

  test("when a taxed NY order is refunded piece by piece, by an amount and then in full, then each refund carries its tax and the order's refundedTax adds up to its tax", async () => {
    const saw = await newProduct({ price: 19.99, minimumOrder: 1, available: 10 });
    const tape = await newProduct({ price: 7.5, minimumOrder: 1, available: 10 });
    const code = await newCode({ kind: "percent", value: 10 });
    const shopper = await verifiedUser("Refund Taxpayer");
    const placed = await checkoutAs(
      shopper,
      [
        { productId: saw._id, quantity: 3 },
        { productId: tape._id, quantity: 1 },
      ],
      { shippingAddress: nyAddress, code: code.code },
    );
    expect(placed.status, placed.text).toBe(201);
    // The saws' line: $53.97 after the code, $4.79 tax; the order: $72.63 with $5.92 tax.
    expect(placed.body).toMatchObject({ totalPrice: 72.63, tax: 5.92, refundedTax: 0 });
    const before = await todaysTax();
    await payOrder(shopper, placed.body._id);
    expect(await todaysTax()).toEqual({ tax: before.tax + 592, taxRefunded: before.taxRefunded });

    // 1 of 3 saws: 5397 / 3 = $17.99 and 479 / 3 = 159.67 -> $1.60 tax: $19.59 back.
    const one = await refund(placed.body._id, { lines: [{ productId: saw._id, quantity: 1 }] });
    expect(one.status, one.text).toBe(200);
    expect(one.body.refunds[0]).toMatchObject({ amount: 19.59, tax: 1.6 });
    // The last 2 saws: what is left of the line, $35.98 and $3.19 tax.
    const two = await refund(placed.body._id, { lines: [{ productId: saw._id, quantity: 2 }] });
    expect(two.body.refunds[1]).toMatchObject({ amount: 39.17, tax: 3.19 });
    // $10.00 of an order of $72.63 with $5.92 tax: 1000 x 592 / 7263 = 81.5 -> $0.82.
    const amount = await refund(placed.body._id, { amount: 10 });
    expect(amount.body.refunds[2]).toMatchObject({ amount: 10, tax: 0.82 });
    // The rest: $72.63 - 19.59 - 39.17 - 10 = $3.87, with the tax left, $0.31.
    const rest = await refund(placed.body._id);
    expect(rest.body.refunds[3]).toMatchObject({ amount: 3.87, tax: 0.31 });
    expect(rest.body).toMatchObject({ status: "refunded", refundedTotal: 72.63, refundedTax: 5.92 });
    // Each refund counted its tax on its day (today): the overview's taxRefunded grew by all of it.
    expect(await todaysTax()).toEqual({ tax: before.tax + 592, taxRefunded: before.taxRefunded + 592 });

    // The CSV: the order's lines with their tax and the order's; each refund's row with its tax.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await call("GET", `/orders/export.csv?from=${today}&to=${today}`, { token: (await admin()).idToken });
    const { parse } = await import("csv-parse/sync");
    const rows = (parse(csv.text) as string[][]).filter((row) => row[0] === placed.body._id);
    const taxOf = (row: string[]) => [row[2], row[17], row[18]];
    expect(rows.map(taxOf)).toEqual([
      ["refunded", "4.79", "5.92"],
      ["refunded", "0.60", "5.92"],
      ["refund", "1.60", "5.92"],
      ["refund", "3.19", "5.92"],
      ["refund", "0.82", "5.92"],
      ["refund", "0.31", "5.92"],
    ]);
  });

  test("when an untaxed order is refunded, then its refunds carry no tax", async () => {
    const level = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const shopper = await verifiedUser("Untaxed Refund");
    const placed = await checkoutAs(shopper, [{ productId: level._id, quantity: 2 }]);
    expect(placed.status, placed.text).toBe(201);
    await payOrder(shopper, placed.body._id);
    const one = await refund(placed.body._id, { lines: [{ productId: level._id, quantity: 1 }] });
    expect(one.body.refunds[0]).toMatchObject({ amount: 10, tax: 0 });
    expect(one.body.refundedTax).toBe(0);
  });
});
