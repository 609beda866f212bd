import { useSyncExternalStore } from "react";

/**
 * The pieces shown on the top bar's cart button, without the cart's code: it is on every page's
 * first paint, so it only reads two numbers from localStorage. lib/cart/cart.ts (loaded when a cart is
 * touched) keeps them right: the visitor's cart lives in the browser (`hometools:visitorCart`), the
 * account's on the server, whose piece count is remembered here (`hometools:accountCartPieces`).
 */
export const VISITOR_CART_KEY = "hometools:visitorCart";
export const ACCOUNT_PIECES_KEY = "hometools:accountCartPieces";
const CHANGED = "hometools:cart";

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Pieces in the visitor's cart kept in this browser. */
function visitorPieces(): number {
  try {
    const lines = JSON.parse(readStorage(VISITOR_CART_KEY) ?? "[]") as Array<{ quantity?: unknown }>;
    return Array.isArray(lines) ? lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0) : 0;
  } catch {
    return 0;
  }
}

/** At sign-out the account's cart stays on the server; the top bar shows the visitor's again. */
export function forgetAccountCartPieces(): void {
  try {
    window.localStorage.removeItem(ACCOUNT_PIECES_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
  announceCartChange();
}

/** Tells every cart button that a cart changed (this tab; other tabs hear the storage event). */
export function announceCartChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The pieces in the cart the top bar shows: the account's when signed in, else the visitor's. */
export function useCartPieces(signedIn: boolean): number {
  return useSyncExternalStore(
    subscribe,
    () => (signedIn ? Number(readStorage(ACCOUNT_PIECES_KEY)) || 0 : visitorPieces()),
    () => 0,
  );
}
