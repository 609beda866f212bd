/**
 * The one place an order's money is added up, in integer cents: the lines' totals make the subtotal;
 * the total charged is subtotal - discount + shipping, plus the tax when prices exclude it (with
 * prices including tax, the tax is already inside the lines and shipping). Pricing (a quote, a
 * checkout), reservation (services/orders/reserve-order.ts) and everything that shows or exports an
 * order read the result this function gave when the order was placed; nothing adds it up again.
 */
export interface OrderTotal {
  /** The lines' totals (unit price x quantity each), before the discount. */
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** The order's tax: on top of the total, or inside it when prices include tax. */
  taxCents: number;
  pricesIncludeTax: boolean;
  /** What the order charges. */
  totalCents: number;
}

export interface OrderTotalParts {
  lineTotalsCents: readonly number[];
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  pricesIncludeTax: boolean;
}

export function orderTotal(parts: OrderTotalParts): OrderTotal {
  const { discountCents, shippingCents, taxCents, pricesIncludeTax } = parts;
  const subtotalCents = parts.lineTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const totalCents = subtotalCents - discountCents + shippingCents + (pricesIncludeTax ? 0 : taxCents);
  return { subtotalCents, discountCents, shippingCents, taxCents, pricesIncludeTax, totalCents };
}
