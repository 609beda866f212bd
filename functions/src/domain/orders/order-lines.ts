import { orderSummaryName } from "@hometools/contract";

/** One line of an order as stored: money in integer cents, the variant as it was when placed. */
export interface StoredOrderLine {
  productId: string;
  productName: string;
  /** `default` for a tool without options (and an order placed before variants). */
  variantId: string;
  /** "Size: 8 in"; "" without options. */
  variantLabel: string;
  sku: string | null;
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

/**
 * Pieces of each product's variants an order's lines name (product id to variant id to pieces): the
 * stock an order's move gives back, one write per product.
 */
export function piecesByProduct(
  lines: ReadonlyArray<{ productId: string; variantId: string; quantity: number }>,
): Map<string, Map<string, number>> {
  const pieces = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const variants = pieces.get(line.productId) ?? new Map<string, number>();
    variants.set(line.variantId, (variants.get(line.variantId) ?? 0) + line.quantity);
    pieces.set(line.productId, variants);
  }
  return pieces;
}
