import { lineKey, type InvoiceBuyer, type InvoiceSeller } from "@hometools/contract";
import type { Address } from "../checkout/address";
import type { StoredOrderLine } from "../orders/order-lines";
import type { Pieces } from "../after-sale/refunds";
import { pieceShare, spreadCents, type TaxLine } from "../taxes/tax";

/**
 * Invoices and credit notes as issued (docs/decisions/047-invoices.md), pure: everything printed on
 * one is taken from the order's stored figures (its lines, discount spread, tax per line and per
 * rate, shipping, totals, as domain/orders/order-total.ts and domain/taxes/tax.ts made them when the
 * order was placed) and from a refund's own figures, never added up anew, so a document equals its
 * order or refund to the cent. Money in integer cents; the API's dollars are made in invoice-view.ts.
 */

export const INVOICE_CURRENCY = "USD";

/** A line as printed: `amountCents` after the discount and before tax. */
export interface DocumentLine {
  productId: string;
  name: string;
  variantLabel: string;
  quantity: number;
  /** As priced: including tax when the shop's prices do. */
  unitPriceCents: number;
  taxLabel: string;
  taxRate: number;
  taxCents: number;
  amountCents: number;
}

export interface InvoiceLineCents extends DocumentLine {
  discountCents: number;
}

export interface DocumentTax {
  label: string;
  rate: number;
  /** Taxed at this rate, before tax. */
  taxableCents: number;
  taxCents: number;
}

/** An invoice as stored, frozen when issued. */
export interface StoredInvoice {
  number: string;
  orderId: string;
  orderNumber: string;
  issuedAt: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLineCents[];
  shipping: {
    label: string;
    priceCents: number;
    taxLabel: string;
    taxRate: number;
    taxCents: number;
    amountCents: number;
  } | null;
  taxes: DocumentTax[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  pricesIncludeTax: boolean;
  currency: string;
}

/** A credit note as stored, frozen when issued: one refund, naming the invoice it corrects. */
export interface StoredCreditNote {
  number: string;
  orderId: string;
  orderNumber: string;
  invoiceNumber: string;
  refundId: string;
  issuedAt: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: DocumentLine[];
  taxes: DocumentTax[];
  taxCents: number;
  /** The money returned (positive). */
  totalCents: number;
  pricesIncludeTax: boolean;
  currency: string;
  reason: string;
}

/** What an invoice needs of an order (data/orders' StoredOrder has it). */
export interface InvoicedOrder {
  _id: string;
  orderNumber: string;
  name: string;
  email: string;
  location: string;
  shippingAddress: Address | null;
  lines: readonly StoredOrderLine[];
  shipping: { label: string; amountCents: number } | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  taxLines: readonly TaxLine[];
  totalCents: number;
  pricesIncludeTax: boolean;
}

/** A refund as the order keeps it (domain/after-sale/refunds.ts, RefundRecord). */
export interface CreditedRefund {
  refundId: string;
  amountCents: number;
  taxCents: number;
  lines: readonly Pieces[];
  reason: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const NO_TAX = { taxLabel: "", taxRate: 0 };

/**
 * The rate printed beside a taxed line: the order's one rate, or under Stripe Tax, where an
 * address may owe several (state and county), their labels joined and their percents added.
 */
function rateOf(taxLines: readonly TaxLine[]): { taxLabel: string; taxRate: number } {
  if (taxLines.length === 0) return NO_TAX;
  return {
    taxLabel: taxLines.map((line) => line.label).join(" + "),
    taxRate: Math.round(sum(taxLines.map((line) => line.rate)) * 1000) / 1000,
  };
}

/** The buyer when the invoice is issued: the order's name and email, its shipping address or location. */
export function buyerOf(order: InvoicedOrder): InvoiceBuyer {
  const address = order.shippingAddress;
  if (!address) {
    return {
      name: order.name,
      email: order.email,
      addressLines: order.location ? [order.location] : [],
      city: "",
      postalCode: "",
      region: null,
      country: null,
    };
  }
  const recipient = address.name && address.name !== order.name ? [address.name] : [];
  return {
    name: order.name,
    email: order.email,
    addressLines: [...recipient, address.line1, ...(address.line2 ? [address.line2] : [])].filter(Boolean),
    city: address.city,
    postalCode: address.postalCode,
    region: address.region ?? null,
    country: address.country || null,
  };
}

/**
 * The order's invoice, numbered `number` and issued `at` by `seller`. Each line: its discount share
 * and tax as stored; its amount before tax is the discounted amount, less the tax inside it when
 * prices include tax. Shipping's tax is what the order's tax holds beyond its lines'. Per rate: the
 * order's tax lines (the taxable amount before tax). Subtotal, discount, tax and total: the order's.
 */
export function invoiceOf(order: InvoicedOrder, seller: InvoiceSeller, number: string, at: Date): StoredInvoice {
  const inside = order.pricesIncludeTax;
  const rate = rateOf(order.taxLines);
  const lines = order.lines.map((line) => {
    const discounted = line.lineTotalCents - line.discountCents;
    return {
      productId: line.productId,
      name: line.productName,
      variantLabel: line.variantLabel,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      ...(line.taxCents > 0 || order.taxLines.length > 0 ? rate : NO_TAX),
      taxCents: line.taxCents,
      amountCents: discounted - (inside ? line.taxCents : 0),
    };
  });
  const shippingTax = order.taxCents - sum(order.lines.map((line) => line.taxCents));
  return {
    number,
    orderId: order._id,
    orderNumber: order.orderNumber,
    issuedAt: at.toISOString(),
    seller,
    buyer: buyerOf(order),
    lines,
    shipping: order.shipping && {
      label: order.shipping.label,
      priceCents: order.shipping.amountCents,
      ...(shippingTax > 0 || shippingTaxed(order) ? rate : NO_TAX),
      taxCents: shippingTax,
      amountCents: order.shipping.amountCents - (inside ? shippingTax : 0),
    },
    taxes: order.taxLines.map((line) => ({
      label: line.label,
      rate: line.rate,
      taxableCents: line.taxableCents - (inside ? line.amountCents : 0),
      taxCents: line.amountCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    pricesIncludeTax: inside,
    currency: INVOICE_CURRENCY,
  };
}

/** Whether the order's one rate taxed its shipping: its taxable amount holds more than the lines'. */
function shippingTaxed(order: InvoicedOrder): boolean {
  if (order.taxLines.length !== 1 || !order.shipping || order.shipping.amountCents === 0) return false;
  const lines = sum(order.lines.map((line) => line.lineTotalCents - line.discountCents));
  return order.taxLines[0]!.taxableCents - lines >= order.shipping.amountCents;
}

/** Parts scaled down to `total` (largest remainder) when they add up to more; as they are otherwise. */
const atMost = (parts: number[], total: number) => (sum(parts) > total ? spreadCents(total, parts) : parts);

/**
 * A refund's credit note, numbered `number`, issued `at` by `seller`, naming `invoice` (whose buyer
 * it repeats). Its total and tax are the refund's own (domain/after-sale/refunds.ts made them).
 * Pieces: each line's share as the refund priced it (k of n pieces: k/n of the line's discounted
 * amount and of its tax, the last pieces what is left, after the pieces refunded `before`). What the
 * refund holds beyond its pieces (shipping, with the last refund; a refund of an amount) is one more
 * line, with the tax left. Per rate: the refund's tax spread over the order's rates in proportion to
 * the tax each charged, and its taxed amount before tax in proportion to what each taxed (largest
 * remainder, domain/taxes/tax.ts spreadCents).
 */
export function creditNoteOf(
  invoice: StoredInvoice,
  order: InvoicedOrder,
  refund: CreditedRefund,
  before: readonly CreditedRefund[],
  seller: InvoiceSeller,
  number: string,
  at: Date,
): StoredCreditNote {
  const inside = order.pricesIncludeTax;
  const rate = rateOf(order.taxLines);
  const pieces = refund.lines.flatMap((piece) => {
    const line = order.lines.find((candidate) => lineKey(candidate) === lineKey(piece));
    if (!line || piece.quantity <= 0) return [];
    const earlier = before.flatMap((done) =>
      done.lines.filter((taken) => lineKey(taken) === lineKey(piece)).map((taken) => taken.quantity),
    );
    const goods = pieceShare(line.lineTotalCents - line.discountCents, piece.quantity, line.quantity, earlier);
    const tax = pieceShare(line.taxCents, piece.quantity, line.quantity, earlier);
    return [{ line, quantity: piece.quantity, tax, money: goods + (inside ? 0 : tax) }];
  });
  const taxes = atMost(
    pieces.map((piece) => piece.tax),
    refund.taxCents,
  );
  const money = atMost(
    pieces.map((piece) => piece.money),
    refund.amountCents,
  );
  const lines: DocumentLine[] = pieces.map((piece, index) => ({
    productId: piece.line.productId,
    name: piece.line.productName,
    variantLabel: piece.line.variantLabel,
    quantity: piece.quantity,
    unitPriceCents: piece.line.unitPriceCents,
    ...(taxes[index]! > 0 || order.taxLines.length > 0 ? rate : NO_TAX),
    taxCents: taxes[index]!,
    amountCents: money[index]! - taxes[index]!,
  }));
  const restTax = refund.taxCents - sum(taxes);
  const restMoney = refund.amountCents - sum(money);
  if (restMoney > 0 || restTax > 0) {
    const name =
      pieces.length === 0
        ? "Refund of an amount"
        : order.shipping
          ? `Shipping (${order.shipping.label})`
          : "Adjustment";
    lines.push({
      productId: "",
      name,
      variantLabel: "",
      quantity: 1,
      unitPriceCents: restMoney - (inside ? 0 : restTax),
      ...(restTax > 0 ? rate : NO_TAX),
      taxCents: restTax,
      amountCents: restMoney - restTax,
    });
  }
  const taxedNet = sum(lines.filter((line) => line.taxLabel !== "").map((line) => line.amountCents));
  const byRate = spreadCents(
    refund.taxCents,
    order.taxLines.map((line) => line.amountCents),
  );
  const netByRate = spreadCents(
    taxedNet,
    order.taxLines.map((line) => line.taxableCents),
  );
  return {
    number,
    orderId: order._id,
    orderNumber: order.orderNumber,
    invoiceNumber: invoice.number,
    refundId: refund.refundId,
    issuedAt: at.toISOString(),
    seller,
    buyer: invoice.buyer,
    lines,
    taxes: order.taxLines.map((line, index) => ({
      label: line.label,
      rate: line.rate,
      taxableCents: netByRate[index]!,
      taxCents: byRate[index]!,
    })),
    taxCents: refund.taxCents,
    totalCents: refund.amountCents,
    pricesIncludeTax: inside,
    currency: invoice.currency,
    reason: refund.reason,
  };
}
