import { variantIdOf, type Quote } from "@hometools/contract";
import { findProducts } from "../../data/catalogue/product-repository";
import { readTogether } from "../../data/transaction";
import { toDollars } from "../../domain/pricing";
import { priceCheckout, readPricing, type PricingRequest } from "./price-checkout";

/**
 * POST /cart/quote (public): the lines as they are now, with what a checkout would charge for them
 * to that country with that rate and code. Reserves nothing and writes nothing. The products and the
 * code (and the tax settings) are one batch read; the shipping and tax rates come from this
 * instance's cache, kept by their change stamps (at most a minute old).
 */
export async function quoteCart(request: PricingRequest): Promise<Quote> {
  const [products, reads] = await readTogether((tx) =>
    Promise.all([
      findProducts(
        request.lines.map((line) => line.productId),
        tx,
      ),
      readPricing(request, tx, { cachedRates: true }),
    ]),
  );
  const priced = await priceCheckout(request, products, reads);
  return {
    lines: priced.lines.map((line, index) => ({
      productId: line.productId,
      productName: line.product?.name ?? "",
      variantId: line.product?.variant.id ?? variantIdOf(request.lines[index]!),
      variantLabel: line.product?.variantLabel ?? "",
      sku: line.product?.variant.sku ?? null,
      img: line.product?.img ?? "",
      unitPrice: line.product ? toDollars(line.product.priceCents) : 0,
      quantity: line.quantity,
      lineTotal: toDollars(line.lineTotalCents),
      available: line.product?.available ?? 0,
      minimumOrder: line.product?.minimumOrder ?? 1,
      problem: line.problem,
      tax: toDollars(line.taxCents),
    })),
    subtotal: toDollars(priced.total.subtotalCents),
    discount: toDollars(priced.total.discountCents),
    shipping: toDollars(priced.total.shippingCents),
    tax: toDollars(priced.total.taxCents),
    taxLines: priced.taxes.taxLines.map(({ label, rate, amountCents }) => ({
      label,
      rate,
      amount: toDollars(amountCents),
    })),
    pricesIncludeTax: priced.total.pricesIncludeTax,
    totalPrice: toDollars(priced.total.totalCents),
    shippingRates: priced.rates.map(({ rate, cents }) => ({
      _id: rate._id,
      label: rate.label,
      amount: toDollars(cents),
    })),
    codeProblem: priced.codeProblem,
  };
}
