/** Dollars as the spec shows them: "$18.50", "$129". */
export function formatMoney(value: number): string {
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}
