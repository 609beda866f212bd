import { cartInput, cartMergeInput, checkoutInput } from "@hometools/contract";
import { Router } from "express";
import { checkoutCart } from "../../services/checkout/checkout-cart";
import { getCart } from "../../services/cart/get-cart";
import { mergeCart } from "../../services/cart/merge-cart";
import { replaceCart } from "../../services/cart/replace-cart";
import { AppError } from "../../errors";
import { wordingOrderRefusals } from "../refusals/order-refusals";
import { budgetKeys } from "../middleware/rate-limit";
import { callerOf, requireAuth } from "../middleware/require-auth";
import { docId, parse } from "../validate";

/** The signed-in shopper's own cart (docs/api.md, "Cart"): always the caller's, never another's. */
export const cartRouter = Router();

cartRouter.get("/cart", requireAuth, async (req, res) => {
  res.json(await getCart(callerOf(req)));
});

cartRouter.put("/cart", requireAuth, async (req, res) => {
  const { lines, version } = parse(cartInput, req.body);
  const checked = lines.map((line, index) => ({ ...line, productId: cartProductId(line.productId, index) }));
  res.json(await replaceCart(callerOf(req), checked, version));
});

// At sign-in: the visitor's cart joins the account's; the answer says what was capped or dropped.
cartRouter.post("/cart/merge", requireAuth, async (req, res) => {
  res.json(await mergeCart(callerOf(req), parse(cartMergeInput, req.body).lines));
});

cartRouter.post("/cart/checkout", requireAuth, async (req, res) => {
  const input = parse(checkoutInput, req.body);
  res.status(201).json(await wordingOrderRefusals("lines", () => checkoutCart(callerOf(req), input, budgetKeys(req))));
});

/** A product id that cannot name a document is an unknown product: 400 at its line, as for any other. */
function cartProductId(value: string, index: number): string {
  try {
    return docId(value, "Product");
  } catch {
    throw new AppError("bad-request", "Some products in the cart do not exist", 400, {
      fields: {
        [`lines.${index}.productId`]: "No such product",
      },
    });
  }
}
