import type { OrderHistoryEntry, OrderStatus } from "@hometools/contract";
import { lineKey } from "@hometools/contract";
import { piecesByProduct, type StoredOrderLine } from "../orders/order-lines";
import { Refused } from "../refused";
import { pieceShare, taxShare } from "../taxes/tax";

/**
 * Partial refunds and returns of an order (docs/decisions/032-partial-refunds-and-returns.md), pure:
 * how much money and how many pieces are left to refund, what a refund request means, and what a
 * recorded refund changes on the order. Money in integer cents.
 */

/** Pieces of one line of an order: its product and variant (named as on the line), how many. */
export interface Pieces {
  productId: string;
  productName: string;
  variantId: string;
  variantLabel: string;
  sku: string | null;
  quantity: number;
}

/** What a refund gives back, and who asked for it when: the same whether recorded or still pending. */
interface RefundTerms {
  amountCents: number;
  /** The tax inside amountCents (docs/api.md, "Taxes"). */
  taxCents: number;
  lines: Pieces[];
  restock: boolean;
  reason: string;
  at: string;
  by: string;
  returnId: string | null;
}

/** A refund recorded on the order. */
export interface RefundRecord extends RefundTerms {
  refundId: string;
  /** Stripe Tax's reversal of this refund (TAX_PROVIDER=stripe), once recorded. */
  taxReversalId?: string | null;
}

/**
 * A refund asked of Stripe and not yet answered: it holds its money and pieces so that two
 * refunds at once can never give back more than was paid. `key` is the Stripe idempotency key and
 * travels in the refund's metadata, so whoever records the refund first (the admin's call or
 * Stripe's charge.refunded) knows its pieces.
 */
export interface PendingRefund extends RefundTerms {
  key: string;
}

/** A return asked for and not yet refunded or rejected: its pieces cannot be asked for again. */
export interface OpenReturn {
  returnId: string;
  lines: Pieces[];
}

export interface RefundableOrder {
  status: OrderStatus;
  totalCents: number;
  taxCents: number;
  refundedTaxCents: number;
  pricesIncludeTax: boolean;
  lines: readonly StoredOrderLine[];
  shippedAt: string | null;
  transactionId: string | null;
  refunds: readonly RefundRecord[];
  refundedTotalCents: number;
  pendingRefunds: readonly PendingRefund[];
  openReturns: readonly OpenReturn[];
  history: readonly OrderHistoryEntry[];
}

const refundable: ReadonlySet<OrderStatus> = new Set(["paid", "shipped", "partially-refunded"]);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Money still to refund: paid, less what was refunded and what is being refunded. */
export function centsLeft(order: RefundableOrder): number {
  return order.totalCents - order.refundedTotalCents - sum(order.pendingRefunds.map((refund) => refund.amountCents));
}

/** The pieces of one line (its product and variant, lineKey) the entries hold. */
function piecesOf(entries: readonly { lines: readonly Pieces[] }[], key: string): number {
  return sum(
    entries.flatMap((entry) => entry.lines.filter((line) => lineKey(line) === key).map((line) => line.quantity)),
  );
}

/** Pieces of each line not refunded nor being refunded. */
export function piecesLeftToRefund(order: RefundableOrder): Pieces[] {
  return order.lines.map((line) => ({
    productId: line.productId,
    productName: line.productName,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    sku: line.sku,
    quantity: line.quantity - piecesOf(order.refunds, lineKey(line)) - piecesOf(order.pendingRefunds, lineKey(line)),
  }));
}

/** Pieces of each line the shopper may still ask to return: not refunded, not in an open return. */
export function piecesLeftToReturn(order: RefundableOrder): Pieces[] {
  return piecesLeftToRefund(order).map((line) => ({
    ...line,
    quantity: line.quantity - piecesOf(order.openReturns, lineKey(line)),
  }));
}

/** Pieces asked for: a line's product and variant (`default` when left out), how many. */
export interface PiecesRequest {
  productId: string;
  variantId?: string;
  quantity: number;
}

export interface RefundRequest {
  lines?: PiecesRequest[];
  amountCents?: number;
  restock?: boolean;
  reason?: string;
}

/** Checks the requested pieces against what is left; refused `pieces-left` when they are more. */
export function checkPieces(left: Pieces[], requested: PiecesRequest[], what: "refund" | "return"): Pieces[] {
  return requested.map((asked, index) => {
    const line = left.find((candidate) => lineKey(candidate) === lineKey(asked));
    if (!line) throw new Refused({ kind: "not-on-order", line: index });
    if (asked.quantity > line.quantity) {
      throw new Refused({
        kind: "pieces-left",
        line: index,
        productName: line.productName,
        left: line.quantity,
        asked: what,
      });
    }
    return { ...line, quantity: asked.quantity };
  });
}

/** Tax still to refund: the order's, less what was refunded and what is being refunded. */
export function taxLeft(order: RefundableOrder): number {
  return order.taxCents - order.refundedTaxCents - sum(order.pendingRefunds.map((refund) => refund.taxCents));
}

/** The tax inside an amount refunded without pieces: its share of the order's tax, at most what is left. */
export function taxOfAmount(order: RefundableOrder, amountCents: number): number {
  return Math.min(taxShare(amountCents, order.taxCents, order.totalCents), Math.max(taxLeft(order), 0));
}

/**
 * What refunding these pieces gives back: k of a line's n pieces take k/n of its discounted amount
 * and k/n of its tax, each rounded half up, and the last pieces what is left of both
 * (domain/taxes/tax.ts, pieceShare); the tax is added to the money unless prices included it.
 */
function priceOf(order: RefundableOrder, pieces: Pieces[]): { amountCents: number; taxCents: number } {
  let amountCents = 0;
  let taxCents = 0;
  const taken = [...order.refunds, ...order.pendingRefunds];
  for (const piece of pieces) {
    const line = order.lines.find((candidate) => lineKey(candidate) === lineKey(piece));
    if (!line) continue;
    const before = taken.flatMap((refund) =>
      refund.lines.filter((done) => lineKey(done) === lineKey(piece)).map((done) => done.quantity),
    );
    const goods = pieceShare(line.lineTotalCents - line.discountCents, piece.quantity, line.quantity, before);
    const tax = pieceShare(line.taxCents, piece.quantity, line.quantity, before);
    amountCents += goods + (order.pricesIncludeTax ? 0 : tax);
    taxCents += tax;
  }
  return { amountCents, taxCents };
}

export function assertRefundable(order: RefundableOrder): void {
  if (!refundable.has(order.status) || !order.transactionId) {
    throw new Refused({ kind: "not-refundable", status: order.status });
  }
}

/**
 * What an admin's refund request means: which pieces, how many cents, whether they go back on
 * sale. No pieces and no amount: the rest of the order. A refund of a shipped order puts nothing
 * back on sale unless the admin says so (the pieces are with the shopper).
 */
export function planRefund(
  order: RefundableOrder,
  request: RefundRequest,
  who: { by: string; at: Date; key: string; returnId?: string },
): PendingRefund {
  assertRefundable(order);
  const left = centsLeft(order);
  const restock = request.restock ?? !order.shippedAt;
  const base = { key: who.key, by: who.by, at: who.at.toISOString(), returnId: who.returnId ?? null, restock };
  if (request.lines) {
    const lines = checkPieces(piecesLeftToRefund(order), request.lines, "refund");
    const wanted = priceOf(order, lines);
    // A return's pieces are refunded even after a goodwill amount: then what is left of the money.
    const amountCents = who.returnId ? Math.min(wanted.amountCents, left) : wanted.amountCents;
    if (amountCents > left || amountCents <= 0) throw exceeds(left);
    const taxCents = Math.min(wanted.taxCents, Math.max(taxLeft(order), 0), amountCents);
    return { ...base, lines, amountCents, taxCents, reason: request.reason || "partial refund" };
  }
  if (request.amountCents !== undefined) {
    if (request.amountCents > left) throw exceeds(left);
    const amountCents = request.amountCents;
    const taxCents = taxOfAmount(order, amountCents);
    return { ...base, lines: [], amountCents, taxCents, reason: request.reason || "refund of an amount" };
  }
  if (left <= 0) throw new Refused({ kind: "refunded-in-full" });
  const lines = piecesLeftToRefund(order).filter((line) => line.quantity > 0);
  const taxCents = Math.max(taxLeft(order), 0);
  return { ...base, lines, amountCents: left, taxCents, reason: request.reason || "refunded in full" };
}

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const exceeds = (leftCents: number) => new Refused({ kind: "refund-exceeds-left", leftCents });

export interface RecordedRefund {
  /** The order's fields to write. */
  changes: {
    refunds: RefundRecord[];
    refundedTotalCents: number;
    refundedTaxCents: number;
    pendingRefunds: PendingRefund[];
    openReturns: OpenReturn[];
    status: OrderStatus;
    refundedAt?: Date;
    history: OrderHistoryEntry[];
  };
  /** Pieces that go back on sale, by product and variant (piecesByProduct). */
  restocked: Map<string, Map<string, number>>;
  /** This refund's place among the order's refunds, from 1 (its mail is `{orderId}-refunded-{n}`). */
  number: number;
}

/** What recording `refund` does to the order: the refund kept, its money counted, its pending entry gone. */
export function recordRefund(order: RefundableOrder, refund: RefundRecord, pendingKey: string | null): RecordedRefund {
  const refunds = [...order.refunds, refund];
  const refundedTotalCents = order.refundedTotalCents + refund.amountCents;
  const refundedTaxCents = order.refundedTaxCents + refund.taxCents;
  const full = refundedTotalCents >= order.totalCents;
  const status: OrderStatus = full ? "refunded" : "partially-refunded";
  const pieces = refund.lines
    .map((line) => `${line.quantity} x ${line.productName}${line.variantLabel ? ` (${line.variantLabel})` : ""}`)
    .join(", ");
  const reason = `${full ? "refunded" : "partly refunded"} ${formatDollars(refund.amountCents)}${pieces ? ` (${pieces})` : ""}${refund.restock && pieces ? ", back on sale" : ""}: ${refund.reason} (${refund.refundId})`;
  const restocked = piecesByProduct(refund.restock ? refund.lines : []);
  return {
    changes: {
      refunds,
      refundedTotalCents,
      refundedTaxCents,
      pendingRefunds: order.pendingRefunds.filter((pending) => pending.key !== pendingKey),
      openReturns: order.openReturns.filter((open) => !refund.returnId || open.returnId !== refund.returnId),
      status,
      ...(full && { refundedAt: new Date(refund.at) }),
      history: [...order.history, { at: refund.at, status, by: refund.by, reason }],
    },
    restocked,
    number: refunds.length,
  };
}
