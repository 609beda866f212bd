/**
 * The stand-in's fixed tax table: the shop's four seeded rates (docs/api.md, "Taxes"), so the same
 * journey charges the same cents under either engine. An address gets the rate of its country and
 * state, else of its whole country, else none. The arithmetic is the rates engine's (half up per
 * amount, in integers); devstack/ imports nothing of the shop, so it is written again here and
 * functions/test/unit/taxes/stripe-tax-table.test.ts proves both give the same cents.
 */
export interface TestRate {
  country: string;
  /** The address's `state`; null: the whole country. */
  state: string | null;
  /** A percent with at most 3 decimals, as Stripe's `percentage_decimal` says it. */
  percent: number;
  /** Whether shipping is taxed too. */
  shipping: boolean;
  taxType: "sales_tax" | "vat";
  /** Stripe's `display_name` of the rate and of the jurisdiction. */
  displayName: string;
  jurisdiction: string;
}

export const TEST_TAX_TABLE: readonly TestRate[] = [
  {
    country: "US",
    state: "NY",
    percent: 8.875,
    shipping: true,
    taxType: "sales_tax",
    displayName: "Sales Tax",
    jurisdiction: "New York",
  },
  {
    country: "US",
    state: "CA",
    percent: 7.25,
    shipping: false,
    taxType: "sales_tax",
    displayName: "Sales Tax",
    jurisdiction: "California",
  },
  {
    country: "DE",
    state: null,
    percent: 19,
    shipping: true,
    taxType: "vat",
    displayName: "VAT",
    jurisdiction: "Germany",
  },
  {
    country: "GB",
    state: null,
    percent: 20,
    shipping: true,
    taxType: "vat",
    displayName: "VAT",
    jurisdiction: "United Kingdom",
  },
];

export function testRateFor(country: string | undefined, state: string | undefined): TestRate | null {
  if (!country) return null;
  const upper = country.toUpperCase();
  const wanted = state?.toUpperCase();
  return (
    TEST_TAX_TABLE.find((rate) => rate.country === upper && rate.state !== null && rate.state === wanted) ??
    TEST_TAX_TABLE.find((rate) => rate.country === upper && rate.state === null) ??
    null
  );
}

/** A percent as a fraction of 100 000 (8.875% is 8875 / 100 000): exact for at most 3 decimals. */
const SCALE = 100_000n;
const units = (percent: number) => BigInt(Math.round(percent * 1000));
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** The tax of one amount at a rate: on top (exclusive) or inside it (inclusive), rounded half up. */
export function taxOf(amount: number, rate: TestRate | null, inclusive: boolean): number {
  if (!rate) return 0;
  const cents = BigInt(amount);
  const rateUnits = units(rate.percent);
  return Number(inclusive ? halfUp(cents * rateUnits, SCALE + rateUnits) : halfUp(cents * rateUnits, SCALE));
}
