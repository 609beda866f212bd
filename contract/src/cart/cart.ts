import { z } from "../zod";
import { MAX_CART_QUANTITY } from "./cart-rules";
import { dollars, integerLike, MAX_TEXT, requiredText } from "../fields";
import { orderLinesField, orderMessages, variantIdField } from "../orders/orders";

/**
 * The account's cart (docs/api.md, "Cart"): what the shopper means to order, holding no stock. The
 * server keeps it under the account, so it follows the shopper to any device.
 */
export const cartLineInput = z.object({
  productId: requiredText("Product is required", 128),
  variantId: variantIdField,
  quantity: integerLike(orderMessages.quantityRequired, 1, "Must be at least 1").pipe(
    z.number().max(MAX_CART_QUANTITY, `Must be at most ${MAX_CART_QUANTITY}`),
  ),
});

/**
 * PUT /cart: the whole cart, replacing what was there (an empty list empties it), with the `version`
 * GET /cart answered: a cart changed since (another tab, another device) is 409 version-conflict.
 */
export const cartInput = z.object({
  lines: orderLinesField(cartLineInput, 0),
  version: integerLike("Send the version GET /cart answered", 0, "Must be at least 0"),
});
export type CartInput = z.input<typeof cartInput>;

/** POST /cart/merge: the visitor's cart (kept in the browser) joining the account's at sign-in. */
export const cartMergeInput = z.object({
  lines: orderLinesField(cartLineInput, 0),
});
export type CartMergeInput = z.input<typeof cartMergeInput>;

/** POST /cart/checkout: the contact details of the purchase form; the lines come from the cart. */
export const checkoutInput = z.object({
  number: requiredText(orderMessages.phoneRequired, 40),
  location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  totalPrice: dollars("Total price is required").optional(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A cart line with its product (and variant) as it is now. */
export const cartLine = z.object({
  productId: z.string(),
  productName: z.string(),
  variantId: z.string().describe('"default" for a tool without options'),
  variantLabel: z.string().describe('"Size: 8 in"; "" for a tool without options or a variant no longer sold'),
  sku: z.string().nullable(),
  img: z.string(),
  unitPrice: z.number().describe("Dollars, the price now"),
  quantity: z.number().int(),
  available: z.number().int(),
  minimumOrder: z.number().int(),
  problem: z
    .string()
    .nullable()
    .describe(
      'Null, or why the line cannot be ordered as it is: "inter minimum Amount", "reduce your quantity", "no longer sold" (also a variant removed)',
    ),
});
export type CartLine = z.output<typeof cartLine>;

/** GET and PUT /cart. */
export const cart = z.object({
  lines: z.array(cartLine),
  totalPrice: z.number().describe("Dollars: the lines still sold, at today's prices"),
  version: z.number().int().describe("Goes up by one with every change; PUT /cart sends it back"),
});
export type Cart = z.output<typeof cart>;

/** POST /cart/merge: the merged cart and what the merge changed of the visitor's lines. */
export const cartMergeResult = cart.extend({
  capped: z
    .array(
      z.object({
        productId: z.string(),
        variantId: z.string(),
        productName: z.string(),
        asked: z.number().int().describe("Pieces the two carts asked for together"),
        quantity: z.number().int().describe("Pieces the line holds now: what is available"),
      }),
    )
    .describe("Lines lowered to what is available"),
  dropped: z
    .array(
      z.object({
        productId: z.string(),
        variantId: z.string(),
        productName: z.string(),
        quantity: z.number().int(),
        reason: z.enum(["no longer sold", "cart full"]),
      }),
    )
    .describe("The visitor's lines left out"),
});
export type CartMergeResult = z.output<typeof cartMergeResult>;
