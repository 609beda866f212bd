import type { CheckoutOrderInput, CheckoutResult, Quote, QuoteInput } from "@hometools/contract";
import { api } from "../../lib/api/api-client";

/** POST /cart/quote (public): what these lines cost shipped there with that rate and code. */
export function quoteCheckout(input: QuoteInput): Promise<Quote> {
  return api.post<Quote>("/cart/quote", input, { auth: false });
}

/** POST /checkout: the account's order when signed in, a guest's (with its key) otherwise. */
export function placeCheckout(input: CheckoutOrderInput, signedIn: boolean): Promise<CheckoutResult> {
  return api.post<CheckoutResult>("/checkout", input, { auth: signedIn });
}
