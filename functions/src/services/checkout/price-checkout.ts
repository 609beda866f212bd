import { lineProblem } from "@hometools/contract";
import {
  countRedemptions,
  findDiscountCode,
  type StoredDiscountCode,
} from "../../data/checkout/discount-code-repository";
import type { LineProduct, StoredProduct } from "../../data/catalogue/product-repository";
import { soldAs, variantProblemText } from "../../domain/catalogue/variants";
import { listShippingRates, type StoredShippingRate } from "../../data/checkout/shipping-rate-repository";
import type { Transaction } from "../../data/transaction";
import { readChangeStamp } from "../../data/change-stamp-repository";
import { readTaxSettings, type StoredTaxSettings } from "../../data/taxes/tax-settings-repository";
import { ratesForQuote } from "./shipping-rates";
import { belowMinimumProblem, codeAppliesTo, codeMessages, discountFor } from "../../domain/checkout/discount";
import { orderTotal, type OrderTotal } from "../../domain/orders/order-total";
import { orderTotalCents } from "../../domain/pricing";
import { ratesServing, shippingCents } from "../../domain/checkout/shipping";
import { discountSpread, type OrderTaxes } from "../../domain/taxes/tax";
import { taxEngine } from "../taxes/choose-tax-engine";
import type { TaxMemo, TaxQuestion, TaxReads } from "../taxes/tax-engine";

export interface PricingRequest {
  lines: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>;
  country?: string;
  /** The address's region (a US state): with the country, it names the tax rate. */
  region?: string;
  shippingRateId?: string;
  code?: string;
  /** The whole shipping address (a checkout's): Stripe Tax places it better than country and region. */
  address?: Omit<TaxQuestion["address"], "country" | "region">;
}

export interface PricedLine {
  productId: string;
  /** The product as the line's variant sells it; null when it is not sold (or the line names none of its variants). */
  product: LineProduct | null;
  quantity: number;
  lineTotalCents: number;
  /** The line's share of the discount, and its tax on what is left (domain/taxes/tax.ts). */
  discountCents: number;
  taxCents: number;
  problem: string | null;
}

/** A checkout's money, as POST /cart/quote shows it and POST /checkout charges it (cents). */
export interface Pricing {
  lines: PricedLine[];
  /** The active rates serving the country, each with its price for this subtotal. */
  rates: Array<{ rate: StoredShippingRate; cents: number }>;
  /** The chosen rate if it serves the country; null otherwise (or none chosen). */
  rate: { rate: StoredShippingRate; cents: number } | null;
  code: StoredDiscountCode | null;
  codeProblem: string | null;
  /** The tax as the shop's tax engine answered it: each line's, shipping's, the tax lines. */
  taxes: OrderTaxes;
  /** Subtotal, discount, shipping, tax and what the order charges (domain/orders/order-total.ts). */
  total: OrderTotal;
}

/** What pricing reads besides the products: the shipping rates, the code, the tax engine's reads and settings. */
export interface PricingReads {
  rates: StoredShippingRate[];
  code: StoredDiscountCode | null;
  tax: TaxReads;
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
  const [rates, code, tax, taxSettings] = await Promise.all([
    cachedRates ? readChangeStamp("shippingRates", tx).then((stamp) => ratesForQuote(stamp)) : listShippingRates(tx),
    request.code ? findDiscountCode(request.code, tx) : Promise.resolve(null),
    taxEngine().read(tx, { quote: cachedRates }),
    readTaxSettings(tx),
  ]);
  return { rates, code, tax, taxSettings };
}

/**
 * Prices lines whose products the caller has read: the subtotal counts the lines still sold; the
 * chosen rate is free once the subtotal reaches its freeOver; the code's discount (never on
 * shipping) applies only when the code does, and never takes the total under Stripe's minimum.
 * The per-customer limit needs the customer and is checked at checkout (services/checkout/redeem-code.ts).
 * The discount is spread over the lines it applies to; the shop's tax engine taxes each line after
 * its share and shipping, at the request's address (none without a country); the total is
 * domain/orders/order-total.ts's.
 */
export async function priceCheckout(
  request: PricingRequest,
  products: ReadonlyArray<StoredProduct | null>,
  { rates: allRates, code, tax: taxReads, taxSettings }: PricingReads,
  memo?: TaxMemo,
): Promise<Pricing> {
  const lines = request.lines.map((line, index) => {
    const found = products[index] ?? null;
    const sold = found ? soldAs(found, line.variantId) : null;
    const product = sold && "variant" in sold ? sold : null;
    // A line naming none of its tool's variants says which choice is missing.
    const variantProblem = sold && !("variant" in sold) ? variantProblemText(sold) : null;
    return {
      productId: line.productId,
      product,
      quantity: line.quantity,
      lineTotalCents: product ? orderTotalCents(product.priceCents, line.quantity) : 0,
      problem: variantProblem ?? lineProblem(line.quantity, product),
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
  const lineDiscounts = discountSpread(
    lines.map((line) => ({
      amountCents: line.lineTotalCents,
      discounted: discountCents > 0 && code !== null && codeAppliesTo(code, line.productId),
    })),
    discountCents,
  );
  const taxes = await taxEngine().tax(
    {
      lines: lines.map((line, index) => ({
        productId: line.productId,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        discountCents: lineDiscounts[index]!,
        taxCode: line.product?.taxCode ?? null,
        problem: line.problem,
      })),
      shippingCents: rate ? shipping : null,
      address: { ...request.address, region: request.region, country: request.country },
      pricesIncludeTax,
    },
    taxReads,
    memo,
  );
  return {
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: lineDiscounts[index]!,
      taxCents: taxes.lineTaxes[index]!,
    })),
    rates,
    rate,
    code,
    codeProblem,
    taxes,
    total: orderTotal({
      lineTotalsCents: lines.map((line) => line.lineTotalCents),
      discountCents,
      shippingCents: shipping,
      taxCents: taxes.taxCents,
      pricesIncludeTax,
    }),
  };
}
