import type { ProductChanges, ProductDetail } from "@hometools/contract";
import {
  findProduct,
  saveProductEdit,
  toProduct,
  toProductDetail,
  type ProductFieldChanges,
} from "../../data/catalogue/product-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { toCents } from "../../domain/pricing";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { changesBetween } from "../../domain/team/activity";
import { countCategory, readProductCategory } from "./product-category";
import { recordActivity } from "../team/record-activity";

/**
 * PATCH /products/{id} (admin): saves the edit only if the product is still at the version the
 * admin read, so two admins never overwrite each other silently (docs/decisions/021). The compare
 * and the write are one transaction: Firestore (and the local transaction layer) serialise it
 * against every other write of the product, where a `lastUpdateTime` precondition would not hold
 * on the embedded emulator. A stale version is 409 version-conflict carrying the product as it is.
 * The activity entry names the fields that changed (none changed: no entry). An unknown category
 * is 400 `fields.category`. A tool with options takes no `price` here: its variants have theirs.
 */
export async function editProduct(
  caller: Caller,
  id: string,
  version: number,
  edit: ProductChanges,
): Promise<ProductDetail> {
  const { price, ...fields } = edit;
  const changes: ProductFieldChanges = { ...fields, ...(price !== undefined && { priceCents: toCents(price) }) };
  const saved = await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    if (product.version !== version) throw new Refused({ kind: "product-changed", current: toProductDetail(product) });
    // A tool with options is priced per variant (PUT /products/{id}/variants, docs/decisions/045).
    if (price !== undefined && product.options.length > 0) throw new Refused({ kind: "price-in-variants" });
    // A new category gains the tool and the old one loses it, in this unit (docs/decisions/038).
    const moving = changes.category !== undefined && changes.category !== product.category;
    const [from, to] = moving
      ? await Promise.all([readProductCategory(product.category, tx), readProductCategory(changes.category!, tx)])
      : [null, null];
    const saved = await saveProductEdit(product, changes, tx);
    await countCategory(from, -1, tx);
    await countCategory(to, 1, tx);
    const changed = changesBetween(toProduct(product), edit);
    if (changed) {
      await recordActivity(tx, caller, {
        action: "product.update",
        target: { kind: "product", id, label: saved.name },
        changes: changed,
      });
    }
    return saved;
  });
  log.info("product edited", { productId: id, version: saved.version, by: caller.uid, fields: Object.keys(changes) });
  return toProductDetail(saved);
}
