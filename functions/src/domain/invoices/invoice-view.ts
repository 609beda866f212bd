import type { CreditNote, Invoice, InvoiceListRow } from "@hometools/contract";
import { toDollars } from "../pricing";
import type { DocumentLine, DocumentTax, StoredCreditNote, StoredInvoice } from "./invoice-document";

/** What the API shows of invoices and credit notes: their stored cents as dollars, nothing added. */

const lineOf = ({ unitPriceCents, taxCents, amountCents, ...line }: DocumentLine) => ({
  ...line,
  unitPrice: toDollars(unitPriceCents),
  tax: toDollars(taxCents),
  amount: toDollars(amountCents),
});

const taxOf = ({ label, rate, taxableCents, taxCents }: DocumentTax) => ({
  label,
  rate,
  taxable: toDollars(taxableCents),
  tax: toDollars(taxCents),
});

/** GET /orders/{id}/invoice: the invoice and the credit notes issued against it. */
export function toInvoice(invoice: StoredInvoice, creditNotes: readonly StoredCreditNote[]): Invoice {
  const { shipping } = invoice;
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines.map(({ discountCents, ...line }) => ({ ...lineOf(line), discount: toDollars(discountCents) })),
    shipping: shipping && {
      label: shipping.label,
      price: toDollars(shipping.priceCents),
      taxLabel: shipping.taxLabel,
      taxRate: shipping.taxRate,
      tax: toDollars(shipping.taxCents),
      amount: toDollars(shipping.amountCents),
    },
    taxes: invoice.taxes.map(taxOf),
    subtotal: toDollars(invoice.subtotalCents),
    discount: toDollars(invoice.discountCents),
    tax: toDollars(invoice.taxCents),
    total: toDollars(invoice.totalCents),
    pricesIncludeTax: invoice.pricesIncludeTax,
    currency: invoice.currency,
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt,
      total: toDollars(note.totalCents),
    })),
  };
}

export function toCreditNote(note: StoredCreditNote): CreditNote {
  return {
    number: note.number,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    seller: note.seller,
    buyer: note.buyer,
    lines: note.lines.map(lineOf),
    taxes: note.taxes.map(taxOf),
    tax: toDollars(note.taxCents),
    total: toDollars(note.totalCents),
    pricesIncludeTax: note.pricesIncludeTax,
    currency: note.currency,
    reason: note.reason,
    orderId: note.orderId,
    orderNumber: note.orderNumber,
  };
}

/** One row of the owner's list (GET /invoices). */
export function listRowOf(document: StoredInvoice | StoredCreditNote): InvoiceListRow {
  const credit = "invoiceNumber" in document;
  return {
    number: document.number,
    kind: credit ? "credit-note" : "invoice",
    issuedAt: document.issuedAt,
    orderNumber: document.orderNumber,
    invoiceNumber: credit ? document.invoiceNumber : document.number,
    tax: toDollars(document.taxCents),
    total: toDollars(document.totalCents),
  };
}
