import { mergeCarts, type CartMergeResult } from "@hometools/contract";
import { findCart, saveCart, type StoredCart } from "../../data/cart/cart-repository";
import { findProduct } from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { isDocumentId } from "../../domain/document-id";
import { soldAs } from "../../domain/catalogue/variants";
import { cartView } from "./get-cart";

/**
 * POST /cart/merge: at sign-in, the visitor's cart (kept in the browser) joins the account's, in
 * one unit with the account's cart (a tab changing it meanwhile is not overwritten): quantities add
 * up per variant, capped at what is available; products or variants no longer sold, or new lines past 20, are left
 * out. The answer says which lines were capped and which dropped, so the shopper is told.
 */
export async function mergeCart(
  caller: Caller,
  visitor: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>,
): Promise<CartMergeResult> {
  const products = await Promise.all(
    visitor.map((line) => (isDocumentId(line.productId) ? findProduct(line.productId) : null)),
  );
  // A line of a variant no longer sold (or of a tool with options that names none) is left out.
  const offered = visitor.map((line, index) => {
    const found = products[index];
    const sold = found ? soldAs(found, line.variantId) : null;
    const product = sold && "variant" in sold ? { name: sold.name, available: sold.available } : null;
    return { ...line, product };
  });
  const { saved, capped, dropped } = await runTransaction(async (tx) => {
    const current = await findCart(caller.uid, tx);
    const merged = mergeCarts(current.lines, offered);
    const names = new Map(current.lines.map((line) => [line.productId, line.productName]));
    for (const line of offered) if (line.product) names.set(line.productId, line.product.name);
    const next: StoredCart = {
      lines: merged.lines.map((line) => ({ ...line, productName: names.get(line.productId) ?? "" })),
      version: current.version + 1,
    };
    await saveCart(caller.uid, next, tx);
    return { saved: next, capped: merged.capped, dropped: merged.dropped };
  });
  return { ...(await cartView(saved)), capped, dropped };
}
