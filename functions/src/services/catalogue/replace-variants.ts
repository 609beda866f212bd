import type { ProductDetail, VariantsReplacement } from "@hometools/contract";
import { findProduct, saveVariants, toProductDetail } from "../../data/catalogue/product-repository";
import { recordStockMove } from "../../data/catalogue/stock-move-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { planVariants } from "../../domain/catalogue/variants";
import { toCents } from "../../domain/pricing";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { writeSkus } from "./product-skus";
import { recordActivity } from "../team/record-activity";

/**
 * PUT /products/{id}/variants (owner): the tool's options and variants as the owner sends them, in
 * one unit with the version check of PATCH (docs/decisions/021). A kept variant keeps its stock; a
 * removed one's pieces leave the shop as a stock move ("variant removed"), and its id is never given
 * again, so the orders that name it keep their lines and take nothing back (docs/decisions/045).
 * Every refusal changes nothing.
 */
export async function replaceVariants(
  caller: Caller,
  id: string,
  { version, options, variants }: VariantsReplacement,
): Promise<ProductDetail> {
  const saved = await runTransaction(async (tx) => {
    const product = await findProduct(id, tx);
    if (!product) throw new Refused({ kind: "no-such", thing: "product" });
    if (product.version !== version) throw new Refused({ kind: "product-changed", current: toProductDetail(product) });
    const planned = planVariants(
      product,
      options,
      variants.map(({ price, ...variant }) => ({ ...variant, priceCents: toCents(price) })),
    );
    await writeSkus(id, product.variants, planned.variants, tx);
    const saved = await saveVariants(product, options, planned.variants, planned.retiredVariantIds, tx);
    const at = new Date();
    for (const removed of planned.removed.filter((variant) => variant.available > 0)) {
      await recordStockMove(
        id,
        {
          at,
          by: caller.email,
          variantId: removed.id,
          delta: -removed.available,
          reason: "variant removed",
          availableAfter: 0,
        },
        tx,
      );
    }
    await recordActivity(tx, caller, {
      action: "product.variants",
      target: { kind: "product", id, label: product.name },
      changes: {
        variantCount: [product.variants.length, saved.variants.length],
        available: [product.available, saved.available],
      },
    });
    return saved;
  });
  log.info("variants replaced", {
    productId: id,
    version: saved.version,
    variants: saved.variants.length,
    by: caller.uid,
  });
  return toProductDetail(saved);
}
