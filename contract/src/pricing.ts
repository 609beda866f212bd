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

/**
 * An amount in cents as every page and every message shows it: "$14.00", "$1,234.50", "-$3.20".
 * The one money formatter of the web and of the server's messages (toasts show those as sent).
 * Written out rather than `Intl.NumberFormat("en-US", {style: "currency", currency: "USD"})`,
 * whose first construction loads ICU's number data: 40 ms of a page's main thread on a desktop,
 * four times that on a phone, during the home page's load. contract/test/pricing.test.ts holds
 * it to Intl's output (decision 016).
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = cents < 0 && whole > 0 ? "-" : "";
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

/** The same for dollars, as the API gives them. */
export function formatDollars(dollars: number): string {
  return formatCents(dollars * 100);
}

export type QuantityProblem = "below-minimum" | "above-available" | null;

/** The spec's purchase range: minimumOrder <= quantity <= available. */
export function checkQuantity(quantity: number, product: { minimumOrder: number; available: number }): QuantityProblem {
  if (quantity < product.minimumOrder) return "below-minimum";
  if (quantity > product.available) return "above-available";
  return null;
}

/** A tax rate as a percent without trailing zeros: 8.875 -> "8.875", 19 -> "19", 7.250 -> "7.25". */
export function formatRate(rate: number): string {
  return String(Number(rate.toFixed(3)));
}

/** One rate applied to an order, its amount in cents (the server's) or dollars (the API's). */
export interface TaxLineCents {
  label: string;
  rate: number;
  amountCents: number;
}

/**
 * The tax lines as the cart, the checkout, the order pages, Manage Orders and the receipt mail
 * show them, one text a rate: "NY sales tax 8.875%: $1.23" on top of prices, or "includes $1.23 VAT"
 * inside them; with several rates inside, each names its own ("includes $1.23 VAT (Bavaria VAT 19%)")
 * so the lines tell apart. An untaxed order (no lines) shows none.
 */
export function taxLineTextsCents(taxLines: readonly TaxLineCents[], pricesIncludeTax: boolean): string[] {
  const several = taxLines.length > 1;
  return taxLines.map((line) => {
    const named = `${line.label} ${formatRate(line.rate)}%`;
    if (!pricesIncludeTax) return `${named}: ${formatCents(line.amountCents)}`;
    return `includes ${formatCents(line.amountCents)} VAT${several ? ` (${named})` : ""}`;
  });
}

/** The same from the API's lines, in dollars. */
export function taxLineTexts(
  taxLines: ReadonlyArray<{ label: string; rate: number; amount: number }>,
  pricesIncludeTax: boolean,
): string[] {
  return taxLineTextsCents(
    taxLines.map((line) => ({ label: line.label, rate: line.rate, amountCents: toCents(line.amount) })),
    pricesIncludeTax,
  );
}
