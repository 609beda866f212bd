import type { Cart } from "@hometools/contract";
import { saveCart } from "../data/cart-repository";
import { findProduct } from "../data/product-repository";
import type { Caller } from "../domain/caller";
import { AppError } from "../errors";
import { cartView } from "./get-cart";

/**
 * PUT /cart: replaces the caller's cart with these lines (distinct products, checked by the
 * contract). Every product must exist: an unknown one is 400 under `lines.<i>.productId`. Quantities
 * are not checked against stock here: a cart holds none, and GET /cart names each line's problem.
 */
export async function replaceCart(
  caller: Caller,
  lines: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<Cart> {
  const products = await Promise.all(lines.map((line) => findProduct(line.productId)));
  const unknown = products.flatMap((product, index) => (product ? [] : [index]));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((index) => [`lines.${index}.productId`, "No such product"]));
    throw new AppError("bad-request", "Some products in the cart do not exist", 400, { fields });
  }
  const stored = lines.map((line, index) => ({ ...line, productName: products[index]!.name }));
  await saveCart(caller.uid, stored);
  return cartView(stored);
}
