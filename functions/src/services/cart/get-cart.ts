import { lineProblem, type Cart } from "@hometools/contract";
import { findCart, type StoredCart } from "../../data/cart/cart-repository";
import { findProducts } from "../../data/catalogue/product-repository";
import { soldAs } from "../../domain/catalogue/variants";
import type { Transaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { orderTotalCents, toDollars } from "../../domain/pricing";

/** GET /cart: the caller's cart with every line's product as it is now, and its problem if any. */
export async function getCart(caller: Caller): Promise<Cart> {
  return cartView(await findCart(caller.uid));
}

/**
 * The cart as the API shows it: names, prices and stock (each line's variant's) read now, in one
 * read (a cart holds no stock, so they may have changed since a line was added); the total counts
 * the lines still sold.
 */
export async function cartView({ lines, version }: StoredCart, tx?: Transaction): Promise<Cart> {
  const products = await findProducts(
    lines.map((line) => line.productId),
    tx,
  );
  let totalCents = 0;
  const shown = lines.map((line, index) => {
    const found = products[index];
    // A variant the owner removed is no longer sold, as a deleted product is.
    const sold = found ? soldAs(found, line.variantId) : null;
    const product = sold && "variant" in sold ? sold : null;
    if (product) totalCents += orderTotalCents(product.priceCents, line.quantity);
    return {
      productId: line.productId,
      productName: found?.name ?? line.productName,
      variantId: line.variantId,
      variantLabel: product?.variantLabel ?? "",
      sku: product?.variant.sku ?? null,
      img: found?.img ?? "",
      unitPrice: product ? toDollars(product.priceCents) : 0,
      quantity: line.quantity,
      available: product?.available ?? 0,
      minimumOrder: product?.minimumOrder ?? 1,
      problem: lineProblem(line.quantity, product ?? null),
    };
  });
  return { lines: shown, totalPrice: toDollars(totalCents), version };
}
