import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  orderTax,
  pieceShare,
  rateFor,
  spreadCents,
  taxInside,
  taxOnTop,
  taxShare,
  type TaxRule,
} from "../../../src/domain/taxes/tax";

// The plain recount: the same rules written the long way, in whole numbers a person could check
// with pencil and paper (thousandths of a percent, cents), with no shared code.
const thousandths = (percent: number) => Math.round(percent * 1000);
function roundHalfUp(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  return numerator - whole * denominator >= denominator - (numerator - whole * denominator) ? whole + 1 : whole;
}
const recountOnTop = (cents: number, percent: number) => roundHalfUp(cents * thousandths(percent), 100_000);
const recountInside = (cents: number, percent: number) =>
  roundHalfUp(cents * thousandths(percent), 100_000 + thousandths(percent));

/** Largest remainder by hand: floor each share, then hand out the rest by remainder, earlier first. */
function recountSpread(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum === 0) return amounts.map(() => 0);
  const floors = amounts.map((amount) => Math.floor((total * amount) / sum));
  const order = amounts
    .map((amount, index) => ({ index, remainder: total * amount - floors[index]! * sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - floors.reduce((a, b) => a + b, 0);
  for (const { index } of order) if (left-- > 0) floors[index]! += 1;
  return floors;
}

const cents = fc.integer({ min: 0, max: 2_000_000 });
const percent = fc.integer({ min: 0, max: 30_000 }).map((units) => units / 1000);
const rule = (overrides: Partial<TaxRule> = {}): TaxRule => ({
  label: "Tax",
  country: "US",
  region: "NY",
  rate: 8.875,
  shipping: true,
  active: true,
  ...overrides,
});

describe("the discount spread over lines", () => {
  test("when a discount is spread, then the parts add up to it exactly, none is over its line, and each is its share give or take a cent", () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, share) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const discount = Math.floor(sum * share);
          const parts = spreadCents(discount, amounts);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
          parts.forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(amounts[index]!);
            if (sum > 0) expect(Math.abs(part - (discount * amounts[index]!) / sum)).toBeLessThan(1);
          });
          expect(parts).toEqual(recountSpread(discount, amounts));
        },
      ),
    );
  });

  test("when two lines' remainders are equal, then the leftover cent goes to the earlier line", () => {
    expect(spreadCents(1, [500, 500])).toEqual([1, 0]);
    expect(spreadCents(5, [300, 300, 300])).toEqual([2, 2, 1]);
    expect(spreadCents(100, [0, 999, 1])).toEqual([0, 100, 0]);
  });

  test("when the amounts reach the order limit, then the spread stays exact (no float rounding)", () => {
    expect(spreadCents(99_999_999, [99_999_998, 1])).toEqual([99_999_998, 1]);
    expect(spreadCents(33_333_333, [99_999_999, 1, 1])).toEqual([33_333_333, 0, 0]);
  });
});

describe("a tax on an amount", () => {
  test("when tax is added or taken out of any amount at any rate, then it is the plain recount, rounded half up", () => {
    fc.assert(
      fc.property(cents, percent, (amount, rate) => {
        expect(taxOnTop(amount, rate)).toBe(recountOnTop(amount, rate));
        expect(taxInside(amount, rate)).toBe(recountInside(amount, rate));
        expect(taxInside(amount, rate)).toBeLessThanOrEqual(taxOnTop(amount, rate));
      }),
    );
  });

  test("when an amount's tax is exactly half a cent, then it rounds up", () => {
    // 8.875% of $0.40 is 3.55 cents; 10% of $0.05 is 0.5 cents.
    expect(taxOnTop(40, 8.875)).toBe(4);
    expect(taxOnTop(5, 10)).toBe(1);
    expect(taxOnTop(4, 10)).toBe(0);
    // 19% VAT inside 119 cents is 19 cents; inside $10.00 it is 159.66 cents.
    expect(taxInside(119, 19)).toBe(19);
    expect(taxInside(1000, 19)).toBe(160);
  });
});

describe("an order's tax", () => {
  const line = fc.record({ amountCents: cents, discounted: fc.boolean() });
  const order = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 20 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    shippingCents: fc.integer({ min: 0, max: 10_000 }),
    rate: percent,
    taxesShipping: fc.boolean(),
    pricesIncludeTax: fc.boolean(),
  });

  test("when any order is taxed, then its lines and shipping add up to its tax and its total is consistent", () => {
    fc.assert(
      fc.property(order, ({ lines, share, shippingCents, rate, taxesShipping, pricesIncludeTax }) => {
        const eligible = lines.reduce((sum, item) => sum + (item.discounted ? item.amountCents : 0), 0);
        const discountCents = Math.floor(eligible * share);
        const applied = rule({ rate, shipping: taxesShipping });
        const taxed = orderTax({ lines, discountCents, shippingCents, rule: applied, pricesIncludeTax });

        expect(taxed.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(discountCents);
        lines.forEach((item, index) => {
          if (!item.discounted) expect(taxed.lineDiscounts[index]).toBe(0);
          const after = item.amountCents - taxed.lineDiscounts[index]!;
          expect(taxed.lineTaxes[index]).toBe(
            pricesIncludeTax ? recountInside(after, rate) : recountOnTop(after, rate),
          );
        });
        const shippingTax = !taxesShipping
          ? 0
          : pricesIncludeTax
            ? recountInside(shippingCents, rate)
            : recountOnTop(shippingCents, rate);
        expect(taxed.shippingTaxCents).toBe(shippingTax);
        const tax = taxed.lineTaxes.reduce((a, b) => a + b, 0) + shippingTax;
        expect(taxed.taxCents).toBe(tax);
        expect(taxed.taxLines).toEqual([
          {
            rule: applied,
            taxableCents:
              lines.reduce((sum, item) => sum + item.amountCents, 0) -
              discountCents +
              (taxesShipping ? shippingCents : 0),
            amountCents: tax,
          },
        ]);
        const subtotal = lines.reduce((sum, item) => sum + item.amountCents, 0);
        expect(taxed.totalCents).toBe(subtotal - discountCents + shippingCents + (pricesIncludeTax ? 0 : tax));
      }),
    );
  });

  test("when no rate applies, then the tax is 0, there are no tax lines, and the total is subtotal - discount + shipping", () => {
    const taxed = orderTax({
      lines: [{ amountCents: 1000, discounted: true }],
      discountCents: 100,
      shippingCents: 599,
      rule: null,
      pricesIncludeTax: false,
    });
    expect(taxed).toMatchObject({ taxCents: 0, taxLines: [], lineTaxes: [0], shippingTaxCents: 0, totalCents: 1499 });
  });

  test("when a NY order has a 10% code and taxed shipping, then every cent is as a person would count it", () => {
    // $19.99 x 3 = $59.97 and $7.50 x 1, 10% off both: $6.75 spread 5997:750 -> 599.7 : 75.0 -> 600, 75.
    const taxed = orderTax({
      lines: [
        { amountCents: 5997, discounted: true },
        { amountCents: 750, discounted: true },
      ],
      discountCents: 675,
      shippingCents: 599,
      rule: rule(),
      pricesIncludeTax: false,
    });
    // (5997 - 600) x 8.875% = 478.98 -> 479; (750 - 75) x 8.875% = 59.906 -> 60; 599 x 8.875% = 53.16 -> 53.
    expect(taxed.lineDiscounts).toEqual([600, 75]);
    expect(taxed.lineTaxes).toEqual([479, 60]);
    expect(taxed.shippingTaxCents).toBe(53);
    expect(taxed.taxCents).toBe(592);
    expect(taxed.totalCents).toBe(6747 - 675 + 599 + 592);
  });
});

describe("the rate an address gets", () => {
  const ny = rule({ label: "New York sales tax" });
  const us = rule({ label: "US", region: null });
  const retired = rule({ label: "Old NY", active: false });
  test("when an address has a region with a rate, then that rate; else its country's; else none", () => {
    expect(rateFor([retired, us, ny], "US", "ny")).toBe(ny);
    expect(rateFor([retired, us, ny], "US", "IL")).toBe(us);
    expect(rateFor([retired, ny], "US", "IL")).toBeNull();
    expect(rateFor([retired], "US", "NY")).toBeNull();
    expect(rateFor([ny], "DE", undefined)).toBeNull();
    expect(rateFor([ny], undefined, undefined)).toBeNull();
  });
});

describe("what refunded pieces take back", () => {
  test("when a line's pieces are refunded in any groups, then each group is its share rounded half up and all of them add up to the line", () => {
    fc.assert(
      fc.property(cents, fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }), (total, groups) => {
        const n = groups.reduce((a, b) => a + b, 0);
        const taken: number[] = [];
        let back = 0;
        for (const [index, k] of groups.entries()) {
          const share = pieceShare(total, k, n, taken);
          if (index < groups.length - 1) expect(share).toBe(roundHalfUp(total * k, n));
          taken.push(k);
          back += share;
        }
        expect(back).toBe(total);
      }),
    );
  });

  test("when an amount is refunded, then its tax is amount x order tax / total, rounded half up", () => {
    expect(taxShare(1000, 592, 7263)).toBe(82);
    expect(taxShare(7263, 592, 7263)).toBe(592);
    expect(taxShare(1000, 0, 7263)).toBe(0);
  });
});
