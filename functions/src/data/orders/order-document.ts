import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import {
  DEFAULT_VARIANT_ID,
  orderStatuses,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
} from "@hometools/contract";
import type { StoredOrderLine } from "../../domain/orders/order-lines";
import type { TaxLine } from "../../domain/taxes/tax";
import type { OpenReturn, PendingRefund, Pieces, RefundRecord } from "../../domain/after-sale/refunds";
import { isoDate } from "../firebase";
import { readCents, type MoneyField } from "../money-fields";

// An order document as stored, and how one is read: an order stored before a field existed (dollars
// before cents, one product before lines, no refunds or checkout) reads as today's shape.

/** The order's money fields: cents, and the dollars stored before (`npm run migrate` converts them). */
export const UNIT_PRICE: MoneyField = { cents: "unitPriceCents", legacyDollars: "unitPrice" };
export const TOTAL: MoneyField = { cents: "totalCents", legacyDollars: "totalPrice" };

/**
 * An order as stored and as the services compute with it: money in integer cents (the API shows
 * dollars), with the fields the API never shows.
 */
export interface StoredOrder extends Omit<
  Order,
  | "unitPrice"
  | "totalPrice"
  | "lines"
  | "refunds"
  | "refundedTotal"
  | "shipping"
  | "subtotal"
  | "discount"
  | "tax"
  | "taxLines"
  | "refundedTax"
> {
  unitPriceCents: number | null;
  totalCents: number;
  lines: StoredOrderLine[];
  refunds: RefundRecord[];
  refundedTotalCents: number;
  /** The tax inside what was refunded so far (each refund's `taxCents`). */
  refundedTaxCents: number;
  /** Refunds asked of Stripe and not yet recorded (domain/after-sale/refunds.ts); never shown. */
  pendingRefunds: PendingRefund[];
  /** Returns asked for and not yet refunded or rejected, with their pieces; never shown. */
  openReturns: OpenReturn[];
  paymentIntentId: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  /** The checkout's money (POST /checkout): totalCents = subtotalCents - discountCents + shipping. */
  shipping: { rateId: string; label: string; amountCents: number } | null;
  subtotalCents: number;
  discountCents: number;
  /** The lines' tax and shipping's (docs/api.md, "Taxes"); in totalCents unless prices include tax. */
  taxCents: number;
  taxLines: StoredTaxLine[];
  /** The hidden half of a checkout order: a guest's key (sha256), email and client, the code's uses. */
  checkout: StoredCheckoutSecrets;
  /**
   * Whether the buyer's email was verified when the order was placed (the ID token's
   * email_verified; false for a guest): mail before payment goes only to a verified address.
   */
  emailVerified: boolean;
  /** The uid of the account that cancelled it (the hold limits count a shopper's own cancels). */
  cancelledBy: string | null;
  /** The invoice issued when the payment was recorded (`invoices/{orderId}`); null before. Never shown here. */
  invoiceNumber: string | null;
  /** The credit note of each refund, in order (`creditNotes/{number}`). Never shown here. */
  creditNoteNumbers: string[];
}

/** One rate applied to an order, with where it applies and what it taxed (for the tax report). */
export type StoredTaxLine = TaxLine;

/** What the API never shows of a checkout order (docs/decisions/031). */
export interface StoredCheckoutSecrets {
  /** sha256 (hex) of the guest's order key; null for an account's order. */
  orderKeyHash: string | null;
  /** A guest order's email, lower-case, until an account with that verified email claims it. */
  guestEmail: string | null;
  /** sha256 of the client address a guest ordered from (the per-address hold limit). */
  clientKey: string | null;
  /** The discount code's redemption documents, given back when the unpaid order ends. */
  redemptionIds: string[];
  /** Hashes of the keys sent in a guest's mails (links to its order page); they open it as orderKey does. */
  mailKeyHashes: string[];
}

type CheckoutFields = Pick<
  StoredOrder,
  | "guest"
  | "shippingAddress"
  | "shipping"
  | "subtotalCents"
  | "discountCents"
  | "code"
  | "checkout"
  | "taxCents"
  | "taxLines"
  | "pricesIncludeTax"
  | "taxCalculationId"
  | "taxTransactionId"
>;
export const noCheckout = (totalCents: number): CheckoutFields => ({
  guest: false,
  shippingAddress: null,
  shipping: null,
  subtotalCents: totalCents,
  discountCents: 0,
  code: null,
  taxCents: 0,
  taxLines: [],
  pricesIncludeTax: false,
  taxCalculationId: null,
  taxTransactionId: null,
  checkout: { orderKeyHash: null, guestEmail: null, clientKey: null, redemptionIds: [], mailKeyHashes: [] },
});

/** The dates of later moves: a new order stores them as null. */
export const laterDates = ["paidAt", "shippedAt", "refundedAt", "deletedAt"] as const;

/** What the repository sets on a new order: its number and an empty after-sale record. */
type AfterSaleFields =
  | "orderNumber"
  | "refunds"
  | "refundedTotalCents"
  | "refundedTaxCents"
  | "pendingRefunds"
  | "openReturns"
  | "invoiceNumber"
  | "creditNoteNumbers";

/** A new order's fields; the repository sets createdAt, the order number and the empty dates of later moves. */
export type NewStoredOrder = Omit<
  StoredOrder,
  "_id" | "createdAt" | "expiresAt" | (typeof laterDates)[number] | AfterSaleFields | keyof CheckoutFields
> &
  Partial<Pick<StoredOrder, keyof CheckoutFields>> & {
    createdAt: Date;
    expiresAt: Date;
  };

/** What a service may change on an order (dates as Date; they are stored as Timestamps). */
export interface OrderChanges {
  paid?: boolean;
  status?: OrderStatus;
  disputed?: boolean;
  transactionId?: string;
  /** Stripe Tax's transaction, recorded once the order is paid (services/taxes/stripe-tax-engine.ts). */
  taxTransactionId?: string;
  paymentIntentId?: string;
  expiresAt?: Date | null;
  paidAt?: Date;
  shippedAt?: Date;
  refundedAt?: Date;
  deletedAt?: Date;
  deletedBy?: string;
  cancelledBy?: string;
  history?: OrderHistoryEntry[];
  orderNumber?: string;
  refunds?: RefundRecord[];
  refundedTotalCents?: number;
  refundedTaxCents?: number;
  pendingRefunds?: PendingRefund[];
  openReturns?: OpenReturn[];
  invoiceNumber?: string;
  creditNoteNumbers?: string[];
}

function toHistory(value: unknown): OrderHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    at: String(entry.at ?? ""),
    status: toStatus(entry.status),
    by: String(entry.by ?? ""),
    reason: String(entry.reason ?? ""),
  }));
}

function toStatus(value: unknown): OrderStatus {
  return orderStatuses.includes(value as OrderStatus) ? (value as OrderStatus) : "pending";
}

/** A line's variant; a line stored before variants was the tool's own (`default`). */
function variantOf(entry: Record<string, unknown>) {
  return {
    variantId: typeof entry.variantId === "string" ? entry.variantId : DEFAULT_VARIANT_ID,
    variantLabel: typeof entry.variantLabel === "string" ? entry.variantLabel : "",
    sku: typeof entry.sku === "string" ? entry.sku : null,
  };
}

function toLine(entry: Record<string, unknown>): StoredOrderLine {
  const quantity = Number(entry.quantity ?? 0);
  const unitPriceCents = Number(entry.unitPriceCents ?? 0);
  return {
    productId: String(entry.productId ?? ""),
    productName: String(entry.productName ?? ""),
    ...variantOf(entry),
    unitPriceCents,
    quantity,
    lineTotalCents: typeof entry.lineTotalCents === "number" ? entry.lineTotalCents : unitPriceCents * quantity,
    discountCents: typeof entry.discountCents === "number" ? entry.discountCents : 0,
    taxCents: typeof entry.taxCents === "number" ? entry.taxCents : 0,
  };
}

/** The order's lines; an order stored before orders had lines reads as its one line. */
export function linesOf(data: DocumentData): StoredOrderLine[] {
  if (Array.isArray(data.lines) && data.lines.length > 0) return data.lines.map(toLine);
  return [
    {
      productId: String(data.productId ?? ""),
      productName: String(data.productName ?? ""),
      ...variantOf({}),
      unitPriceCents: readCents(data, UNIT_PRICE),
      quantity: Number(data.quantity ?? 0),
      lineTotalCents: readCents(data, TOTAL),
      discountCents: 0,
      taxCents: 0,
    },
  ];
}

/** Pieces as an order's refunds and returns store them (a return document too). */
export function toPieces(value: unknown): Pieces[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    productId: String(entry.productId ?? ""),
    productName: String(entry.productName ?? ""),
    ...variantOf(entry),
    quantity: Number(entry.quantity ?? 0),
  }));
}

function toRefund(entry: Record<string, unknown>): RefundRecord {
  return {
    refundId: String(entry.refundId ?? ""),
    amountCents: Number(entry.amountCents ?? 0),
    taxCents: typeof entry.taxCents === "number" ? entry.taxCents : 0,
    lines: toPieces(entry.lines),
    restock: entry.restock === true,
    reason: String(entry.reason ?? ""),
    at: String(entry.at ?? ""),
    by: String(entry.by ?? ""),
    returnId: (entry.returnId as string | null) ?? null,
    taxReversalId: typeof entry.taxReversalId === "string" ? entry.taxReversalId : null,
  };
}

function toTaxLine(entry: Record<string, unknown>): StoredTaxLine {
  return {
    label: String(entry.label ?? ""),
    rate: Number(entry.rate ?? 0),
    amountCents: Number(entry.amountCents ?? 0),
    country: String(entry.country ?? ""),
    region: typeof entry.region === "string" ? entry.region : null,
    taxableCents: Number(entry.taxableCents ?? 0),
  };
}

function toPending(entry: Record<string, unknown>): PendingRefund {
  return { ...toRefund(entry), key: String(entry.key ?? "") };
}

const records = <T>(value: unknown, convert: (entry: Record<string, unknown>) => T): T[] =>
  Array.isArray(value) ? value.map(convert) : [];

/** Refunded so far; an order refunded before partial refunds existed was refunded in full. */
function refundedCentsOf(data: DocumentData, totalCents: number): number {
  if (typeof data.refundedTotalCents === "number") return data.refundedTotalCents;
  return data.status === "refunded" ? totalCents : 0;
}

/** The address as stored; an erased customer's has only country and region left (docs/privacy.md). */
function toAddress(value: unknown): StoredOrder["shippingAddress"] {
  if (!value || typeof value !== "object") return null;
  const address = value as Record<string, unknown>;
  const text = (field: string) => (typeof address[field] === "string" ? (address[field] as string) : "");
  return {
    name: text("name"),
    line1: text("line1"),
    ...(typeof address.line2 === "string" && { line2: address.line2 }),
    city: text("city"),
    ...(typeof address.region === "string" && { region: address.region }),
    postalCode: text("postalCode"),
    country: text("country"),
  };
}

export function toStoredOrder(snapshot: DocumentSnapshot): StoredOrder {
  const data = snapshot.data() ?? {};
  const several = Array.isArray(data.lines) && data.lines.length > 1;
  const totalCents = readCents(data, TOTAL);
  return {
    _id: snapshot.id,
    orderNumber: String(data.orderNumber ?? ""),
    uid: String(data.uid ?? ""),
    name: String(data.name ?? ""),
    email: String(data.email ?? ""),
    productId: several ? null : String(data.productId ?? ""),
    productName: String(data.productName ?? ""),
    unitPriceCents: several ? null : readCents(data, UNIT_PRICE),
    quantity: Number(data.quantity ?? 0),
    lines: linesOf(data),
    number: String(data.number ?? ""),
    location: String(data.location ?? ""),
    totalCents,
    paid: data.paid === true,
    status: toStatus(data.status),
    disputed: data.disputed === true,
    expiresAt: isoDate(data.expiresAt),
    transactionId: (data.transactionId as string | null) ?? null,
    paymentIntentId: (data.paymentIntentId as string | null) ?? null,
    createdAt: isoDate(data.createdAt),
    paidAt: isoDate(data.paidAt),
    shippedAt: isoDate(data.shippedAt),
    refundedAt: isoDate(data.refundedAt),
    deletedAt: isoDate(data.deletedAt),
    deletedBy: (data.deletedBy as string | null) ?? null,
    history: toHistory(data.history),
    // Orders stored before the field existed were mailed as verified then; they keep that.
    emailVerified: data.emailVerified !== false,
    cancelledBy: typeof data.cancelledBy === "string" ? data.cancelledBy : null,
    invoiceNumber: typeof data.invoiceNumber === "string" ? data.invoiceNumber : null,
    creditNoteNumbers: Array.isArray(data.creditNoteNumbers) ? data.creditNoteNumbers.map(String) : [],
    refunds: records(data.refunds, toRefund),
    refundedTotalCents: refundedCentsOf(data, totalCents),
    refundedTaxCents: typeof data.refundedTaxCents === "number" ? data.refundedTaxCents : 0,
    pendingRefunds: records(data.pendingRefunds, toPending),
    openReturns: records(data.openReturns, (entry) => ({
      returnId: String(entry.returnId ?? ""),
      lines: toPieces(entry.lines),
    })),
    ...checkoutOf(data, readCents(data, TOTAL)),
  };
}

/** The checkout's fields; an order placed otherwise reads as one with no address, shipping or code. */
function checkoutOf(data: DocumentData, totalCents: number): CheckoutFields {
  const none = noCheckout(totalCents);
  const shipping = data.shipping as { rateId?: unknown; label?: unknown; amountCents?: unknown } | null | undefined;
  const secrets = (data.checkout ?? {}) as Record<string, unknown>;
  return {
    guest: data.guest === true,
    shippingAddress: toAddress(data.shippingAddress),
    shipping: shipping
      ? {
          rateId: String(shipping.rateId ?? ""),
          label: String(shipping.label ?? ""),
          amountCents: Number(shipping.amountCents ?? 0),
        }
      : null,
    subtotalCents: typeof data.subtotalCents === "number" ? data.subtotalCents : none.subtotalCents,
    discountCents: typeof data.discountCents === "number" ? data.discountCents : 0,
    code: typeof data.code === "string" ? data.code : null,
    taxCents: typeof data.taxCents === "number" ? data.taxCents : 0,
    taxLines: records(data.taxLines, toTaxLine),
    pricesIncludeTax: data.pricesIncludeTax === true,
    taxCalculationId: typeof data.taxCalculationId === "string" ? data.taxCalculationId : null,
    taxTransactionId: typeof data.taxTransactionId === "string" ? data.taxTransactionId : null,
    checkout: {
      orderKeyHash: typeof secrets.orderKeyHash === "string" ? secrets.orderKeyHash : null,
      guestEmail: typeof secrets.guestEmail === "string" ? secrets.guestEmail : null,
      clientKey: typeof secrets.clientKey === "string" ? secrets.clientKey : null,
      redemptionIds: Array.isArray(secrets.redemptionIds) ? secrets.redemptionIds.map(String) : [],
      mailKeyHashes: Array.isArray(secrets.mailKeyHashes) ? secrets.mailKeyHashes.map(String) : [],
    },
  };
}
