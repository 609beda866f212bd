import { z } from "../zod";
import { isCountryCode } from "../checkout/countries";
import { requiredText } from "../fields";
import { dayField, EXPORT_DAYS_MAX } from "../overview/stats";

/**
 * Invoices and credit notes (docs/api.md, "Invoices"; docs/decisions/047-invoices.md): the owner's
 * invoicing settings, the frozen documents as the API shows them, and the owner's list.
 */

/** Before the owner sets them: invoices `INV-2026-000001`, credit notes `CN-2026-000001`. */
export const DEFAULT_INVOICE_PREFIX = "INV";
export const DEFAULT_CREDIT_NOTE_PREFIX = "CN";
/** Lines of the seller's street address (the city, postal code and country come apart). */
export const ADDRESS_LINES_MAX = 4;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;
/** The digits of a document's place in its year's sequence: `000001`. */
export const INVOICE_SEQUENCE_DIGITS = 6;
/** A document's number: `<prefix>-<YYYY>-<NNNNNN>` (more digits past 999,999 in a year). */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{1,10}-\d{4}-\d{6,}$/;

export const invoiceMessages = {
  prefix: "1 to 10 of A-Z and 0-9",
  samePrefix: "Must differ from the invoice prefix",
  country: "Not an ISO 3166-1 alpha-2 country code",
  addressLines: `1 to ${ADDRESS_LINES_MAX} lines`,
} as const;

const prefixField = (fallback: string) =>
  z
    .string({ error: invoiceMessages.prefix })
    .trim()
    .regex(INVOICE_PREFIX_PATTERN, invoiceMessages.prefix)
    .default(fallback);

/** PUT /settings/invoicing (owner): the whole settings; prefixes default to INV and CN, footer and taxId to "". */
export const invoicingSettingsInput = z
  .object({
    legalName: requiredText("Legal name is required", 100),
    addressLines: z
      .array(requiredText("An address line must not be empty", 100), { error: invoiceMessages.addressLines })
      .min(1, invoiceMessages.addressLines)
      .max(ADDRESS_LINES_MAX, invoiceMessages.addressLines),
    city: requiredText("City is required", 60),
    postalCode: requiredText("Postal code is required", 20),
    country: z
      .string({ error: invoiceMessages.country })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, invoiceMessages.country),
    taxId: z.string({ error: "Must be text" }).trim().max(40, "Must be 40 characters or fewer").default(""),
    invoicePrefix: prefixField(DEFAULT_INVOICE_PREFIX),
    creditNotePrefix: prefixField(DEFAULT_CREDIT_NOTE_PREFIX),
    footer: z.string({ error: "Must be text" }).trim().max(500, "Must be 500 characters or fewer").default(""),
  })
  .refine((settings) => settings.invoicePrefix !== settings.creditNotePrefix, {
    error: invoiceMessages.samePrefix,
    path: ["creditNotePrefix"],
  });
export type InvoicingSettingsInput = z.input<typeof invoicingSettingsInput>;

/** GET /settings/invoicing (owner): what the next invoice and credit note print as the seller. */
export const invoicingSettings = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2"),
  taxId: z.string().describe("The seller's VAT or tax ID, printed on every invoice"),
  invoicePrefix: z.string(),
  creditNotePrefix: z.string(),
  footer: z.string(),
});
export type InvoicingSettings = z.output<typeof invoicingSettings>;

/** The seller as printed on a document: the settings when it was issued, less the prefixes. */
export const invoiceSeller = invoicingSettings.omit({ invoicePrefix: true, creditNotePrefix: true });
export type InvoiceSeller = z.output<typeof invoiceSeller>;

/** The buyer as printed: the order's name, email and address when the invoice was issued. */
export const invoiceBuyer = z.object({
  name: z.string(),
  email: z.string(),
  addressLines: z.array(z.string()).describe("The street lines; the spec's one-product order: its location"),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});
export type InvoiceBuyer = z.output<typeof invoiceBuyer>;

export const invoiceLine = z.object({
  productId: z.string(),
  name: z.string(),
  variantLabel: z.string().describe('"Size: 8 in"; "" without options'),
  quantity: z.number().int(),
  unitPrice: z.number().describe("Dollars, as priced (including tax when the shop's prices do)"),
  discount: z.number().describe("Dollars: the line's share of the order's discount"),
  taxLabel: z.string().describe('"" when the line carries no tax'),
  taxRate: z.number().describe("A percent: 19"),
  tax: z.number().describe("Dollars"),
  amount: z.number().describe("Dollars, after the discount, before tax"),
});
export type InvoiceLine = z.output<typeof invoiceLine>;

export const invoiceShipping = z.object({
  label: z.string(),
  price: z.number().describe("Dollars, as charged (including tax when the shop's prices do)"),
  taxLabel: z.string(),
  taxRate: z.number(),
  tax: z.number(),
  amount: z.number().describe("Dollars, before tax"),
});

export const invoiceTax = z.object({
  label: z.string(),
  rate: z.number().describe("A percent"),
  taxable: z.number().describe("Dollars taxed at this rate, before tax"),
  tax: z.number(),
});
export type InvoiceTax = z.output<typeof invoiceTax>;

export const creditNoteSummary = z.object({
  number: z.string(),
  issuedAt: z.string(),
  total: z.number().describe("Dollars returned (positive)"),
});

/** GET /orders/{id}/invoice: the invoice as issued (frozen), and the credit notes issued against it. */
export const invoice = z.object({
  number: z.string().describe("INV-2026-000001"),
  issuedAt: z.string().describe("ISO date: when the payment was recorded"),
  seller: invoiceSeller,
  buyer: invoiceBuyer,
  lines: z.array(invoiceLine),
  shipping: invoiceShipping.nullable(),
  taxes: z.array(invoiceTax),
  subtotal: z.number().describe("Dollars: the lines as priced, before the discount"),
  discount: z.number(),
  tax: z.number(),
  total: z.number().describe("Dollars charged: the order's totalPrice"),
  pricesIncludeTax: z.boolean(),
  currency: z.string().describe("ISO 4217: USD"),
  orderId: z.string(),
  orderNumber: z.string(),
  creditNotes: z.array(creditNoteSummary),
});
export type Invoice = z.output<typeof invoice>;

export const invoiceKinds = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** GET /invoices?from=&to= (owner): one row per invoice and credit note issued on those UTC days. */
export const invoiceListRow = z.object({
  number: z.string(),
  kind: z.enum(invoiceKinds),
  issuedAt: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().describe("The invoice itself, or the one a credit note names"),
  tax: z.number(),
  total: z.number().describe("Dollars; a credit note's is the money returned (positive)"),
});
export type InvoiceListRow = z.output<typeof invoiceListRow>;

/** GET /invoices: the exports' UTC days, both included, and `format=csv` for the accountant. */
export const invoiceListQuery = z
  .object({ from: dayField, to: dayField, format: z.enum(["json", "csv"], { error: "json or csv" }).default("json") })
  .refine(({ from, to }) => from <= to, { error: "Must not be after to", path: ["from"] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < EXPORT_DAYS_MAX * 86_400_000, {
    error: `At most ${EXPORT_DAYS_MAX} days at a time`,
    path: ["to"],
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** A credit note's line: pieces given back, or one line for an amount (docs/decisions/047-invoices.md). */
export const creditNoteLine = invoiceLine.omit({ discount: true });

/** A credit note as issued (frozen): a refund's money and tax, naming its invoice. */
export const creditNote = z.object({
  number: z.string().describe("CN-2026-000001"),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  seller: invoiceSeller,
  buyer: invoiceBuyer,
  lines: z.array(creditNoteLine),
  taxes: z.array(invoiceTax),
  tax: z.number(),
  total: z.number().describe("Dollars returned (positive)"),
  pricesIncludeTax: z.boolean(),
  currency: z.string(),
  reason: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
});
export type CreditNote = z.output<typeof creditNote>;
