import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { StoredTaxRate } from "../../../src/data/taxes/tax-rate-repository";
import { orderTax, taxLineOf } from "../../../src/domain/taxes/tax";
import { ratesEngine } from "../../../src/services/taxes/rates-engine";
import type { TaxQuestion } from "../../../src/services/taxes/tax-engine";

const saved = process.env.TAX_PROVIDER;
afterEach(() => {
  if (saved === undefined) delete process.env.TAX_PROVIDER;
  else process.env.TAX_PROVIDER = saved;
  vi.resetModules();
});

const ny: StoredTaxRate = {
  _id: "ny",
  label: "New York sales tax",
  country: "US",
  region: "NY",
  rate: 8.875,
  shipping: true,
  active: true,
};

describe("the tax engine", () => {
  test("when TAX_PROVIDER names an engine, then that engine is chosen once and kept", async () => {
    process.env.TAX_PROVIDER = "stripe";
    const { taxEngine } = await import("../../../src/services/taxes/choose-tax-engine");
    const { stripeTaxEngine } = await import("../../../src/services/taxes/stripe-tax-engine");
    expect(taxEngine()).toBe(stripeTaxEngine);
    process.env.TAX_PROVIDER = "rates";
    expect(taxEngine()).toBe(stripeTaxEngine);
  });

  test("when TAX_PROVIDER is unset, then the owner's rates are chosen", async () => {
    delete process.env.TAX_PROVIDER;
    const { taxEngine } = await import("../../../src/services/taxes/choose-tax-engine");
    const { ratesEngine: rates } = await import("../../../src/services/taxes/rates-engine");
    expect(taxEngine()).toBe(rates);
  });

  test("when TAX_PROVIDER names no engine, then choosing one throws, naming the value", async () => {
    process.env.TAX_PROVIDER = "avalara";
    const { taxEngine } = await import("../../../src/services/taxes/choose-tax-engine");
    expect(() => taxEngine()).toThrow('got "avalara"');
  });
});

describe("the owner's rates as an engine", () => {
  const line = fc.record({
    lineTotalCents: fc.integer({ min: 0, max: 500_000 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  test("when lines come with their share of the discount, then the engine taxes them as domain/taxes/tax.ts taxes the order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        async (lines, shippingCents, pricesIncludeTax) => {
          const discounts = lines.map((item) => Math.floor(item.lineTotalCents * item.share));
          const question: TaxQuestion = {
            lines: lines.map((item, index) => ({
              productId: `p${index}`,
              quantity: 1,
              lineTotalCents: item.lineTotalCents,
              discountCents: discounts[index]!,
              taxCode: null,
              problem: null,
            })),
            shippingCents,
            address: { country: "US", region: "ny" },
            pricesIncludeTax,
          };
          const taxes = await ratesEngine.tax(question, { rates: [ny] });
          const expected = orderTax({
            lines: lines.map((item, index) => ({
              amountCents: item.lineTotalCents - discounts[index]!,
              discounted: false,
            })),
            discountCents: 0,
            shippingCents,
            rule: ny,
            pricesIncludeTax,
          });
          expect(taxes).toEqual({
            lineTaxes: expected.lineTaxes,
            shippingTaxCents: expected.shippingTaxCents,
            taxCents: expected.taxCents,
            taxLines: [taxLineOf(ny, expected.taxLines[0]!.taxableCents, expected.taxCents)],
            calculationId: null,
          });
        },
      ),
    );
  });

  test("when the address has no country or no rate, then the engine charges no tax and records no tax line", async () => {
    const question: TaxQuestion = {
      lines: [{ productId: "p", quantity: 2, lineTotalCents: 2000, discountCents: 0, taxCode: null, problem: null }],
      shippingCents: 599,
      address: {},
      pricesIncludeTax: false,
    };
    expect(await ratesEngine.tax(question, { rates: [ny] })).toEqual({
      lineTaxes: [0],
      shippingTaxCents: 0,
      taxCents: 0,
      taxLines: [],
      calculationId: null,
    });
    const elsewhere = { ...question, address: { country: "FR" } };
    expect((await ratesEngine.tax(elsewhere, { rates: [ny] })).taxCents).toBe(0);
  });
});
