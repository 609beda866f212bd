import type { NewProduct, Product } from "@hometools/contract";
import { insertProduct, toProduct } from "../data/product-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { toCents } from "../domain/pricing";
import { recordActivity } from "./team/record-activity";

/** POST /products (owner): the API's dollars are stored as integer cents; the product and its entry in one unit. */
export async function addProduct(caller: Caller, { price, ...product }: NewProduct): Promise<Product> {
  const created = await runTransaction(async (tx) => {
    const stored = await insertProduct({ ...product, priceCents: toCents(price) }, {}, tx);
    await recordActivity(tx, caller, {
      action: "product.create",
      target: { kind: "product", id: stored._id, label: stored.name },
      changes: { price: [null, price], available: [null, stored.available] },
    });
    return stored;
  });
  return toProduct(created);
}
