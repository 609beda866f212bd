import { lineProblem } from "@hometools/contract";
import {
  countRedemptions,
  findDiscountCode,
  type StoredDiscountCode,
} from "../../data/checkout/discount-code-repository";
import type { StoredProduct } from "../../data/catalogue/product-repository";
import { listShippingRates, type StoredShippingRate } from "../../data/checkout/shipping-rate-repository";
import type { Transaction } from "../../data/transaction";
import { readChangeStamp } from "../../data/change-stamp-repository";
import { listTaxRates, type StoredTaxRate } from "../../data/taxes/tax-rate-repository";
import { readTaxSettings, type StoredTaxSettings } from "../../data/taxes/tax-settings-repository";
import { ratesForQuote } from "./shipping-rates";
import { readQuoteTaxRates } from "../taxes/tax-rates";
import { belowMinimumProblem, codeAppliesTo, codeMessages, discountFor } from "../../domain/checkout/discount";
import { orderTotalCents } from "../../domain/pricing";
import { ratesServing, shippingCents } from "../../domain/checkout/shipping";
import { orderTax, rateFor, type OrderTax } from "../../domain/taxes/tax";
import { taxProvider } from "../../config";
import { calculateTax, type TaxCalculation, type TaxCalculationRequest } from "../../payments/stripe-tax";

export interface PricingRequest {
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  country?: string;
  /** The address's region (a US state): with the country, it names the tax rate. */
  region?: string;
  shippingRateId?: string;
  code?: string;
  /** The whole shipping address (a checkout's): Stripe Tax places it better than country and region. */
  address?: Omit<TaxCalculationRequest["address"], "country">;
}

/**
 * A checkout's Stripe Tax calculations by what they were asked, so that a unit that runs again
 * (data/transaction.ts) asks Stripe once; a quote needs none.
 */
export type TaxCalculations = Map<string, Promise<TaxCalculation>>;

export interface PricedLine {
  productId: string;
  product: StoredProduct | null;
  quantity: number;
  lineTotalCents: number;
  /** The line's share of the discount, and its tax on what is left (domain/tax.ts). */
  discountCents: number;
  taxCents: number;
  problem: string | null;
}

/** A checkout's money, as POST /cart/quote shows it and POST /checkout charges it (cents). */
export interface Pricing {
  lines: PricedLine[];
  subtotalCents: number;
  /** The active rates serving the country, each with its price for this subtotal. */
  rates: Array<{ rate: StoredShippingRate; cents: number }>;
  /** The chosen rate if it serves the country; null otherwise (or none chosen). */
  rate: { rate: StoredShippingRate; cents: number } | null;
  shippingCents: number;
  code: StoredDiscountCode | null;
  discountCents: number;
  codeProblem: string | null;
  /** The tax at the address's rate: on top of the total, or inside it when prices include tax. */
  tax: OrderTax<StoredTaxRate>;
  pricesIncludeTax: boolean;
  totalCents: number;
  /** TAX_PROVIDER=stripe: the Stripe Tax calculation the tax came from; null otherwise. */
  taxCalculationId: string | null;
}

/** What pricing reads besides the products: the shipping rates, the code, the tax rates and settings. */
export interface PricingReads {
  rates: StoredShippingRate[];
  code: StoredDiscountCode | null;
  taxRates: StoredTaxRate[];
  taxSettings: StoredTaxSettings;
}

/**
 * The rates, the code and the tax settings, read in the caller's unit: call it in the same
 * Promise.all as the products so the code and the settings share their batch read
 * (data/transaction.ts). A quote may take the shipping and tax rates from this instance's copy
 * (`cachedRates`: kept by the rates' change stamps, read in the same batch); a checkout reads them
 * in its unit (two queries).
 */
export async function readPricing(
  request: Pick<PricingRequest, "code">,
  tx: Transaction,
  { cachedRates = false } = {},
): Promise<PricingReads> {
  const [rates, code, taxRates, taxSettings] = await Promise.all([
    cachedRates ? readChangeStamp("shippingRates", tx).then((stamp) => ratesForQuote(stamp)) : listShippingRates(tx),
    request.code ? findDiscountCode(request.code, tx) : Promise.resolve(null),
    // Stripe Tax needs no rates of ours: neither the quote's stamp nor the checkout's query.
    taxProvider() === "stripe" ? Promise.resolve([]) : cachedRates ? readQuoteTaxRates(tx) : listTaxRates(tx),
    readTaxSettings(tx),
  ]);
  return { rates, code, taxRates, taxSettings };
}

/**
 * Prices lines whose products the caller has read: the subtotal counts the lines still sold; the
 * chosen rate is free once the subtotal reaches its freeOver; the code's discount (never on
 * shipping) applies only when the code does, and never takes the total under Stripe's minimum.
 * The per-customer limit needs the customer and is checked at checkout (services/redeem-code.ts).
 * Tax is at the rate of the request's country and region (none without a country), on each line
 * after its share of the discount and on shipping when the rate says so (domain/tax.ts).
 */
export async function priceCheckout(
  request: PricingRequest,
  products: ReadonlyArray<StoredProduct | null>,
  { rates: allRates, code, taxRates, taxSettings }: PricingReads,
  calculations?: TaxCalculations,
): Promise<Pricing> {
  const lines = request.lines.map((line, index) => {
    const product = products[index] ?? null;
    return {
      productId: line.productId,
      product,
      quantity: line.quantity,
      lineTotalCents: product ? orderTotalCents(product.priceCents, line.quantity) : 0,
      problem: lineProblem(line.quantity, product),
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const rates = ratesServing(allRates, request.country).map((rate) => ({
    rate,
    cents: shippingCents(rate, subtotalCents),
  }));
  const rate = rates.find((option) => option.rate._id === request.shippingRateId) ?? null;
  const shipping = rate?.cents ?? 0;

  let discountCents = 0;
  let codeProblem: string | null = null;
  if (request.code) {
    const found = discountFor(code, lines, new Date());
    codeProblem = found.problem;
    if (!codeProblem && code?.maxRedemptions != null && (await countRedemptions(code.code)) >= code.maxRedemptions) {
      codeProblem = codeMessages.usedUp;
    }
    if (!codeProblem && subtotalCents > 0) codeProblem = belowMinimumProblem(subtotalCents - found.cents + shipping);
    if (!codeProblem) discountCents = found.cents;
  }
  const { pricesIncludeTax } = taxSettings;
  const stripeTax = taxProvider() === "stripe";
  const rated = orderTax({
    lines: lines.map((line) => ({
      amountCents: line.lineTotalCents,
      discounted: discountCents > 0 && code !== null && codeAppliesTo(code, line.productId),
    })),
    discountCents,
    shippingCents: shipping,
    rule: stripeTax ? null : rateFor(taxRates, request.country, request.region),
    pricesIncludeTax,
  });
  // Stripe Tax prices the lines after their share of the discount (the same spread), and shipping.
  const taxable = stripeTax && request.country && subtotalCents > 0 && lines.every((line) => !line.problem);
  const calculation = taxable
    ? await calculateOnce(
        {
          lines: lines.map((line, index) => ({
            productId: line.productId,
            quantity: line.quantity,
            amountCents: line.lineTotalCents - rated.lineDiscounts[index]!,
            taxCode: line.product?.taxCode ?? null,
          })),
          shippingCents: rate ? shipping : null,
          inclusive: pricesIncludeTax,
          address: { ...request.address, region: request.region, country: request.country! },
        },
        calculations,
      )
    : null;
  const tax = calculation ? withStripeTax(rated, calculation, pricesIncludeTax) : rated;
  return {
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: tax.lineDiscounts[index]!,
      taxCents: tax.lineTaxes[index]!,
    })),
    subtotalCents,
    rates,
    rate,
    shippingCents: shipping,
    code,
    discountCents,
    codeProblem,
    tax,
    pricesIncludeTax,
    totalCents: tax.totalCents,
    taxCalculationId: calculation?.id ?? null,
  };
}

function calculateOnce(request: TaxCalculationRequest, calculations?: TaxCalculations): Promise<TaxCalculation> {
  if (!calculations) return calculateTax(request);
  const key = JSON.stringify(request);
  let calculation = calculations.get(key);
  if (!calculation) {
    calculation = calculateTax(request);
    calculations.set(key, calculation);
    calculation.catch(() => calculations.delete(key));
  }
  return calculation;
}

/**
 * The order's tax as Stripe Tax calculated it: each line's and shipping's tax from the calculation,
 * one tax line per rate of its breakdown ("NY sales tax"), kept with its place and taxable amount
 * as the rates engine keeps them (the tax report reads both alike).
 */
function withStripeTax(
  rated: OrderTax<StoredTaxRate>,
  calculation: TaxCalculation,
  pricesIncludeTax: boolean,
): OrderTax<StoredTaxRate> {
  return {
    ...rated,
    lineTaxes: calculation.lineTaxes,
    shippingTaxCents: calculation.shippingTaxCents,
    taxCents: calculation.taxCents,
    taxLines: calculation.breakdown.map((line) => ({
      rule: {
        _id: `stripe-tax-${line.country}-${line.region ?? ""}`,
        label: line.label,
        country: line.country,
        region: line.region,
        rate: line.rate,
        shipping: line.shipping,
        active: true,
      },
      taxableCents: line.taxableCents,
      amountCents: line.amountCents,
    })),
    totalCents: rated.totalCents + (pricesIncludeTax ? 0 : calculation.taxCents),
  };
}
