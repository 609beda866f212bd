import type { Order, TaxReport } from "@hometools/contract";
import { beforeAll, describe, expect, test } from "vitest";
import { seedTaxSettings } from "../../../../stack/seed-data";
import { payOrder } from "../../../../testkit/shop-client";
import { admin, buyer, call, errorOf, newProduct, verifiedUser } from "../helpers";
import { checkoutAs, usAddress } from "../checkout/checkout-helpers";

const nyAddress = { ...usAddress, city: "New York", region: "NY", postalCode: "10001" };
const today = () => new Date().toISOString().slice(0, 10);

async function report(query = `from=${today()}&to=${today()}`) {
  return call<TaxReport>("GET", `/tax-report?${query}`, { token: (await admin()).idToken });
}

/** The New York row of today's report, in cents (zeros when there is none yet). */
async function newYorkToday() {
  const row = (await report()).body.rows.find((found) => found.country === "US" && found.region === "NY");
  const cents = (dollars = 0) => Math.round(dollars * 100);
  return {
    taxable: cents(row?.taxable),
    collected: cents(row?.collected),
    refunded: cents(row?.refunded),
    net: cents(row?.net),
  };
}

describe("the tax report", () => {
  beforeAll(async () => {
    await call("PUT", "/tax-settings", { token: (await admin()).idToken, body: seedTaxSettings });
  });

  test("when a NY order is paid and partly refunded today, then today's NY row grows by exactly its taxable amount, its tax and the refund's tax", async () => {
    const before = await newYorkToday();
    const saw = await newProduct({ price: 19.99, minimumOrder: 1, available: 10 });
    const shopper = await verifiedUser("Report Taxpayer");
    const placed = await checkoutAs(shopper, [{ productId: saw._id, quantity: 2 }], { shippingAddress: nyAddress });
    expect(placed.status, placed.text).toBe(201);
    await payOrder(shopper, placed.body._id);
    const refunded = await call<Order>("POST", `/orders/${placed.body._id}/refund`, {
      token: (await admin()).idToken,
      body: { lines: [{ productId: saw._id, quantity: 1 }] },
    });
    expect(refunded.status, refunded.text).toBe(200);
    // $39.98 and Standard $5.99 taxed at 8.875%: 354.82 -> 355 and 53.16 -> 53 cents, $4.08; the
    // refund of one saw of two takes 355 / 2 = 177.5 -> 178 cents of tax.
    const { tax, refunds } = refunded.body;
    expect(tax).toBe(4.08);
    expect(refunds[0]!.tax).toBe(1.78);
    expect(await newYorkToday()).toEqual({
      taxable: before.taxable + 3998 + 599,
      collected: before.collected + 408,
      refunded: before.refunded + 178,
      net: before.net + 408 - 178,
    });
    const csv = await call("GET", `/tax-report.csv?from=${today()}&to=${today()}`, { token: (await admin()).idToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, ...rows] = csv.text.trim().split("\r\n");
    expect(header).toBe("country,region,label,rate,taxable,collected,refunded,net");
    expect(rows.some((row) => row.startsWith("US,NY,New York sales tax,8.875,"))).toBe(true);
  });

  test("when the period is wrong, then 400 names from or to; nobody and shoppers get 401 and 403", async () => {
    expect(errorOf(await report("from=2026-02-30&to=2026-03-01")).fields).toHaveProperty("from");
    expect(errorOf(await report("from=2024-01-01&to=2026-01-01")).fields).toHaveProperty("to");
    expect((await call("GET", `/tax-report?from=${today()}&to=${today()}`)).status).toBe(401);
    const shopper = (await buyer()).idToken;
    expect((await call("GET", `/tax-report?from=${today()}&to=${today()}`, { token: shopper })).status).toBe(403);
    expect((await call("GET", `/tax-report.csv?from=${today()}&to=${today()}`, { token: shopper })).status).toBe(403);
  });
});
