import type { Quote } from "@hometools/contract";
import { toCents, toDollars } from "@hometools/contract/pricing";

/**
 * An answer of POST /cart/quote that priced no rate (none was chosen, or the chosen one does not
 * serve the country: its shipping is 0), with `rateId` chosen, priced from the answer itself: each of
 * its rates comes with its price for these lines. So adopting the first rate on open asks the
 * server nothing more. Null when the answer cannot say: the rate is not among its rates, or the
 * code has a problem that the shipping might change (a total under the minimum), or the answer is
 * taxed (shipping may be taxed too); then the page asks.
 */
export function adoptRate(answer: Quote, rateId: string): Quote | null {
  const rate = answer.shippingRates.find((option) => option._id === rateId);
  // Taxed: shipping's tax (and whether the rate taxes shipping) is the server's to say.
  if (!rate || answer.codeProblem !== null || answer.taxLines.length > 0) return null;
  const shipping = toCents(rate.amount);
  return {
    ...answer,
    shipping: toDollars(shipping),
    totalPrice: toDollars(toCents(answer.subtotal) - toCents(answer.discount) + shipping),
  };
}
