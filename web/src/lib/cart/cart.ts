import type { Cart, CartMergeResult } from "@hometools/contract";
import { MAX_ORDER_LINES, type LineProduct } from "@hometools/contract/cart-rules";
import { DEFAULT_VARIANT_ID, lineKey, variantIdOf } from "@hometools/contract/variant-rules";
import { api } from "../api/api-client";
import { ACCOUNT_PIECES_KEY, announceCartChange, VISITOR_CART_KEY } from "./cart-count";

/**
 * The cart's actions, loaded only when a shopper touches a cart (Add to cart, the cart page, signing
 * in). A signed-in shopper's cart is the account's (GET and PUT /cart, so it follows them to any
 * device); a visitor's is kept in this browser and joins the account's at sign-in.
 */
export interface CartItem {
  productId: string;
  /** Which variant of a tool with options; left out (a cart kept before variants too) for `default`. */
  variantId?: string;
  quantity: number;
}

/** A line as the API takes it: the product, its variant unless `default`, and how many. */
export function lineRef({ productId, variantId, quantity }: Pick<CartItem, "productId" | "variantId" | "quantity">) {
  const variant = variantIdOf({ variantId });
  return variant === DEFAULT_VARIANT_ID ? { productId, quantity } : { productId, variantId: variant, quantity };
}

/** What Add to cart knows of the product it was pressed on: for a tool with options, the variant chosen. */
export interface ProductToAdd extends LineProduct {
  _id: string;
  name: string;
  variantId?: string;
  /** "Size: 8 in", for the toast. */
  variantLabel?: string;
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the visitor's cart lasts for this page only.
  }
}

/** The visitor's cart; a line stored without `variantId` (before variants) is the tool's `default`. */
export function readVisitorCart(): CartItem[] {
  try {
    const lines = JSON.parse(window.localStorage.getItem(VISITOR_CART_KEY) ?? "[]") as CartItem[];
    return Array.isArray(lines)
      ? lines.filter(
          (line) =>
            typeof line.productId === "string" &&
            line.quantity > 0 &&
            (line.variantId === undefined || typeof line.variantId === "string"),
        )
      : [];
  } catch {
    return [];
  }
}

function saveVisitorCart(lines: CartItem[]): void {
  store(VISITOR_CART_KEY, lines.length > 0 ? JSON.stringify(lines) : null);
  announceCartChange();
}

/** Empties the visitor's cart (a guest's order was placed from it). */
export function clearVisitorCart(): void {
  saveVisitorCart([]);
}

/** The visitor's cart becomes these lines (its page's steppers). */
export function setVisitorCart(lines: CartItem[]): void {
  saveVisitorCart(lines.map(lineRef));
}

/** Remembers the account cart's pieces for the top bar. */
export function rememberAccountCart(cart: Cart): Cart {
  store(ACCOUNT_PIECES_KEY, String(cart.lines.reduce((sum, line) => sum + line.quantity, 0)));
  announceCartChange();
  return cart;
}

export async function fetchCart(): Promise<Cart> {
  return rememberAccountCart(await api.get<Cart>("/cart"));
}

/**
 * PUT /cart: the account's cart becomes these lines, if it is still at `version` (the one GET /cart
 * answered); otherwise the server answers 409 version-conflict with the cart as it now is (another
 * tab changed it), which the caller shows instead of overwriting it.
 */
export async function saveCart(lines: CartItem[], version: number): Promise<Cart> {
  const items = lines.map(lineRef);
  return rememberAccountCart(await api.put<Cart>("/cart", { lines: items, version }));
}

/**
 * Add to cart: one more minimum order of the product's variant (a line of the same variant gets more
 * pieces, capped at what is available; another variant of the same tool is a line of its own).
 * Answers the line's quantity now.
 */
export async function addToCart(product: ProductToAdd, signedIn: boolean): Promise<number> {
  const current = signedIn ? await fetchCart() : null;
  const lines: CartItem[] = current ? current.lines.map(lineRef) : readVisitorCart();
  const added: CartItem = {
    productId: product._id,
    quantity: 0,
    ...(product.variantId && { variantId: product.variantId }),
  };
  const key = lineKey(added);
  const line = lines.find((item) => lineKey(item) === key);
  if (!line && lines.length >= MAX_ORDER_LINES) {
    throw new Error(`A cart holds at most ${MAX_ORDER_LINES} different tools`);
  }
  // Capped at the stock; a tool out of stock still goes in at its minimum, and the cart says why it cannot be ordered.
  const wanted = (line?.quantity ?? 0) + product.minimumOrder;
  const quantity = Math.max(line?.quantity ?? 0, Math.min(wanted, product.available)) || product.minimumOrder;
  const next = line
    ? lines.map((item) => (lineKey(item) === key ? { ...item, quantity } : item))
    : [...lines, { ...added, quantity }];
  if (current) await saveCart(next, current.version);
  else setVisitorCart(next);
  return quantity;
}

/**
 * At sign-in: the visitor's cart joins the account's on the server (POST /cart/merge: quantities
 * added, capped at what is available now, products no longer sold left out), then the browser's
 * copy is dropped. Answers what the merge capped or dropped, for the shopper to be told; null when
 * there was nothing to merge.
 */
export async function mergeVisitorCart(): Promise<CartMergeResult | null> {
  const visitor = readVisitorCart();
  if (visitor.length === 0) {
    await fetchCart();
    return null;
  }
  const lines = visitor.map(lineRef);
  const merged = await api.post<CartMergeResult>("/cart/merge", { lines });
  rememberAccountCart(merged);
  saveVisitorCart([]);
  return merged;
}

/** The sentence telling the shopper what the sign-in merge changed, or undefined when nothing. */
export function mergeNotice(merged: CartMergeResult | null): string | undefined {
  if (!merged) return undefined;
  const parts = [
    ...merged.capped.map((line) => `${line.productName} lowered to ${line.quantity} (all we have)`),
    ...merged.dropped.map((line) =>
      line.reason === "cart full"
        ? `${line.productName} left out (a cart holds at most ${MAX_ORDER_LINES} tools)`
        : `a tool no longer sold left out`,
    ),
  ];
  return parts.length > 0 ? `Your carts were joined: ${parts.join("; ")}` : undefined;
}

/**
 * A saved cart's lines joined to the cart as it is: a line of the same tool and variant keeps the
 * larger quantity (the link restores, it does not add the same pieces twice), the other lines come
 * after, up to MAX_ORDER_LINES.
 */
export function withRestored(current: readonly CartItem[], restored: readonly CartItem[]): CartItem[] {
  const lines = current.map(lineRef);
  for (const line of restored.map(lineRef)) {
    const key = lineKey(line);
    const at = lines.findIndex((item) => lineKey(item) === key);
    if (at >= 0) lines[at] = { ...lines[at]!, quantity: Math.max(lines[at]!.quantity, line.quantity) };
    else if (lines.length < MAX_ORDER_LINES) lines.push(line);
  }
  return lines;
}

/**
 * The reminder mail's link (`/cart?restore=<token>`): GET /cart/restore (no sign-in; 400 `bad-token`
 * for a forged or expired link) answers the saved lines at today's prices and stock, which join the
 * account's cart (signed in) or this browser's. Answers how many lines the link held.
 */
export async function restoreCart(token: string, signedIn: boolean): Promise<number> {
  const { lines } = await api.get<{ lines: CartItem[] }>(`/cart/restore?${new URLSearchParams({ token })}`, {
    auth: false,
  });
  if (signedIn) {
    const current = await fetchCart();
    const joined = withRestored(current.lines, lines);
    // The account's cart most often still holds them all (it was left as it was): nothing to write.
    if (JSON.stringify(joined) !== JSON.stringify(current.lines.map(lineRef))) await saveCart(joined, current.version);
  } else setVisitorCart(withRestored(readVisitorCart(), lines));
  return lines.length;
}
