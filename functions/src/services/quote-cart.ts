import type { Quote } from "@hometools/contract";
import { findProduct } from "../data/product-repository";
import { toDollars } from "../domain/pricing";
import { priceCheckout, type PricingRequest } from "./price-checkout";

/**
 * POST /cart/quote (public): the lines as they are now, with what a checkout would charge for them
 * to that country with that rate and code. Reserves nothing and writes nothing.
 */
export async function quoteCart(request: PricingRequest): Promise<Quote> {
  const products = await Promise.all(request.lines.map((line) => findProduct(line.productId)));
  const priced = await priceCheckout(request, products);
  return {
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      productName: line.product?.name ?? "",
      img: line.product?.img ?? "",
      unitPrice: line.product ? toDollars(line.product.priceCents) : 0,
      quantity: line.quantity,
      lineTotal: toDollars(line.lineTotalCents),
      available: line.product?.available ?? 0,
      minimumOrder: line.product?.minimumOrder ?? 1,
      problem: line.problem,
    })),
    subtotal: toDollars(priced.subtotalCents),
    discount: toDollars(priced.discountCents),
    shipping: toDollars(priced.shippingCents),
    totalPrice: toDollars(priced.totalCents),
    shippingRates: priced.rates.map(({ rate, cents }) => ({
      _id: rate._id,
      label: rate.label,
      amount: toDollars(cents),
    })),
    codeProblem: priced.codeProblem,
  };
}
