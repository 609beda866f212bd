import { z } from "../zod";
import { cart, cartInput, cartMergeInput, cartMergeResult, checkoutInput } from "../cart/cart";
import { quote, quoteInput } from "../checkout/checkout";
import { order } from "../orders/orders";
import { type ApiRoute } from "./route";

/** 409 version-conflict of PUT /cart: the cart as it now is under `error.current`. */
const cartVersionConflict = z.object({
  error: z.object({
    code: z.literal("version-conflict"),
    message: z.string(),
    current: cart,
  }),
});

/** The cart (docs/api.md, "Cart"): the signed-in shopper's own, its merge at sign-in, its checkout and quote. */
export const cartRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/cart",
    operationId: "getCart",
    access: "signed-in",
    summary: "The caller's cart, each line with its product as it is now",
    success: { status: 200, schema: cart },
    errors: [],
  },
  {
    method: "put",
    path: "/cart",
    operationId: "replaceCart",
    access: "signed-in",
    summary: "Replace the caller's cart (holds no stock); send the version GET /cart answered",
    body: cartInput,
    success: { status: 200, schema: cart },
    errors: [{ status: 409, codes: ["version-conflict"], schema: cartVersionConflict }],
  },
  {
    method: "post",
    path: "/cart/merge",
    operationId: "mergeCart",
    access: "signed-in",
    summary: "At sign-in: join the visitor's cart to the caller's; says which lines were capped or dropped",
    body: cartMergeInput,
    success: { status: 200, schema: cartMergeResult },
    errors: [],
  },
  {
    method: "post",
    path: "/cart/checkout",
    operationId: "checkoutCart",
    access: "signed-in",
    summary: "Place one order from the cart and empty it, in one transaction",
    body: checkoutInput,
    success: { status: 201, schema: order },
    errors: [
      { status: 409, codes: ["out-of-stock", "price-changed", "cart-empty", "conflict"] },
      { status: 429, codes: ["too-many-open-orders", "hold-limit"] },
      { status: 404, codes: ["not-found"] },
    ],
  },
  {
    method: "post",
    path: "/cart/quote",
    operationId: "quoteCart",
    access: "anyone",
    summary: "Price lines as a checkout would (shipping rates for a country, a discount code); reserves nothing",
    body: quoteInput,
    success: { status: 200, schema: quote },
    errors: [],
  },
];
