import { lineProblem } from "@hometools/contract";
import { countRedemptions, findDiscountCode, type StoredDiscountCode } from "../data/discount-code-repository";
import type { StoredProduct } from "../data/product-repository";
import { listShippingRates, type StoredShippingRate } from "../data/shipping-rate-repository";
import type { Transaction } from "../data/transaction";
import { readChangeStamp } from "../data/change-stamp-repository";
import { ratesForQuote } from "./shipping-rates";
import { belowMinimumProblem, codeMessages, discountFor } from "../domain/discount";
import { orderTotalCents } from "../domain/pricing";
import { ratesServing, shippingCents } from "../domain/shipping";

export interface PricingRequest {
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  country?: string;
  shippingRateId?: string;
  code?: string;
}

export interface PricedLine {
  productId: string;
  product: StoredProduct | null;
  quantity: number;
  lineTotalCents: number;
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
  totalCents: number;
}

/** What pricing reads besides the products: the shipping rates and the code. */
export interface PricingReads {
  rates: StoredShippingRate[];
  code: StoredDiscountCode | null;
}

/**
 * The rates and the code, read in the caller's unit: call it in the same Promise.all as the
 * products so the code shares their batch read (data/transaction.ts). A quote may take the rates
 * from this instance's copy (`cachedRates`: kept by the rates' change stamp, read in the same batch);
 * a checkout reads them in its unit.
 */
export async function readPricing(
  request: Pick<PricingRequest, "code">,
  tx: Transaction,
  { cachedRates = false } = {},
): Promise<PricingReads> {
  const [rates, code] = await Promise.all([
    cachedRates ? readChangeStamp("shippingRates", tx).then((stamp) => ratesForQuote(stamp)) : listShippingRates(tx),
    request.code ? findDiscountCode(request.code, tx) : Promise.resolve(null),
  ]);
  return { rates, code };
}

/**
 * Prices lines whose products the caller has read: the subtotal counts the lines still sold; the
 * chosen rate is free once the subtotal reaches its freeOver; the code's discount (never on
 * shipping) applies only when the code does, and never takes the total under Stripe's minimum.
 * The per-customer limit needs the customer and is checked at checkout (services/redeem-code.ts).
 */
export async function priceCheckout(
  request: PricingRequest,
  products: ReadonlyArray<StoredProduct | null>,
  { rates: allRates, code }: PricingReads,
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
  return {
    lines,
    subtotalCents,
    rates,
    rate,
    shippingCents: shipping,
    code,
    discountCents,
    codeProblem,
    totalCents: subtotalCents - discountCents + shipping,
  };
}
