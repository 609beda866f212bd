import type { CheckoutInput, Order } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** POST /cart/checkout: one order of the cart's lines (all reserved or none); the cart is emptied with it. */
export function checkoutCart(input: CheckoutInput): Promise<Order> {
  return api.post<Order>("/cart/checkout", input);
}
