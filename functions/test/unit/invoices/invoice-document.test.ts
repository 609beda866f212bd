import { describe, expect, test } from "vitest";
import {
  planRefund,
  recordRefund,
  type RefundRecord,
  type RefundableOrder,
} from "../../../src/domain/after-sale/refunds";
import { creditNoteOf, invoiceOf, type InvoicedOrder } from "../../../src/domain/invoices/invoice-document";
import { orderTax, taxLineOf, type TaxRule } from "../../../src/domain/taxes/tax";
import { seedTaxRates } from "../../../../stack/seed-data";

/** The seed's rates (docs/api.md, "Taxes"): Germany's VAT taxes shipping, California's does not. */
const rateOf = (id: string): TaxRule => seedTaxRates.find((rate) => rate.id === id)!;
const germanVat = rateOf("de");
const caTax = rateOf("us-ca");
const seller = {
  legalName: "Home Tools Supply LLC",
  addressLines: ["350 Fifth Avenue"],
  city: "New York",
  postalCode: "10118",
  country: "US",
  taxId: "EU372012345",
  footer: "",
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** An order as checkout stores it: lines, the discount spread and each line's tax from domain/taxes. */
function order(
  lines: Array<{ unitPriceCents: number; quantity: number }>,
  options: { discountCents: number; shippingCents: number; rule: TaxRule; pricesIncludeTax: boolean },
): InvoicedOrder & RefundableOrder {
  const amounts = lines.map((line) => line.unitPriceCents * line.quantity);
  const tax = orderTax({
    lines: amounts.map((amountCents) => ({ amountCents, discounted: true })),
    discountCents: options.discountCents,
    shippingCents: options.shippingCents,
    rule: options.rule,
    pricesIncludeTax: options.pricesIncludeTax,
  });
  return {
    _id: "order-1",
    orderNumber: "HT-ABCDEF",
    name: "Greta Gast",
    email: "greta@example.com",
    location: "",
    shippingAddress: {
      name: "Greta Gast",
      line1: "Lindenstraße 5",
      city: "München",
      postalCode: "80331",
      country: "DE",
    },
    lines: lines.map((line, index) => ({
      productId: `p${index}`,
      productName: `Tool ${index}`,
      variantId: "default",
      variantLabel: "",
      sku: null,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: amounts[index]!,
      discountCents: tax.lineDiscounts[index]!,
      taxCents: tax.lineTaxes[index]!,
    })),
    shipping: { label: "International", amountCents: options.shippingCents },
    subtotalCents: sum(amounts),
    discountCents: options.discountCents,
    taxCents: tax.taxCents,
    taxLines: tax.taxLines.map(({ rule, taxableCents, amountCents }) => taxLineOf(rule, taxableCents, amountCents)),
    totalCents: tax.totalCents,
    pricesIncludeTax: options.pricesIncludeTax,
    status: "paid",
    shippedAt: null,
    transactionId: "pi_1",
    refunds: [],
    refundedTotalCents: 0,
    refundedTaxCents: 0,
    pendingRefunds: [],
    openReturns: [],
    history: [],
  };
}

describe("an invoice's figures", () => {
  test("when prices include VAT, with a discount and taxed shipping, then lines and shipping before tax plus the tax make the order's total, and each rate's taxable amount is before tax", () => {
    const placed = order(
      [
        { unitPriceCents: 1190, quantity: 2 },
        { unitPriceCents: 4999, quantity: 1 },
      ],
      { discountCents: 500, shippingCents: 2499, rule: germanVat, pricesIncludeTax: true },
    );
    const invoice = invoiceOf(placed, seller, "INV-2026-000001", new Date("2026-05-01T12:00:00Z"));
    expect(invoice).toMatchObject({
      number: "INV-2026-000001",
      issuedAt: "2026-05-01T12:00:00.000Z",
      subtotalCents: placed.subtotalCents,
      discountCents: 500,
      taxCents: placed.taxCents,
      totalCents: placed.totalCents,
      buyer: { name: "Greta Gast", addressLines: ["Lindenstraße 5"], city: "München", country: "DE" },
    });
    const net = sum(invoice.lines.map((line) => line.amountCents)) + invoice.shipping!.amountCents;
    expect(net + invoice.taxCents).toBe(placed.totalCents);
    expect(invoice.lines.map((line) => line.taxCents)).toEqual(placed.lines.map((line) => line.taxCents));
    expect(invoice.lines.every((line) => line.taxLabel === "Germany VAT" && line.taxRate === 19)).toBe(true);
    expect(invoice.shipping).toMatchObject({ priceCents: 2499, taxCents: 399, taxRate: 19 });
    expect(invoice.taxes).toEqual([{ label: "Germany VAT", rate: 19, taxableCents: net, taxCents: placed.taxCents }]);
  });

  test("when prices exclude tax and the rate spares shipping, then shipping carries no rate and the total adds the tax on top", () => {
    const placed = order([{ unitPriceCents: 1999, quantity: 3 }], {
      discountCents: 0,
      shippingCents: 599,
      rule: caTax,
      pricesIncludeTax: false,
    });
    const invoice = invoiceOf(placed, seller, "INV-2026-000002", new Date());
    expect(invoice.shipping).toMatchObject({ taxLabel: "", taxRate: 0, taxCents: 0, amountCents: 599 });
    expect(invoice.lines[0]).toMatchObject({ amountCents: 5997, taxLabel: "California sales tax", taxRate: 7.25 });
    expect(sum(invoice.lines.map((line) => line.amountCents)) + 599 + invoice.taxCents).toBe(placed.totalCents);
    expect(invoice.taxes[0]!.taxableCents).toBe(5997);
  });
});

describe("credit notes", () => {
  test("when an order is refunded piece by piece, by an amount and then in full, then each note's total and tax are its refund's, its lines add up to them, and the notes add up to the order", () => {
    let placed = order(
      [
        { unitPriceCents: 1999, quantity: 3 },
        { unitPriceCents: 750, quantity: 1 },
      ],
      { discountCents: 700, shippingCents: 2499, rule: germanVat, pricesIncludeTax: true },
    );
    const invoice = invoiceOf(placed, seller, "INV-2026-000003", new Date());
    const requests = [{ lines: [{ productId: "p0", quantity: 1 }] }, { amountCents: 1000 }, {}];
    const notes = requests.map((request, index) => {
      const pending = planRefund(placed, request, { by: "owner", at: new Date(), key: `k${index}` });
      const { key: _key, ...terms } = pending;
      const refund: RefundRecord = { ...terms, refundId: `re_${index}` };
      const note = creditNoteOf(
        invoice,
        placed,
        refund,
        placed.refunds,
        seller,
        `CN-2026-00000${index + 1}`,
        new Date(),
      );
      expect(note).toMatchObject({
        invoiceNumber: "INV-2026-000003",
        totalCents: refund.amountCents,
        taxCents: refund.taxCents,
      });
      expect(sum(note.lines.map((line) => line.amountCents + line.taxCents))).toBe(refund.amountCents);
      expect(sum(note.lines.map((line) => line.taxCents))).toBe(refund.taxCents);
      expect(sum(note.taxes.map((tax) => tax.taxCents))).toBe(refund.taxCents);
      placed = { ...placed, ...recordRefund(placed, refund, null).changes, pendingRefunds: [] };
      return note;
    });
    expect(notes[0]!.lines).toEqual([expect.objectContaining({ productId: "p0", quantity: 1, taxRate: 19 })]);
    expect(notes[1]!.lines).toEqual([expect.objectContaining({ name: "Refund of an amount", quantity: 1 })]);
    // The last refund: the pieces left and the shipping.
    expect(notes[2]!.lines.map((line) => line.name)).toEqual(["Tool 0", "Tool 1", "Shipping (International)"]);
    expect(sum(notes.map((note) => note.totalCents))).toBe(invoice.totalCents);
    expect(sum(notes.map((note) => note.taxCents))).toBe(invoice.taxCents);
  });
});
