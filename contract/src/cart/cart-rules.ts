/**
 * The rules of an order's lines and of a cart, shared by the server and the web. Free of zod, so the
 * web imports it (`@hometools/contract/cart-rules`) without the schemas: the cart button and the
 * visitor's cart (kept in the browser) use it on pages that must stay light.
 */

/** An order or a cart holds 1 to 20 lines, each a different product (docs/api.md, "Cart"). */
export const MAX_ORDER_LINES = 20;
/** The most pieces of one product a cart line may ask for. */
export const MAX_CART_QUANTITY = 100_000;

/** The words the shop uses for a line's problem (the first two are the spec's). */
export const lineMessages = {
  belowMinimum: "inter minimum Amount",
  aboveAvailable: "reduce your quantity",
  noLongerSold: "no longer sold",
} as const;

/** What a line's quantity may be checked against: the product as it is now, or null when it is gone. */
export interface LineProduct {
  minimumOrder: number;
  available: number;
}

/** The problem of a line with the product as it is now, in the shop's words; null when it can be ordered. */
export function lineProblem(quantity: number, product: LineProduct | null): string | null {
  if (!product) return lineMessages.noLongerSold;
  if (quantity < product.minimumOrder) return lineMessages.belowMinimum;
  if (quantity > product.available) return lineMessages.aboveAvailable;
  return null;
}

/** How an order of several lines is named in lists: "<first line's name> + N more". */
export function orderSummaryName(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names[0]} + ${names.length - 1} more`;
}

/** The index of each line whose product appeared on an earlier line (a product goes on one line). */
export function repeatedLines(productIds: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  productIds.forEach((id, index) => {
    if (seen.has(id)) repeated.push(index);
    seen.add(id);
  });
  return repeated;
}

/**
 * A visitor's cart joining the account's at sign-in: quantities of the same product add up, capped at
 * what is available (never below 1, so the line stays and shows its problem); at most 20 products.
 */
export function mergeCartLines(
  account: ReadonlyArray<{ productId: string; quantity: number }>,
  visitor: ReadonlyArray<{ productId: string; quantity: number; available?: number }>,
): Array<{ productId: string; quantity: number }> {
  const merged = new Map(account.map((line) => [line.productId, line.quantity]));
  for (const line of visitor) {
    const sum = (merged.get(line.productId) ?? 0) + line.quantity;
    const cap = line.available === undefined ? MAX_CART_QUANTITY : Math.max(1, line.available);
    merged.set(line.productId, Math.min(sum, cap, MAX_CART_QUANTITY));
  }
  return [...merged].slice(0, MAX_ORDER_LINES).map(([productId, quantity]) => ({ productId, quantity }));
}

/** A visitor's line whose quantity the merge lowered to what is available. */
export interface CappedLine {
  productId: string;
  productName: string;
  /** The pieces the two carts asked for together. */
  asked: number;
  /** The pieces the line holds now. */
  quantity: number;
}

/** A visitor's line the merge left out. */
export interface DroppedLine {
  productId: string;
  productName: string;
  quantity: number;
  reason: "no longer sold" | "cart full";
}

/**
 * The sign-in merge, saying what it changed: quantities of the same product add up, capped at what
 * is available (never below 1, so the line stays and shows its problem); a product no longer sold,
 * or a new product once the cart holds 20, is left out. `product` is null for a product not sold.
 */
export function mergeCarts(
  account: ReadonlyArray<{ productId: string; quantity: number }>,
  visitor: ReadonlyArray<{ productId: string; quantity: number; product: { name: string; available: number } | null }>,
): { lines: Array<{ productId: string; quantity: number }>; capped: CappedLine[]; dropped: DroppedLine[] } {
  const merged = new Map(account.map((line) => [line.productId, line.quantity]));
  const capped: CappedLine[] = [];
  const dropped: DroppedLine[] = [];
  for (const { productId, quantity, product } of visitor) {
    if (!product) {
      dropped.push({ productId, productName: "", quantity, reason: "no longer sold" });
      continue;
    }
    if (!merged.has(productId) && merged.size >= MAX_ORDER_LINES) {
      dropped.push({ productId, productName: product.name, quantity, reason: "cart full" });
      continue;
    }
    const asked = (merged.get(productId) ?? 0) + quantity;
    const kept = Math.min(asked, Math.max(1, product.available), MAX_CART_QUANTITY);
    if (kept < asked) capped.push({ productId, productName: product.name, asked, quantity: kept });
    merged.set(productId, kept);
  }
  return { lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })), capped, dropped };
}
