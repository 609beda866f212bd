import { LOW_STOCK_PIECES } from "@hometools/contract";
import type { StoredOrderLine } from "../orders/order-lines";

/**
 * The overview's daily rollups (docs/decisions/028): what each move of an order adds to its UTC day.
 * A day's figures only ever grow; an order counts on the day it was placed, its payment on the day
 * it was paid, its refund on the day it was refunded.
 */
export interface DayCounts {
  orders: number;
  paidOrders: number;
  pieces: number;
  revenueCents: number;
  refundedCents: number;
  /** Shipping charged on the orders paid that day (part of their revenue). */
  shippingCents: number;
  /** Discounts given on the orders paid that day (already taken off their revenue). */
  discountCents: number;
  /** Tax on the orders paid that day (part of their revenue). */
  taxCents: number;
  /** Tax inside the refunds made that day (part of their refunded money). */
  taxRefundedCents: number;
}

/** One tool's paid pieces and revenue on one day. */
export interface ProductSales {
  productId: string;
  name: string;
  pieces: number;
  revenueCents: number;
}

/** What one move adds to one day. */
export interface DayChange {
  day: string;
  counts: Partial<DayCounts>;
  sales: ProductSales[];
}

/** The moves the rollups count. A payment refunded at once because it came late is neither. */
export type CountedMove = "place" | "pay" | "refund";

/** The order facts a rollup needs. */
export interface CountedOrder {
  quantity: number;
  totalCents: number;
  lines: readonly StoredOrderLine[];
  /** The checkout's shipping and discount (null and 0 for an order placed otherwise). */
  shipping: { amountCents: number } | null;
  discountCents: number;
  /** The order's tax (0 for an order placed before taxes). */
  taxCents: number;
}

export const emptyCounts = (): DayCounts => ({
  orders: 0,
  paidOrders: 0,
  pieces: 0,
  revenueCents: 0,
  refundedCents: 0,
  shippingCents: 0,
  discountCents: 0,
  taxCents: 0,
  taxRefundedCents: 0,
});

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** `count` UTC days ending with the day of `until`, oldest first. */
export function lastDays(count: number, until: Date): string[] {
  const end = Date.parse(utcDay(until));
  return Array.from({ length: count }, (_, index) => utcDay(new Date(end - (count - 1 - index) * 86_400_000)));
}

/** What `move` of `order`, made at `at`, adds to that day. */
export function changeOf(move: CountedMove, order: CountedOrder, at: Date | string): DayChange {
  const day = utcDay(at);
  if (move === "place") return { day, counts: { orders: 1 }, sales: [] };
  if (move === "refund") {
    return { day, counts: { refundedCents: order.totalCents, taxRefundedCents: order.taxCents }, sales: [] };
  }
  return {
    day,
    counts: {
      paidOrders: 1,
      pieces: order.quantity,
      revenueCents: order.totalCents,
      shippingCents: order.shipping?.amountCents ?? 0,
      discountCents: order.discountCents,
      taxCents: order.taxCents,
    },
    sales: salesOf(order.lines),
  };
}

/** What one refund adds to its day: each refund (and the tax inside it) counts on the day it was made. */
export function changeOfRefund(refund: { amountCents: number; taxCents: number }, at: Date | string): DayChange {
  return {
    day: utcDay(at),
    counts: { refundedCents: refund.amountCents, taxRefundedCents: refund.taxCents },
    sales: [],
  };
}

/** The lines' pieces and money by product (an order may hold one product on two lines). */
function salesOf(lines: readonly StoredOrderLine[]): ProductSales[] {
  const byProduct = new Map<string, ProductSales>();
  for (const line of lines) {
    const sold = byProduct.get(line.productId) ?? {
      productId: line.productId,
      name: line.productName,
      pieces: 0,
      revenueCents: 0,
    };
    sold.pieces += line.quantity;
    sold.revenueCents += line.lineTotalCents;
    byProduct.set(line.productId, sold);
  }
  return [...byProduct.values()];
}

/** The history of an order as the rollups see it: which counted moves it has made, and when. */
export interface OrderMoves extends CountedOrder {
  createdAt: string | null;
  paidAt: string | null;
  refundedAt: string | null;
  status: string;
  /** Each refund with its day (orders refunded before partial refunds have none: one whole refund). */
  refunds?: readonly { amountCents: number; taxCents: number; at: string }[];
}

/** Every change an order's moves so far have made: what `npm run migrate` rebuilds the days from. */
export function changesOfOrder(order: OrderMoves): DayChange[] {
  const changes: DayChange[] = [];
  if (order.createdAt) changes.push(changeOf("place", order, order.createdAt));
  if (order.paidAt) changes.push(changeOf("pay", order, order.paidAt));
  if (order.refunds?.length && order.paidAt) {
    for (const refund of order.refunds) changes.push(changeOfRefund(refund, refund.at));
  } else if (order.refundedAt && order.paidAt && order.status === "refunded") {
    changes.push(changeOf("refund", order, order.refundedAt));
  }
  return changes;
}

/** Adds `changes` up by day. */
export function sumByDay(
  changes: readonly DayChange[],
): Map<string, { counts: DayCounts; sales: Map<string, ProductSales> }> {
  const days = new Map<string, { counts: DayCounts; sales: Map<string, ProductSales> }>();
  for (const change of changes) {
    const day = days.get(change.day) ?? { counts: emptyCounts(), sales: new Map<string, ProductSales>() };
    for (const [name, value] of Object.entries(change.counts)) day.counts[name as keyof DayCounts] += value;
    for (const sold of change.sales) {
      const total = day.sales.get(sold.productId) ?? { ...sold, pieces: 0, revenueCents: 0 };
      total.pieces += sold.pieces;
      total.revenueCents += sold.revenueCents;
      day.sales.set(sold.productId, total);
    }
    days.set(change.day, day);
  }
  return days;
}

/** The best-selling tools by paid revenue (then pieces, then name), at most `count`. */
export function topSellers(sales: Iterable<ProductSales>, count: number): ProductSales[] {
  const byProduct = new Map<string, ProductSales>();
  for (const sold of sales) {
    const total = byProduct.get(sold.productId) ?? { ...sold, pieces: 0, revenueCents: 0 };
    total.pieces += sold.pieces;
    total.revenueCents += sold.revenueCents;
    byProduct.set(sold.productId, total);
  }
  return [...byProduct.values()]
    .sort((a, b) => b.revenueCents - a.revenueCents || b.pieces - a.pieces || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Low on stock: fewer pieces than one minimum order, or LOW_STOCK_PIECES or fewer. */
export function isLowOnStock(product: { available: number; minimumOrder: number }): boolean {
  return product.available < product.minimumOrder || product.available <= LOW_STOCK_PIECES;
}

/**
 * A spreadsheet cell that cannot run as a formula: text starting with =, +, -, @ (or a tab or
 * carriage return, which some spreadsheets skip before such a sign) gets a leading apostrophe.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
