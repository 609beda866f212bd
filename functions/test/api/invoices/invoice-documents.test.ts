import type { DataExport, Invoice, Order } from "@hometools/contract";
import { formatDollars } from "@hometools/contract/pricing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedTaxSettings } from "../../../../stack/seed-data";
import { confirmAtStandIn, eventually, payOrder } from "../../../../testkit/shop-client";
import { admin, adminSdk, call, newProduct, verifiedUser, type TestUser } from "../helpers";
import { checkoutAs, guest, newCode } from "../checkout/checkout-helpers";
import { mailsOf } from "../mail/mail-helpers";
import { stripe } from "../payments/payment-helpers";
import { embedsTrueType, fetchPdf, invoiceOf, pdfText, seedInvoicingSettings } from "./invoice-helpers";

/**
 * The documents themselves (docs/api.md, "Invoices"): a German order's invoice as JSON and as a PDF
 * read back by a text extractor, the credit notes of a partial refund and of a refund made in
 * Stripe's dashboard, an erasure that leaves the invoice as it was, and the receipt's link.
 */

const deAddress = { name: "Greta Gast", line1: "Lindenstraße 5", city: "München", postalCode: "80331", country: "DE" };
const putTaxSettings = async (body: object) => call("PUT", "/tax-settings", { token: (await admin()).idToken, body });

describe("a German customer's invoice, prices including VAT", () => {
  let shopper: TestUser;
  let order: Order;
  let kit: { _id: string };

  beforeAll(async () => {
    expect((await putTaxSettings({ pricesIncludeTax: true })).status).toBe(200);
    kit = await newProduct({ name: "Socket Kit", price: 11.9, minimumOrder: 1, available: 10 });
    const level = await newProduct({ name: "Spirit Level", price: 49.99, minimumOrder: 1, available: 10 });
    const code = await newCode({ kind: "percent", value: 10 });
    shopper = await verifiedUser("Greta Gast");
    const placed = await checkoutAs(
      shopper,
      [
        { productId: kit._id, quantity: 2 },
        { productId: level._id, quantity: 1 },
      ],
      { shippingAddress: deAddress, shippingRateId: "international", code: code.code },
    );
    expect(placed.status, placed.text).toBe(201);
    ({ order } = await payOrder(shopper, placed.body._id));
  }, 120_000);

  afterAll(async () => {
    await putTaxSettings(seedTaxSettings);
  });

  test("when the buyer reads the invoice, then its figures are the order's to the cent and the seller is the shop's", async () => {
    const result = await invoiceOf(order._id, { token: shopper.idToken });
    expect(result.status, result.text).toBe(200);
    const invoice = result.body;
    expect(invoice).toMatchObject({
      subtotal: order.subtotal,
      discount: order.discount,
      tax: order.tax,
      total: order.totalPrice,
      pricesIncludeTax: true,
      currency: "USD",
      orderNumber: order.orderNumber,
      seller: { legalName: seedInvoicingSettings.legalName, taxId: seedInvoicingSettings.taxId },
      buyer: {
        name: "Greta Gast",
        email: shopper.email,
        addressLines: ["Lindenstraße 5"],
        city: "München",
        country: "DE",
      },
      shipping: { label: order.shipping!.label, price: order.shipping!.amount, taxRate: 19 },
      creditNotes: [],
    });
    expect(invoice.discount).toBeGreaterThan(0);
    expect(invoice.taxes).toHaveLength(1);
    expect(invoice.taxes[0]).toMatchObject({ label: "Germany VAT", rate: 19, tax: order.taxLines[0]!.amount });
    expect(
      invoice.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.tax, line.taxRate]),
    ).toEqual(order.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.tax, 19]));
    // Before tax plus the tax is what was paid: the lines, shipping and the tax add up to the total.
    const cents = (dollars: number) => Math.round(dollars * 100);
    const net = invoice.lines.reduce((sum, line) => sum + cents(line.amount), 0) + cents(invoice.shipping!.amount);
    expect(net + cents(invoice.tax)).toBe(cents(order.totalPrice));
    expect(cents(invoice.taxes[0]!.taxable)).toBe(net);
  });

  test("when the buyer downloads the PDF, then its text, in an embedded font, shows the number, the seller's VAT ID, the 19% rate, every line and the totals as the JSON", async () => {
    const invoice = (await invoiceOf(order._id, { token: shopper.idToken })).body;
    const pdf = await fetchPdf(`/orders/${order._id}/invoice.pdf`, { token: shopper.idToken });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(embedsTrueType(pdf.bytes)).toBe(true);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      invoice.number,
      invoice.issuedAt.slice(0, 10),
      order.orderNumber,
      seedInvoicingSettings.legalName,
      ...seedInvoicingSettings.addressLines,
      `VAT ID: ${seedInvoicingSettings.taxId}`,
      "Greta Gast",
      "Lindenstraße 5",
      "80331 München",
      "Germany VAT 19%",
      `Total ${formatDollars(invoice.total)}`,
      `Tax included ${formatDollars(invoice.tax)}`,
      `Subtotal ${formatDollars(invoice.subtotal)}`,
      `taxable ${formatDollars(invoice.taxes[0]!.taxable)}, tax ${formatDollars(invoice.taxes[0]!.tax)}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const line of invoice.lines) {
      const row = [line.quantity, line.unitPrice, line.discount].map(String);
      expect(text).toContain(
        `${line.name} ${row[0]} ${formatDollars(line.unitPrice)} ${formatDollars(line.discount)} 19% ${formatDollars(line.tax)} ${formatDollars(line.amount)}`,
      );
    }
  });

  test("when one socket kit is refunded, then a credit note names the invoice with the refund's money and tax, as JSON and as a PDF", async () => {
    const { idToken } = await admin();
    const refunded = await call<Order>("POST", `/orders/${order._id}/refund`, {
      token: idToken,
      body: { lines: [{ productId: kit._id, quantity: 1 }], reason: "one kit damaged" },
    });
    expect(refunded.status, refunded.text).toBe(200);
    const refund = refunded.body.refunds[0]!;
    expect(refund.tax).toBeGreaterThan(0);
    const invoice = (await invoiceOf(order._id, { token: shopper.idToken })).body;
    expect(invoice.creditNotes).toEqual([
      { number: expect.stringMatching(/^CN-\d{4}-\d{6}$/), issuedAt: expect.any(String), total: refund.amount },
    ]);
    const number = invoice.creditNotes[0]!.number;
    const pdf = await fetchPdf(`/orders/${order._id}/credit-notes/${number}.pdf`, { token: shopper.idToken });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      number,
      `Corrects invoice: ${invoice.number}`,
      `VAT ID: ${seedInvoicingSettings.taxId}`,
      "Greta Gast",
      `Socket Kit 1 ${formatDollars(11.9)}`,
      `Tax included ${formatDollars(refund.tax)}`,
      `Total refunded ${formatDollars(refund.amount)}`,
      `Germany VAT 19%: taxable ${formatDollars(refund.amount - refund.tax)}, tax ${formatDollars(refund.tax)}`,
      "Reason: one kit damaged",
    ]) {
      expect(text).toContain(expected);
    }
    // The owner's list shows it beside the invoice, naming it.
    const today = new Date().toISOString().slice(0, 10);
    const list = await call<Array<Record<string, unknown>>>("GET", `/invoices?from=${today}&to=${today}`, {
      token: idToken,
    });
    expect(list.body.find((row) => row.number === number)).toMatchObject({
      kind: "credit-note",
      invoiceNumber: invoice.number,
      orderNumber: order.orderNumber,
      tax: refund.tax,
      total: refund.amount,
    });
    // Another shopper's token does not open it.
    const other = await verifiedUser("Nosy Neighbour");
    expect((await fetchPdf(`/orders/${order._id}/credit-notes/${number}.pdf`, { token: other.idToken })).status).toBe(
      403,
    );
  });
});

describe("a refund made in Stripe's dashboard", () => {
  test("when part of a payment is refunded at Stripe, then the charge event records it and issues a credit note", async () => {
    const tool = await newProduct({ price: 20, minimumOrder: 1, available: 10 });
    const shopper = await verifiedUser("Dash Board");
    const placed = await checkoutAs(shopper, [{ productId: tool._id, quantity: 2 }]);
    expect(placed.status, placed.text).toBe(201);
    const { intentId } = await payOrder(shopper, placed.body._id);
    await stripe.refunds.create({ payment_intent: intentId, amount: 700 });
    const invoice = await eventually(
      async () => {
        const answer = await invoiceOf(placed.body._id, { token: shopper.idToken });
        return answer.body.creditNotes?.length ? answer.body : undefined;
      },
      30_000,
      "the dashboard refund's credit note",
    );
    expect(invoice.creditNotes).toEqual([expect.objectContaining({ total: 7 })]);
  });
});

describe("erasure", () => {
  test("when the customer deletes their account, then the invoice stays exactly as issued, and their export listed it before", async () => {
    const tool = await newProduct({ price: 15, minimumOrder: 1, available: 10 });
    const shopper = await verifiedUser(`Erin Erased ${Date.now()}`);
    const placed = await checkoutAs(shopper, [{ productId: tool._id, quantity: 1 }], {
      shippingAddress: { ...deAddress, name: "Erin Erased" },
      shippingRateId: "international",
    });
    expect(placed.status, placed.text).toBe(201);
    await payOrder(shopper, placed.body._id);
    const exported = await call<DataExport>("GET", "/me/export", { token: shopper.idToken });
    const { idToken } = await admin();
    const before = (await invoiceOf(placed.body._id, { token: idToken })).body;
    expect(exported.body.invoices).toEqual([before]);
    const { db } = await adminSdk();
    const ref = db.collection("invoices").doc(placed.body._id);
    const stored = await ref.get();

    const erased = await call("DELETE", "/me", { token: shopper.idToken, body: { confirm: shopper.email } });
    expect(erased.status, erased.text).toBe(200);
    const order = (await call<Order>("GET", `/orders/${placed.body._id}`, { token: idToken })).body;
    expect(order.name).toBe("Deleted customer");

    const after = await ref.get();
    expect(after.updateTime!.isEqual(stored.updateTime!)).toBe(true);
    expect(after.data()).toEqual(stored.data());
    expect((await invoiceOf(placed.body._id, { token: idToken })).body).toEqual(before);
    expect(before.buyer).toMatchObject({ name: shopper.name ?? expect.any(String), email: shopper.email });
  }, 60_000);
});

describe("the receipt", () => {
  test("when a guest pays, then the receipt names the invoice and its link carries a key that opens the invoice", async () => {
    const tool = await newProduct({ price: 12, minimumOrder: 1, available: 10 });
    const placed = await checkoutAs(guest(), [{ productId: tool._id, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    const headers = { "x-order-key": placed.body.orderKey! };
    const intent = await call<{ clientSecret: string }>("POST", "/create-payment-intent", {
      headers,
      body: { orderId: placed.body._id },
    });
    expect(intent.status, intent.text).toBe(200);
    await confirmAtStandIn(intent.body.clientSecret.split("_secret_")[0]!);
    const receipt = await eventually(
      async () => (await mailsOf(placed.body._id)).find((mail) => mail.kind === "paid"),
      30_000,
      "the receipt",
    );
    const invoice: Invoice = (await invoiceOf(placed.body._id, { key: placed.body.orderKey! })).body;
    expect(receipt.message.text).toContain(`Invoice: ${invoice.number}`);
    const link = /(http\S+\/order\/\S+\?key=(\S+))/.exec(receipt.message.text);
    expect(link, receipt.message.text).not.toBeNull();
    const key = decodeURIComponent(link![2]!);
    expect(key).not.toBe(placed.body.orderKey);
    const byLink = await invoiceOf(placed.body._id, { key });
    expect(byLink.status, byLink.text).toBe(200);
    expect(byLink.body.number).toBe(invoice.number);
    const pdf = await fetchPdf(`/orders/${placed.body._id}/invoice.pdf`, { key });
    expect(pdf.status).toBe(200);
    expect((await invoiceOf(placed.body._id, { key: "not-the-key" })).status).toBe(403);
  });

  test("when an account's order is paid, then the receipt names the invoice and links to the order's page", async () => {
    const tool = await newProduct({ price: 12, minimumOrder: 1, available: 10 });
    const shopper = await verifiedUser("Rita Receipt");
    const placed = await checkoutAs(shopper, [{ productId: tool._id, quantity: 1 }]);
    await payOrder(shopper, placed.body._id);
    const receipt = await eventually(
      async () => (await mailsOf(placed.body._id)).find((mail) => mail.kind === "paid"),
      30_000,
      "the receipt",
    );
    const invoice = (await invoiceOf(placed.body._id, { token: shopper.idToken })).body;
    expect(receipt.message.text).toContain(`Invoice: ${invoice.number}`);
    expect(receipt.message.text).toContain(`/dashboard/orders/${placed.body._id}`);
  });
});
