/**
 * The rules of an order's lines and of a cart, shared by the server and the web. Free of zod, so the
 * web imports it (`@hometools/contract/cart-rules`) without the schemas: the cart button and the
 * visitor's cart (kept in the browser) use it on pages that must stay light.
 */
import { lineKey, variantIdOf } from "../catalogue/variant-rules";

/** A line as carts keep it: a product, which of its variants (`default` when left out), how many. */
export interface CartLineRef {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** A merged line: its variant always named. */
export interface MergedLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Lines by their key (a product and a variant), the first line's ids kept. */
function byKey(lines: readonly CartLineRef[]): Map<string, MergedLine> {
  return new Map(
    lines.map((line) => [
      lineKey(line),
      { productId: line.productId, variantId: variantIdOf(line), quantity: line.quantity },
    ]),
  );
}

/** An order or a cart holds 1 to 20 lines, each a different product or variant (docs/api.md, "Cart"). */
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

/** The index of each line whose key (lineKey: a product and variant) appeared on an earlier line. */
export function repeatedLines(keys: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  keys.forEach((id, index) => {
    if (seen.has(id)) repeated.push(index);
    seen.add(id);
  });
  return repeated;
}

/**
 * A visitor's cart joining the account's at sign-in: quantities of the same variant add up, capped at
 * what is available (never below 1, so the line stays and shows its problem); at most 20 lines.
 */
export function mergeCartLines(
  account: readonly CartLineRef[],
  visitor: ReadonlyArray<CartLineRef & { available?: number }>,
): MergedLine[] {
  const merged = byKey(account);
  for (const line of visitor) {
    const key = lineKey(line);
    const sum = (merged.get(key)?.quantity ?? 0) + line.quantity;
    const cap = line.available === undefined ? MAX_CART_QUANTITY : Math.max(1, line.available);
    const quantity = Math.min(sum, cap, MAX_CART_QUANTITY);
    merged.set(key, { productId: line.productId, variantId: variantIdOf(line), quantity });
  }
  return [...merged.values()].slice(0, MAX_ORDER_LINES);
}

/** A visitor's line whose quantity the merge lowered to what is available. */
export interface CappedLine {
  productId: string;
  variantId: string;
  productName: string;
  /** The pieces the two carts asked for together. */
  asked: number;
  /** The pieces the line holds now. */
  quantity: number;
}

/** A visitor's line the merge left out. */
export interface DroppedLine {
  productId: string;
  variantId: string;
  productName: string;
  quantity: number;
  reason: "no longer sold" | "cart full";
}

/**
 * The sign-in merge, saying what it changed: quantities of the same variant add up, capped at what is
 * available (never below 1, so the line stays and shows its problem); a product or variant no longer
 * sold, or a new line once the cart holds 20, is left out. `product` is null for one not sold.
 */
export function mergeCarts(
  account: readonly CartLineRef[],
  visitor: ReadonlyArray<CartLineRef & { product: { name: string; available: number } | null }>,
): { lines: MergedLine[]; capped: CappedLine[]; dropped: DroppedLine[] } {
  const merged = byKey(account);
  const capped: CappedLine[] = [];
  const dropped: DroppedLine[] = [];
  for (const { product, ...line } of visitor) {
    const ids = { productId: line.productId, variantId: variantIdOf(line) };
    const key = lineKey(line);
    if (!product) {
      dropped.push({ ...ids, productName: "", quantity: line.quantity, reason: "no longer sold" });
      continue;
    }
    if (!merged.has(key) && merged.size >= MAX_ORDER_LINES) {
      dropped.push({ ...ids, productName: product.name, quantity: line.quantity, reason: "cart full" });
      continue;
    }
    const asked = (merged.get(key)?.quantity ?? 0) + line.quantity;
    const kept = Math.min(asked, Math.max(1, product.available), MAX_CART_QUANTITY);
    if (kept < asked) capped.push({ ...ids, productName: product.name, asked, quantity: kept });
    merged.set(key, { ...ids, quantity: kept });
  }
  return { lines: [...merged.values()], capped, dropped };
}
