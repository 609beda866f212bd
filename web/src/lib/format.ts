/** Dollars as the spec shows them: "$18.50", "$129". */
export function formatMoney(value: number): string {
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

/** quantity x unit price in whole cents, as the server computes it. */
export function totalPrice(quantity: number, unitPrice: number): number {
  return Math.round(quantity * Math.round(unitPrice * 100)) / 100;
}
