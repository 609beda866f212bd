import { listTaxRates } from "../../data/taxes/tax-rate-repository";
import { noTaxes, orderTax, rateFor, taxLineOf, type OrderTaxes, type TaxRule } from "../../domain/taxes/tax";
import type { TaxEngine } from "./tax-engine";
import { readQuoteTaxRates } from "./tax-rates";

/**
 * The owner's rates (docs/api.md, "Taxes"): the active rate of the address's country and region,
 * in integer cents by domain/taxes/tax.ts. It records nothing anywhere else, so payments and
 * refunds ask nothing of it.
 */
export const ratesEngine: TaxEngine = {
  async read(tx, { quote }) {
    return { rates: quote ? await readQuoteTaxRates(tx) : await listTaxRates(tx) };
  },

  async tax(question, reads) {
    const rule = rateFor(reads.rates, question.address.country, question.address.region);
    return taxedAt(
      rule,
      question.lines.map((line) => line.lineTotalCents - line.discountCents),
      question.shippingCents ?? 0,
      question.pricesIncludeTax,
    );
  },

  async taxAtShop(lineTotalsCents, settings, tx) {
    if (!settings.pricesIncludeTax) return noTaxes(lineTotalsCents.length);
    const rule = rateFor(await listTaxRates(tx), settings.shopAddress.country, settings.shopAddress.region);
    return taxedAt(rule, lineTotalsCents, 0, true);
  },

  recordPaid: async (order) => order,
  recordPaidById: async () => undefined,
  reverseRefund: async (order) => order,
};

/** The lines' (discounted) amounts and shipping taxed at one rate, or at none. */
function taxedAt(
  rule: TaxRule | null,
  amountsCents: readonly number[],
  shippingCents: number,
  pricesIncludeTax: boolean,
): OrderTaxes {
  const taxed = orderTax({
    lines: amountsCents.map((amountCents) => ({ amountCents, discounted: false })),
    discountCents: 0,
    shippingCents,
    rule,
    pricesIncludeTax,
  });
  return {
    lineTaxes: taxed.lineTaxes,
    shippingTaxCents: taxed.shippingTaxCents,
    taxCents: taxed.taxCents,
    taxLines: taxed.taxLines.map((line) => taxLineOf(line.rule, line.taxableCents, line.amountCents)),
    calculationId: null,
  };
}
