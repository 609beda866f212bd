import { orderSummaryName } from "@hometools/contract";

/** One line of an order as stored: money in integer cents. */
export interface StoredOrderLine {
  productId: string;
  productName: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The line's share of the order's discount (domain/taxes/tax.ts spreads it); 0 before taxes. */
  discountCents: number;
  /** The tax on the line's discounted amount (inside it when prices include tax); 0 before taxes. */
  taxCents: number;
}

/**
 * The order's top-level fields that summarise its lines: for one line they are that line's (the
 * spec's order), for several the first line's name "+ N more", every piece counted, and no single
 * product or price.
 */
export function summarise(lines: readonly StoredOrderLine[]) {
  const one = lines.length === 1 ? lines[0]! : null;
  return {
    productId: one ? one.productId : null,
    productName: orderSummaryName(lines.map((line) => line.productName)),
    unitPriceCents: one ? one.unitPriceCents : null,
    quantity: lines.reduce((pieces, line) => pieces + line.quantity, 0),
  };
}

/** Pieces of each product an order holds, for the stock an order's move gives back. */
export function piecesByProduct(lines: readonly StoredOrderLine[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return pieces;
}
