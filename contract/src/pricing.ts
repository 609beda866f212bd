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

/** The order's total: quantity x unit price, in cents. */
export function orderTotalCents(unitPriceDollars: number, quantity: number): number {
  return toCents(unitPriceDollars) * quantity;
}

/** The same total in dollars, as the API shows it and the purchase form sends it. */
export function orderTotal(unitPriceDollars: number, quantity: number): number {
  return toDollars(orderTotalCents(unitPriceDollars, quantity));
}

export type QuantityProblem = "below-minimum" | "above-available" | null;

/** The spec's purchase range: minimumOrder <= quantity <= available. */
export function checkQuantity(quantity: number, product: { minimumOrder: number; available: number }): QuantityProblem {
  if (quantity < product.minimumOrder) return "below-minimum";
  if (quantity > product.available) return "above-available";
  return null;
}
