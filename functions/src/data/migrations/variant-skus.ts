import { products, toStoredProduct } from "../catalogue/product-repository";
import { listSkuKeys, registerSkus, skuKey, type SkuOwner } from "../catalogue/sku-repository";

/**
 * The SKU registry (data/catalogue/sku-repository.ts) for variants stored with a SKU but without
 * its `skus` document: the seed's tools (the seed writes products, not POST /products) and any a
 * hand or an older server wrote. Without it, another tool could be given the same SKU. A SKU the
 * registry already gives is left as it is (its owner keeps it). Idempotent: answers how many it gave.
 */
export async function backfillVariantSkus(): Promise<number> {
  const [{ docs }, given] = await Promise.all([(await products()).get(), listSkuKeys()]);
  const missing: Array<{ sku: string; owner: SkuOwner }> = [];
  for (const doc of docs) {
    for (const variant of toStoredProduct(doc).variants) {
      if (variant.sku === null || given.has(skuKey(variant.sku))) continue;
      given.add(skuKey(variant.sku));
      missing.push({ sku: variant.sku, owner: { productId: doc.id, variantId: variant.id } });
    }
  }
  await registerSkus(missing);
  return missing.length;
}
