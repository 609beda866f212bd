import type { Cart } from "@hometools/contract";
import { findCart, saveCart, type StoredCart } from "../../data/cart/cart-repository";
import { findProducts, type LineProduct } from "../../data/catalogue/product-repository";
import { soldAs } from "../../domain/catalogue/variants";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { cartView } from "./get-cart";

/**
 * PUT /cart: replaces the caller's cart with these lines (distinct products, checked by the
 * contract), if the cart is still at `version` (the one GET /cart answered): a cart changed since
 * (another tab, another device) is 409 version-conflict with the cart as it now is under
 * `error.current`, so two tabs never silently lose each other's lines. Every product must exist:
 * an unknown one is 400 under `lines.<i>.productId`; a tool with options needs its variant named
 * (400 under `lines.<i>.variantId`). Quantities are not checked against stock here:
 * a cart holds none, and GET /cart names each line's problem.
 */
export async function replaceCart(
  caller: Caller,
  lines: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>,
  version: number,
): Promise<Cart> {
  const products = await findProducts(lines.map((line) => line.productId));
  const unknown = products.flatMap((product, index) => (product ? [] : [index]));
  if (unknown.length > 0) throw new Refused({ kind: "unknown-cart-products", lines: unknown });
  const sold = lines.map((line, index) => soldAs(products[index]!, line.variantId));
  const unnamed = sold.flatMap((found, index) =>
    "variant" in found ? [] : [{ index, optionNames: found.kind === "choose" ? found.optionNames : null }],
  );
  if (unnamed.length > 0) throw new Refused({ kind: "cart-lines-without-variant", lines: unnamed });
  const stored = lines.map((line, index) => ({
    productId: line.productId,
    variantId: (sold[index] as LineProduct).variant.id,
    quantity: line.quantity,
    productName: products[index]!.name,
  }));
  const outcome = await runTransaction(async (tx) => {
    const current = await findCart(caller.uid, tx);
    if (current.version !== version) return { conflict: current };
    const saved: StoredCart = { lines: stored, version: current.version + 1 };
    await saveCart(caller.uid, saved, tx);
    return { saved };
  });
  if (outcome.conflict) throw await versionConflict(outcome.conflict);
  return cartView(outcome.saved!);
}

/** The cart changed elsewhere since it was read: refused with the cart as it now is. */
export async function versionConflict(current: StoredCart): Promise<Refused> {
  return new Refused({ kind: "cart-changed-elsewhere", current: await cartView(current) });
}
