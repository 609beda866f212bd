import type { ActivityEntry, InvoiceListRow, InvoicingSettings, Order } from "@hometools/contract";
import { afterAll, describe, expect, test } from "vitest";
import { confirmAtStandIn, createPaymentIntent, eventually, getOrder } from "../../../../testkit/shop-client";
import { admin, adminSdk, buyer, call, errorOf, newProduct, placeOrder, staff, verifiedUser } from "../helpers";
import { deliver, payOrder, stripe } from "../payments/payment-helpers";
import { invoiceOf, placeOf, putInvoicingSettings, seedInvoicingSettings } from "./invoice-helpers";

/**
 * Invoices (docs/api.md, "Invoices"): the owner's settings, numbers issued with the payment (no gap,
 * no number twice, none for a redelivered event), who may read an order's invoice, and the owner's
 * list and its CSV. Over HTTP against the emulators, with real tokens.
 */

const today = () => new Date().toISOString().slice(0, 10);

describe("invoicing settings", () => {
  afterAll(async () => {
    await putInvoicingSettings(seedInvoicingSettings);
  });

  test("when the owner reads the settings, then they are the shop's seeded details with the default prefixes", async () => {
    const result = await call<InvoicingSettings>("GET", "/settings/invoicing", { token: (await admin()).idToken });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual(seedInvoicingSettings);
  });

  test("when the owner changes them, then GET answers the change and the activity log records it", async () => {
    const changed = { ...seedInvoicingSettings, footer: `Thank you ${Date.now()}` };
    const put = await putInvoicingSettings(changed);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual(changed);
    const { idToken } = await admin();
    expect((await call("GET", "/settings/invoicing", { token: idToken })).body).toEqual(changed);
    const log = await call<ActivityEntry[]>("GET", "/activity?action=invoicing.settings&limit=1", { token: idToken });
    expect(log.body[0]).toMatchObject({
      action: "invoicing.settings",
      target: { kind: "invoicing-settings" },
      changes: { footer: [seedInvoicingSettings.footer, changed.footer] },
    });
  });

  test("when prefixes are left out, then they default to INV and CN", async () => {
    const { invoicePrefix: _i, creditNotePrefix: _c, ...rest } = seedInvoicingSettings;
    const put = await putInvoicingSettings(rest);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ invoicePrefix: "INV", creditNotePrefix: "CN" });
  });

  test.each([
    ["a lower-case prefix", { invoicePrefix: "inv" }, "invoicePrefix"],
    ["a prefix with a hyphen", { creditNotePrefix: "C-N" }, "creditNotePrefix"],
    ["an 11-character prefix", { invoicePrefix: "ABCDEFGHIJK" }, "invoicePrefix"],
    ["the same prefix twice", { invoicePrefix: "DOC", creditNotePrefix: "DOC" }, "creditNotePrefix"],
    ["no address lines", { addressLines: [] }, "addressLines"],
    ["five address lines", { addressLines: ["a", "b", "c", "d", "e"] }, "addressLines"],
    ["an unknown country", { country: "XX" }, "country"],
    ["no legal name", { legalName: " " }, "legalName"],
  ])("when the body has %s, then PUT answers 400 naming the field and changes nothing", async (_case, bad, field) => {
    const result = await putInvoicingSettings({ ...seedInvoicingSettings, ...bad });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty(field);
    const now = await call("GET", "/settings/invoicing", { token: (await admin()).idToken });
    expect(now.body).not.toMatchObject(bad);
  });

  test("when staff, a shopper or nobody asks, then the settings answer 403 owner-only, 403 and 401", async () => {
    const { idToken: staffToken } = await staff();
    for (const method of ["GET", "PUT"] as const) {
      const body = method === "PUT" ? seedInvoicingSettings : undefined;
      const byStaff = await call(method, "/settings/invoicing", { token: staffToken, body });
      expect([byStaff.status, errorOf(byStaff).code]).toEqual([403, "owner-only"]);
      const byShopper = await call(method, "/settings/invoicing", { token: (await buyer()).idToken, body });
      expect(byShopper.status).toBe(403);
      expect((await call(method, "/settings/invoicing", { body })).status).toBe(401);
    }
  });
});

/** Orders of fresh verified shoppers (each may hold 3 unpaid), one piece of a $9.99 tool each. */
async function unpaidOrders(count: number): Promise<Array<{ order: Order; token: string }>> {
  const product = await newProduct({ price: 9.99, minimumOrder: 1, available: count + 5 });
  const shoppers = await Promise.all(Array.from({ length: Math.ceil(count / 2) }, () => verifiedUser("Ivy Invoice")));
  const orders: Array<{ order: Order; token: string }> = [];
  for (let index = 0; index < count; index++) {
    const shopper = shoppers[index % shoppers.length]!;
    orders.push({ order: await placeOrder(shopper, product._id, 1), token: shopper.idToken });
  }
  return orders;
}

describe("numbering", () => {
  test("when twenty orders are paid at the same moment, then they get twenty consecutive invoice numbers, none twice", async () => {
    const orders = await unpaidOrders(20);
    const intents = await Promise.all(
      orders.map(({ order, token }) => createPaymentIntent({ idToken: token }, order._id)),
    );
    // The stand-in sends the twenty payment_intent.succeeded webhooks at once.
    await Promise.all(intents.map((intent) => confirmAtStandIn(intent.id)));
    const { idToken } = await admin();
    const numbers = await Promise.all(
      orders.map(({ order }) =>
        eventually(
          async () => {
            const answer = await invoiceOf(order._id, { token: idToken });
            return answer.status === 200 ? answer.body.number : undefined;
          },
          60_000,
          `the invoice of ${order._id}`,
        ),
      ),
    );
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    const places = numbers.map(placeOf).sort((a, b) => a - b);
    expect(new Set(places).size).toBe(20);
    expect(places.at(-1)! - places[0]!).toBe(19);
    // Each order's invoice is its own: its order number and total.
    for (const { order } of orders) {
      const answer = (await invoiceOf(order._id, { token: idToken })).body;
      expect(answer).toMatchObject({ orderNumber: order.orderNumber, total: 9.99, orderId: order._id });
    }
  }, 120_000);

  test("when Stripe delivers a payment's event again, or another event of the same payment, then no second invoice is issued and the sequence does not move", async () => {
    const [{ order, token }] = await unpaidOrders(1);
    const { intentId } = await payOrder({ idToken: token }, order._id);
    const { idToken } = await admin();
    const first = await invoiceOf(order._id, { token: idToken });
    expect(first.status, first.text).toBe(200);
    const { db } = await adminSdk();
    const counter = db.collection("invoiceCounters").doc(first.body.number.split("-").slice(0, 2).join("-"));
    const before = (await counter.get()).data();

    const events = await stripe.events.list({ limit: 100 });
    const paid = events.data.find(
      (event) => event.type === "payment_intent.succeeded" && (event.data.object as { id: string }).id === intentId,
    );
    expect(paid, "the stand-in's payment_intent.succeeded event").toBeDefined();
    const again = await deliver(JSON.stringify(paid));
    expect(again.status).toBe(200);
    const another = await deliver(JSON.stringify({ ...paid, id: `${paid!.id}_again` }));
    expect(another.status).toBe(200);

    expect((await counter.get()).data()).toEqual(before);
    expect((await invoiceOf(order._id, { token: idToken })).body).toEqual(first.body);
  });

  test("when the owner changes the invoice prefix, then the next invoice starts that prefix's own sequence at 1", async () => {
    const prefix = `T${Date.now().toString(36).toUpperCase().slice(-6)}`;
    expect((await putInvoicingSettings({ ...seedInvoicingSettings, invoicePrefix: prefix })).status).toBe(200);
    try {
      const [{ order, token }] = await unpaidOrders(1);
      await payOrder({ idToken: token }, order._id);
      const answer = await invoiceOf(order._id, { token });
      expect(answer.body.number).toBe(`${prefix}-${new Date().getUTCFullYear()}-000001`);
    } finally {
      await putInvoicingSettings(seedInvoicingSettings);
    }
  });
});

describe("who may read an order's invoice", () => {
  test("when the owner, an admin, staff, another shopper or nobody asks, then it answers 200, 200, 200, 403 and 401; before payment 404 no-invoice", async () => {
    const [{ order, token }] = await unpaidOrders(1);
    const before = await invoiceOf(order._id, { token });
    expect([before.status, errorOf(before).code]).toEqual([404, "no-invoice"]);
    const pdfBefore = await call("GET", `/orders/${order._id}/invoice.pdf`, { token });
    expect([pdfBefore.status, errorOf(pdfBefore).code]).toEqual([404, "no-invoice"]);

    await payOrder({ idToken: token }, order._id);
    const own = await invoiceOf(order._id, { token });
    expect(own.status, own.text).toBe(200);
    expect((await invoiceOf(order._id, { token: (await admin()).idToken })).body).toEqual(own.body);
    expect((await invoiceOf(order._id, { token: (await staff()).idToken })).body).toEqual(own.body);
    const other = await invoiceOf(order._id, { token: (await buyer()).idToken });
    expect([other.status, errorOf(other).code]).toEqual([403, "forbidden"]);
    expect((await invoiceOf(order._id, {})).status).toBe(401);
    expect((await invoiceOf("no-such-order", { token })).status).toBe(404);
    const notes = await call("GET", `/orders/${order._id}/credit-notes/CN-2026-999999.pdf`, { token });
    expect(notes.status).toBe(404);
    expect((await getOrder({ idToken: token }, order._id)).paid).toBe(true);
  });
});

describe("the owner's list", () => {
  test("when the owner lists today's documents, then every invoice issued today is there once, in ascending number order, and the CSV has the same rows", async () => {
    const orders = await unpaidOrders(2);
    for (const { order, token } of orders) await payOrder({ idToken: token }, order._id);
    const { idToken } = await admin();
    const list = await call<InvoiceListRow[]>("GET", `/invoices?from=${today()}&to=${today()}`, { token: idToken });
    expect(list.status, list.text).toBe(200);
    const invoices = list.body.filter((row) => row.kind === "invoice");
    const mine = invoices.filter((row) => orders.some(({ order }) => order.orderNumber === row.orderNumber));
    expect(mine).toHaveLength(2);
    for (const row of mine) expect(row).toMatchObject({ invoiceNumber: row.number, total: 9.99, tax: 0 });
    const sameYear = invoices.filter((row) => row.number.startsWith(`INV-${new Date().getUTCFullYear()}`));
    const places = sameYear.map((row) => placeOf(row.number));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(list.body.map((row) => row.number)).size).toBe(list.body.length);

    const csv = await call("GET", `/invoices?from=${today()}&to=${today()}&format=csv`, { token: idToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.text).toContain("\r\n");
    const { parse } = await import("csv-parse/sync");
    const rows = parse(csv.text) as string[][];
    expect(rows[0]).toEqual(["number", "kind", "issuedAt", "orderNumber", "invoiceNumber", "tax", "total"]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.body.map((row) => row.number));
    expect(rows.slice(1).find((row) => row[0] === mine[0]!.number)).toEqual([
      mine[0]!.number,
      "invoice",
      mine[0]!.issuedAt,
      mine[0]!.orderNumber,
      mine[0]!.number,
      "0.00",
      "9.99",
    ]);
  }, 60_000);

  test("when the range is bad, or staff or a shopper asks, then the list answers 400 with fields, 403 owner-only and 403", async () => {
    const { idToken } = await admin();
    const reversed = await call("GET", "/invoices?from=2026-02-02&to=2026-02-01", { token: idToken });
    expect(reversed.status).toBe(400);
    expect(errorOf(reversed).fields).toHaveProperty("from");
    const notADay = await call("GET", "/invoices?from=2026-02-30&to=2026-03-01", { token: idToken });
    expect(errorOf(notADay).fields).toHaveProperty("from");
    const tooLong = await call("GET", "/invoices?from=2024-01-01&to=2026-01-01", { token: idToken });
    expect(errorOf(tooLong).fields).toHaveProperty("to");
    const missing = await call("GET", "/invoices", { token: idToken });
    expect(missing.status).toBe(400);
    const badFormat = await call("GET", `/invoices?from=${today()}&to=${today()}&format=xml`, { token: idToken });
    expect(errorOf(badFormat).fields).toHaveProperty("format");
    const byStaff = await call("GET", `/invoices?from=${today()}&to=${today()}`, { token: (await staff()).idToken });
    expect([byStaff.status, errorOf(byStaff).code]).toEqual([403, "owner-only"]);
    const byShopper = await call("GET", `/invoices?from=${today()}&to=${today()}`, { token: (await buyer()).idToken });
    expect(byShopper.status).toBe(403);
    expect((await call("GET", `/invoices?from=${today()}&to=${today()}`)).status).toBe(401);
  });
});
