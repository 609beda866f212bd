import type { NewProduct, ProductDetail } from "@hometools/contract";
import { insertProduct, productId, toProductDetail } from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { planVariants } from "../../domain/catalogue/variants";
import { toCents, toDollars } from "../../domain/pricing";
import { countCategory, readProductCategory } from "./product-category";
import { writeSkus } from "./product-skus";
import { recordActivity } from "../team/record-activity";

/**
 * POST /products (owner): the API's dollars are stored as integer cents; the product, its
 * category's count of tools, its variants' SKUs and its activity entry in one unit. A tool with
 * options gets its variants (docs/decisions/045); one without, its `default` variant.
 */
export async function addProduct(
  caller: Caller,
  { price, available, options = [], variants = [], ...product }: NewProduct,
): Promise<ProductDetail> {
  const created = await runTransaction(async (tx) => {
    const id = await productId();
    const planned =
      options.length > 0
        ? planVariants(
            null,
            options,
            variants.map(({ price, ...variant }) => ({ ...variant, priceCents: toCents(price) })),
          ).variants
        : null;
    const category = await readProductCategory(product.category, tx);
    if (planned) await writeSkus(id, [], planned, tx);
    const stored = await insertProduct(
      planned
        ? { ...product, options, variants: planned }
        : { ...product, priceCents: toCents(price!), available: available ?? 0 },
      { id },
      tx,
    );
    await countCategory(category, 1, tx);
    await recordActivity(tx, caller, {
      action: "product.create",
      target: { kind: "product", id: stored._id, label: stored.name },
      changes: { price: [null, toDollars(stored.priceCents)], available: [null, stored.available] },
    });
    return stored;
  });
  return toProductDetail(created);
}
