import type { DeleteResult } from "@hometools/contract";
import { findProduct, removeProduct } from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { findCategory } from "../../data/catalogue/category-repository";
import { countCategory } from "./product-category";
import { removePhotosAfter } from "./product-images";
import { writeSkus } from "./product-skus";
import { recordActivity } from "../team/record-activity";

/** DELETE /products/{id} (owner): 0 when there was no such product (and then no activity entry); its SKUs are freed. */
export async function deleteProduct(caller: Caller, id: string): Promise<DeleteResult> {
  const deletedCount = await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product) return 0;
    // Its category counts one tool fewer (a category deleted meanwhile has nothing to count).
    const category = product.category === null ? null : await findCategory(product.category, tx);
    const removed = await removeProduct(id, tx);
    // Its SKUs are free again (no read: every write of the unit comes after its reads).
    await writeSkus(id, product.variants, [], tx);
    // Its photos' files go once it is gone, unless another tool shows the same photo.
    removePhotosAfter(tx, product.images);
    await countCategory(category, -1, tx);
    await recordActivity(tx, caller, {
      action: "product.delete",
      target: { kind: "product", id, label: product.name },
    });
    return removed;
  });
  return { deletedCount };
}
