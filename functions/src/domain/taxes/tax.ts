// Tax in integer cents (docs/api.md, "Taxes"): the discount spread over its lines, each line's tax,
// shipping's tax, and the order's tax lines. Every division rounds in integers (BigInt), never in
// floating point: a cent that goes missing here goes missing on a receipt and in a tax return.
import { orderTotal } from "../orders/order-total";

/** What the tax rules need of a rate (data/taxes/tax-rate-repository.ts stores it so). */
export interface TaxRule {
  label: string;
  country: string;
  /** null: the whole country. */
  region: string | null;
  /** A percent, 0-30 with at most 3 decimals (8.875). */
  rate: number;
  /** Whether shipping is taxed too. */
  shipping: boolean;
  active: boolean;
}

/** One rate applied to an order, as the order stores it: where it applies, what it taxed, the tax. */
export interface TaxLine {
  label: string;
  /** A percent (8.875). */
  rate: number;
  country: string;
  region: string | null;
  /** What was taxed: the lines' discounted amounts, and shipping when the rate taxes it. */
  taxableCents: number;
  amountCents: number;
}

/**
 * An order's tax as a tax engine answers it (services/taxes/tax-engine.ts), whichever engine: what
 * the order stores, nothing made up.
 */
export interface OrderTaxes {
  /** Each line's tax, on its amount after its share of the discount. */
  lineTaxes: number[];
  shippingTaxCents: number;
  /** The lines' and shipping's tax. */
  taxCents: number;
  taxLines: TaxLine[];
  /** Stripe Tax's calculation the tax came from; null for the owner's rates. */
  calculationId: string | null;
}

/** No tax: what an order without an address, or a rate, carries. */
export const noTaxes = (lines: number): OrderTaxes => ({
  lineTaxes: Array.from({ length: lines }, () => 0),
  shippingTaxCents: 0,
  taxCents: 0,
  taxLines: [],
  calculationId: null,
});

/** A rate applied, as the order stores it. */
export const taxLineOf = (rule: TaxRule, taxableCents: number, amountCents: number): TaxLine => ({
  label: rule.label,
  rate: rule.rate,
  country: rule.country,
  region: rule.region,
  taxableCents,
  amountCents,
});

/** A rate as a fraction of 100 000 (8.875% is 8875 / 100 000): exact for at most 3 decimals. */
const RATE_SCALE = 100_000n;
const rateUnits = (percent: number) => BigInt(Math.round(percent * 1000));

/** n / d rounded half up, for n >= 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * The rate an address gets: the active rate of its country and region, else the active rate of
 * its whole country (region null), else none (no tax).
 */
export function rateFor<Rule extends TaxRule>(
  rules: readonly Rule[],
  country: string | null | undefined,
  region: string | null | undefined,
): Rule | null {
  if (!country) return null;
  const active = rules.filter((rule) => rule.active && rule.country === country);
  const wanted = region ? region.toUpperCase() : null;
  return (
    (wanted !== null && active.find((rule) => rule.region === wanted)) ||
    active.find((rule) => rule.region === null) ||
    null
  );
}

/**
 * Spreads `totalCents` over `amounts` in proportion to them (largest remainder): each part is its
 * share rounded down, and the cents left go one each to the largest remainders, an earlier amount
 * first among equal ones. The parts add up to `totalCents` exactly; an amount of 0 gets 0.
 * `totalCents` must not exceed the sum of the amounts.
 */
export function spreadCents(totalCents: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((all, amount) => all + amount, 0);
  if (sum === 0 || totalCents === 0) return amounts.map(() => 0);
  const total = BigInt(totalCents);
  const whole = BigInt(sum);
  const shares = amounts.map((amount, index) => {
    const exact = total * BigInt(amount);
    return { index, part: exact / whole, remainder: exact % whole };
  });
  let left = total - shares.reduce((all, share) => all + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.part));
}

/** The tax on top of an amount (prices excluding tax): amount x rate, rounded half up. */
export function taxOnTop(amountCents: number, percent: number): number {
  return Number(divideHalfUp(BigInt(amountCents) * rateUnits(percent), RATE_SCALE));
}

/** The tax inside an amount (prices including tax): amount x rate / (1 + rate), rounded half up. */
export function taxInside(amountCents: number, percent: number): number {
  const units = rateUnits(percent);
  return Number(divideHalfUp(BigInt(amountCents) * units, RATE_SCALE + units));
}

/** One line to tax: its amount (cents) and whether the discount applies to it. */
export interface TaxableLine {
  amountCents: number;
  discounted: boolean;
}

export interface TaxInput<Rule extends TaxRule = TaxRule> {
  lines: readonly TaxableLine[];
  discountCents: number;
  shippingCents: number;
  /** The rate the address gets (rateFor); null: no tax. */
  rule: Rule | null;
  pricesIncludeTax: boolean;
}

/** One entry of an order's tax lines: one per rate applied, shipping's tax inside its rate's entry. */
export interface TaxLineCents<Rule extends TaxRule = TaxRule> {
  rule: Rule;
  /** What was taxed: the lines' discounted amounts, and shipping when the rate taxes it. */
  taxableCents: number;
  amountCents: number;
}

export interface OrderTax<Rule extends TaxRule = TaxRule> {
  /** Each line's share of the discount; they add up to the discount. */
  lineDiscounts: number[];
  /** Each line's tax, on its discounted amount. */
  lineTaxes: number[];
  shippingTaxCents: number;
  /** The order's tax: the lines' and shipping's. */
  taxCents: number;
  taxLines: Array<TaxLineCents<Rule>>;
  /** What the order charges: subtotal - discount + shipping, plus the tax when prices exclude it. */
  totalCents: number;
}

/** The discount spread over the lines it applies to, in proportion to their amounts (spreadCents). */
export function discountSpread(lines: readonly TaxableLine[], discountCents: number): number[] {
  return spreadCents(
    discountCents,
    lines.map((line) => (line.discounted ? line.amountCents : 0)),
  );
}

/**
 * An order's tax. The discount is spread over its eligible lines in proportion to their amounts;
 * each line's tax is its discounted amount times the rate (on top, or inside when prices include
 * tax), rounded half up; shipping's likewise when the rate taxes shipping; the order's tax is their sum.
 */
export function orderTax<Rule extends TaxRule>(input: TaxInput<Rule>): OrderTax<Rule> {
  const { lines, discountCents, shippingCents, rule, pricesIncludeTax } = input;
  const lineDiscounts = discountSpread(lines, discountCents);
  const discounted = lines.map((line, index) => line.amountCents - lineDiscounts[index]!);
  const taxOf = (cents: number) => (rule ? (pricesIncludeTax ? taxInside : taxOnTop)(cents, rule.rate) : 0);
  const lineTaxes = discounted.map(taxOf);
  const shippingTaxCents = rule?.shipping ? taxOf(shippingCents) : 0;
  const taxCents = lineTaxes.reduce((sum, tax) => sum + tax, 0) + shippingTaxCents;
  const taxableCents = discounted.reduce((sum, cents) => sum + cents, 0) + (rule?.shipping ? shippingCents : 0);
  return {
    lineDiscounts,
    lineTaxes,
    shippingTaxCents,
    taxCents,
    taxLines: rule ? [{ rule, taxableCents, amountCents: taxCents }] : [],
    totalCents: orderTotal({
      lineTotalsCents: lines.map((line) => line.amountCents),
      discountCents,
      shippingCents,
      taxCents,
      pricesIncludeTax,
    }).totalCents,
  };
}

/**
 * The share of `totalCents` that `k` of a line's `n` pieces take, when `before` pieces of it were
 * taken already (each a share of its own): k/n of it rounded half up, and the last pieces what is
 * left, so the shares of all n pieces add up to the total.
 */
export function pieceShare(totalCents: number, k: number, n: number, before: readonly number[]): number {
  const share = (pieces: number) => Number(divideHalfUp(BigInt(totalCents) * BigInt(pieces), BigInt(n)));
  const taken = before.reduce((all, pieces) => all + pieces, 0);
  if (taken + k < n) return share(k);
  return totalCents - before.reduce((all, pieces) => all + share(pieces), 0);
}

/** The tax inside an amount refunded from an order: amount x order tax / total, rounded half up. */
export function taxShare(amountCents: number, taxCents: number, totalCents: number): number {
  if (totalCents <= 0 || taxCents <= 0) return 0;
  return Number(divideHalfUp(BigInt(amountCents) * BigInt(taxCents), BigInt(totalCents)));
}
