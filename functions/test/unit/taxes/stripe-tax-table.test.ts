import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { TEST_TAX_TABLE, taxOf, testRateFor } from "../../../../devstack/stripe-standin/tax-table";
import { seedTaxRates } from "../../../../stack/seed-data";
import { rateFor, taxInside, taxOnTop } from "../../../src/domain/taxes/tax";

/**
 * The Stripe stand-in's tax table and arithmetic (devstack/, which imports nothing of the shop) are
 * the rates engine's: the same four rates as the seed, found for the same addresses, and the same
 * cents for every amount, on top and inside (docs/decisions/036, "Stripe Tax").
 */
describe("the stand-in's Stripe Tax table", () => {
  test("when the table is read, then it holds the seed's rates: place, percent and whether shipping is taxed", () => {
    const table = TEST_TAX_TABLE.map(({ country, state, percent, shipping }) => ({
      country,
      region: state,
      rate: percent,
      shipping,
    }));
    const seeded = seedTaxRates.map(({ country, region, rate, shipping }) => ({ country, region, rate, shipping }));
    expect(table).toEqual(expect.arrayContaining(seeded));
    expect(table).toHaveLength(seeded.length);
  });

  test("when any amount is taxed at any seeded place, then the stand-in and the rates engine give the same cents", () => {
    const rules = seedTaxRates.map((rate) => ({ ...rate, active: true }));
    const places = [
      ["US", "NY"],
      ["US", "ny"],
      ["US", "CA"],
      ["US", "TX"],
      ["DE", "BY"],
      ["DE", undefined],
      ["GB", "ENG"],
      ["FR", undefined],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...places),
        fc.boolean(),
        (amount, [country, region], inclusive) => {
          const rule = rateFor(rules, country, region);
          const standin = testRateFor(country, region);
          expect(standin?.percent ?? null).toBe(rule?.rate ?? null);
          const engine = rule ? (inclusive ? taxInside : taxOnTop)(amount, rule.rate) : 0;
          expect(taxOf(amount, standin, inclusive)).toBe(engine);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
