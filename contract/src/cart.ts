import { z } from "./zod";
import { MAX_CART_QUANTITY } from "./cart-rules";
import { dollars, integerLike, MAX_TEXT, requiredText } from "./fields";
import { orderLinesField, orderMessages } from "./orders";

/**
 * The account's cart (docs/api.md, "Cart"): what the shopper means to order, holding no stock. The
 * server keeps it under the account, so it follows the shopper to any device.
 */
export const cartLineInput = z.object({
  productId: requiredText("Product is required", 128),
  quantity: integerLike(orderMessages.quantityRequired, 1, "Must be at least 1").pipe(
    z.number().max(MAX_CART_QUANTITY, `Must be at most ${MAX_CART_QUANTITY}`),
  ),
});

/** PUT /cart: the whole cart, replacing what was there (an empty list empties it). */
export const cartInput = z.object({
  lines: orderLinesField(cartLineInput, 0),
});
export type CartInput = z.input<typeof cartInput>;

/** POST /cart/checkout: the contact details of the purchase form; the lines come from the cart. */
export const checkoutInput = z.object({
  number: requiredText(orderMessages.phoneRequired, 40),
  location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  totalPrice: dollars("Total price is required").optional(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A cart line with its product as it is now. */
export const cartLine = z.object({
  productId: z.string(),
  productName: z.string(),
  img: z.string(),
  unitPrice: z.number().describe("Dollars, the price now"),
  quantity: z.number().int(),
  available: z.number().int(),
  minimumOrder: z.number().int(),
  problem: z
    .string()
    .nullable()
    .describe(
      'Null, or why the line cannot be ordered as it is: "inter minimum Amount", "reduce your quantity", "no longer sold"',
    ),
});
export type CartLine = z.output<typeof cartLine>;

/** GET and PUT /cart. */
export const cart = z.object({
  lines: z.array(cartLine),
  totalPrice: z.number().describe("Dollars: the lines still sold, at today's prices"),
});
export type Cart = z.output<typeof cart>;
