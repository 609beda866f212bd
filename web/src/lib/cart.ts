import type { Cart } from "@hometools/contract";
import { mergeCartLines, MAX_ORDER_LINES, type LineProduct } from "@hometools/contract/cart-rules";
import { api } from "./api-client";
import { ACCOUNT_PIECES_KEY, announceCartChange, VISITOR_CART_KEY } from "./cart-count";

/**
 * The cart's actions, loaded only when a shopper touches a cart (Add to cart, the cart page, signing
 * in). A signed-in shopper's cart is the account's (GET and PUT /cart, so it follows them to any
 * device); a visitor's is kept in this browser and joins the account's at sign-in.
 */
export interface CartItem {
  productId: string;
  quantity: number;
}

/** What Add to cart knows of the product it was pressed on. */
export interface ProductToAdd extends LineProduct {
  _id: string;
  name: string;
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the visitor's cart lasts for this page only.
  }
}

export function readVisitorCart(): CartItem[] {
  try {
    const lines = JSON.parse(window.localStorage.getItem(VISITOR_CART_KEY) ?? "[]") as CartItem[];
    return Array.isArray(lines) ? lines.filter((line) => typeof line.productId === "string" && line.quantity > 0) : [];
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
  saveVisitorCart(lines.map(({ productId, quantity }) => ({ productId, quantity })));
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

/** PUT /cart: the account's cart becomes these lines. */
export async function saveCart(lines: CartItem[]): Promise<Cart> {
  const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));
  return rememberAccountCart(await api.put<Cart>("/cart", { lines: items }));
}

/**
 * Add to cart: one more minimum order of the product (a product already in the cart gets more
 * pieces, capped at what is available). Answers the line's quantity now.
 */
export async function addToCart(product: ProductToAdd, signedIn: boolean): Promise<number> {
  const lines = signedIn ? (await fetchCart()).lines : readVisitorCart();
  const line = lines.find((item) => item.productId === product._id);
  if (!line && lines.length >= MAX_ORDER_LINES) {
    throw new Error(`A cart holds at most ${MAX_ORDER_LINES} different tools`);
  }
  // Capped at the stock; a tool out of stock still goes in at its minimum, and the cart says why it cannot be ordered.
  const wanted = (line?.quantity ?? 0) + product.minimumOrder;
  const quantity = Math.max(line?.quantity ?? 0, Math.min(wanted, product.available)) || product.minimumOrder;
  const next = line
    ? lines.map((item) => (item.productId === product._id ? { ...item, quantity } : item))
    : [...lines, { productId: product._id, quantity }];
  if (signedIn) await saveCart(next);
  else saveVisitorCart(next.map(({ productId, quantity: pieces }) => ({ productId, quantity: pieces })));
  return quantity;
}

/**
 * At sign-in: the visitor's cart joins the account's (quantities added, capped at what is available
 * now), then the browser's copy is dropped. Products no longer sold are left out.
 */
export async function mergeVisitorCart(): Promise<void> {
  const visitor = readVisitorCart();
  if (visitor.length === 0) {
    await fetchCart();
    return;
  }
  const account = (await api.get<Cart>("/cart")).lines;
  const products = await Promise.all(
    visitor.map((line) =>
      api.get<LineProduct>(`/product/${encodeURIComponent(line.productId)}`, { auth: false }).catch(() => null),
    ),
  );
  const sold = visitor.flatMap((line, index) => {
    const product = products[index];
    return product ? [{ ...line, available: product.available }] : [];
  });
  await saveCart(mergeCartLines(account, sold));
  saveVisitorCart([]);
}
