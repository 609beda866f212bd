/**
 * The pricing rule both sides apply: money is integer cents inside the server and at Stripe,
 * dollars (at most 2 decimals) in the API, and an order's total is quantity x unit price with no
 * fees or tax (spec section 9). Pure and free of zod, so the web can import it
 * (`@hometools/contract/pricing`) without pulling the schemas into its first load.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** The order's total: quantity x unit price, in cents (the server stores and charges these). */
export function orderTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** The same total in dollars from the API's dollar price, as the purchase form shows and sends it. */
export function orderTotal(unitPriceDollars: number, quantity: number): number {
  return toDollars(orderTotalCents(toCents(unitPriceDollars), quantity));
}

// Built once: constructing a NumberFormat is far slower than using one, and a table formats many.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Dollars as every page and every message shows them: "$14.00", "$1,234.50". The web's one money
 * formatter, also used by the server for the amounts in its messages (toasts show those as sent).
 */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/** The same for an amount in cents, as the server and Stripe hold it. */
export function formatCents(cents: number): string {
  return formatDollars(toDollars(cents));
}

export type QuantityProblem = "below-minimum" | "above-available" | null;

/** The spec's purchase range: minimumOrder <= quantity <= available. */
export function checkQuantity(quantity: number, product: { minimumOrder: number; available: number }): QuantityProblem {
  if (quantity < product.minimumOrder) return "below-minimum";
  if (quantity > product.available) return "above-available";
  return null;
}
