import type { NewProduct, Product } from "@hometools/contract";
import { insertProduct, toProduct } from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { toCents } from "../../domain/pricing";
import { countCategory, readProductCategory } from "./product-category";
import { recordActivity } from "../team/record-activity";

/**
 * POST /products (owner): the API's dollars are stored as integer cents; the product, its
 * category's count of tools and its activity entry in one unit.
 */
export async function addProduct(caller: Caller, { price, ...product }: NewProduct): Promise<Product> {
  const created = await runTransaction(async (tx) => {
    const category = await readProductCategory(product.category, tx);
    const stored = await insertProduct({ ...product, priceCents: toCents(price) }, {}, tx);
    await countCategory(category, 1, tx);
    await recordActivity(tx, caller, {
      action: "product.create",
      target: { kind: "product", id: stored._id, label: stored.name },
      changes: { price: [null, price], available: [null, stored.available] },
    });
    return stored;
  });
  return toProduct(created);
}
