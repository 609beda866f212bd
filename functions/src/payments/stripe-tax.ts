import type Stripe from "stripe";
import { Refused } from "../domain/refused";
import { call } from "./stripe-client";

/**
 * Stripe Tax (docs/decisions/036, "Stripe Tax"): a Calculation for a quote or a checkout, a
 * Transaction once the order is paid, a Reversal per refund. Every create carries our idempotency
 * key, so a retry (the SDK's, a redelivered webhook's, an admin's second click) records nothing twice.
 * A Stripe that is down or erroring is the payments' 503 (stripe-client.ts); an address Stripe cannot
 * place is 400 on the shipping address.
 */
export interface TaxCalculationRequest {
  lines: ReadonlyArray<{ productId: string; quantity: number; amountCents: number; taxCode: string | null }>;
  shippingCents: number | null;
  inclusive: boolean;
  address: { line1?: string; line2?: string; city?: string; postalCode?: string; region?: string; country: string };
}

/** One rate of a calculation's breakdown, as the shop stores a tax line. */
export interface TaxBreakdownLine {
  label: string;
  /** A percent number (8.875). */
  rate: number;
  country: string;
  region: string | null;
  amountCents: number;
  /** What was taxed: with prices including tax, the amounts with their tax inside (as the rates engine keeps it). */
  taxableCents: number;
  /** Whether shipping was taxed at this rate. */
  shipping: boolean;
}

export interface TaxCalculation {
  id: string;
  taxCents: number;
  /** Each line's tax, in the request's order. */
  lineTaxes: number[];
  shippingTaxCents: number;
  breakdown: TaxBreakdownLine[];
}

/** A transaction's line as a reversal names it. */
export interface TaxTransactionLine {
  id: string;
  reference: string;
  quantity: number;
  amountCents: number;
  taxCents: number;
}

export interface TaxReversalRequest {
  transactionId: string;
  reference: string;
  /** `full`: all of it; otherwise the lines' amounts and tax (positive cents), or a flat amount with tax. */
  mode: "full" | "partial";
  lines?: ReadonlyArray<{ line: TaxTransactionLine; amountCents: number; taxCents: number; quantity: number }>;
  flatAmountCents?: number;
}

/** The general tax code: what a product without its own `taxCode` is sold as. */
export const GENERAL_TAX_CODE = "txcd_99999999";

const TAX_TYPES: Record<string, string> = {
  sales_tax: "sales tax",
  vat: "VAT",
  gst: "GST",
  hst: "HST",
  pst: "PST",
  qst: "QST",
  rst: "RST",
  jct: "JCT",
  igst: "IGST",
};

/**
 * A breakdown entry's label: "<state or country> <tax type>" ("NY sales tax", "DE VAT") from its
 * tax_rate_details (state, else country; tax_type in words).
 */
export function taxLabel(details: { country: string | null; state: string | null; tax_type: string | null }): string {
  const place = details.state || details.country || "";
  const type = details.tax_type ? (TAX_TYPES[details.tax_type] ?? details.tax_type.replace(/_/g, " ")) : "tax";
  return `${place} ${type}`.trim();
}

function locationRefused(error: unknown): never {
  if ((error as { code?: string }).code === "customer_tax_location_invalid") {
    throw new Refused({ kind: "address-not-taxable" });
  }
  throw error;
}

export async function calculateTax(request: TaxCalculationRequest): Promise<TaxCalculation> {
  const behavior = request.inclusive ? "inclusive" : "exclusive";
  const { address } = request;
  const params: Stripe.Tax.CalculationCreateParams = {
    currency: "usd",
    line_items: request.lines.map((line) => ({
      amount: line.amountCents,
      quantity: line.quantity,
      reference: line.productId,
      tax_behavior: behavior,
      tax_code: line.taxCode ?? GENERAL_TAX_CODE,
    })),
    customer_details: {
      address: {
        country: address.country,
        ...(address.line1 && { line1: address.line1 }),
        ...(address.line2 && { line2: address.line2 }),
        ...(address.city && { city: address.city }),
        ...(address.postalCode && { postal_code: address.postalCode }),
        ...(address.region && { state: address.region }),
      },
      address_source: "shipping",
    },
    ...(request.shippingCents !== null && { shipping_cost: { amount: request.shippingCents, tax_behavior: behavior } }),
    expand: ["line_items"],
  };
  const calculation = await call("tax calculation", (sdk) => sdk.tax.calculations.create(params)).catch(
    locationRefused,
  );
  const taxCents = calculation.tax_amount_exclusive + calculation.tax_amount_inclusive;
  const lines = calculation.line_items?.data ?? [];
  const shippingTaxCents = calculation.shipping_cost?.amount_tax ?? 0;
  const shippingTaxed = shippingTaxCents > 0;
  const breakdown = calculation.tax_breakdown
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({
      label: taxLabel(entry.tax_rate_details),
      rate: Number(entry.tax_rate_details.percentage_decimal),
      country: entry.tax_rate_details.country ?? address.country,
      region: entry.tax_rate_details.state ?? null,
      amountCents: entry.amount,
      taxableCents: entry.taxable_amount + (entry.inclusive ? entry.amount : 0),
      shipping: shippingTaxed,
    }));
  return {
    id: calculation.id!,
    taxCents,
    // Stripe answers the lines in the order asked; a missing one would be Stripe's error, not a free line.
    lineTaxes: request.lines.map((_, index) => lines[index]?.amount_tax ?? 0),
    shippingTaxCents,
    breakdown,
  };
}

/** Records a paid order's calculation as a Transaction (reference: its order number), once per key. */
export async function recordTaxTransaction(calculationId: string, reference: string, idempotencyKey: string) {
  const transaction = await call("tax transaction", (sdk) =>
    sdk.tax.transactions.createFromCalculation({ calculation: calculationId, reference }, { idempotencyKey }),
  );
  return { id: transaction.id };
}

export async function listTaxTransactionLines(transactionId: string): Promise<TaxTransactionLine[]> {
  const page = await call("tax transaction lines", (sdk) =>
    sdk.tax.transactions.listLineItems(transactionId, { limit: 100 }),
  );
  return page.data.map((line) => ({
    id: line.id,
    reference: line.reference,
    quantity: line.quantity,
    amountCents: line.amount,
    taxCents: line.amount_tax,
  }));
}

/** A refund's Reversal, once per key; amounts are sent negative, as Stripe takes them. */
export async function reverseTaxTransaction(request: TaxReversalRequest, idempotencyKey: string) {
  const params: Stripe.Tax.TransactionCreateReversalParams = {
    mode: request.mode,
    original_transaction: request.transactionId,
    reference: request.reference,
    ...(request.lines && {
      line_items: request.lines.map(({ line, amountCents, taxCents, quantity }) => ({
        original_line_item: line.id,
        reference: line.reference,
        amount: -amountCents,
        amount_tax: -taxCents,
        quantity,
      })),
    }),
    ...(request.flatAmountCents !== undefined && { flat_amount: -request.flatAmountCents }),
  };
  const reversal = await call("tax reversal", (sdk) => sdk.tax.transactions.createReversal(params, { idempotencyKey }));
  return { id: reversal.id };
}
