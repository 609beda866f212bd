/** Money is integer cents inside the server; dollars (2 decimals) in the API. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** The order's total: quantity x unit price, in cents. No fees or tax (spec section 9). */
export function orderTotalCents(unitPriceDollars: number, quantity: number): number {
  return toCents(unitPriceDollars) * quantity;
}

export type QuantityProblem = "below-minimum" | "above-available" | null;

/** The spec's purchase range: minimumOrder <= quantity <= available. */
export function checkQuantity(quantity: number, product: { minimumOrder: number; available: number }): QuantityProblem {
  if (quantity < product.minimumOrder) return "below-minimum";
  if (quantity > product.available) return "above-available";
  return null;
}
