import { claimSku, findSkuOwners, releaseSku, skuKey } from "../../data/catalogue/sku-repository";
import type { Transaction } from "../../data/transaction";
import type { StoredVariant } from "../../domain/catalogue/variants";
import { Refused } from "../../domain/refused";

/**
 * Keeps the shop's SKU registry (data/catalogue/sku-repository.ts) true to one product's variants,
 * from `before` to `after`, inside the unit that writes them: a SKU another product has, or another
 * of these variants, is refused 409 `sku-taken` at the variant's index; the SKUs the product no
 * longer uses are freed. Reads first (one batch), then writes.
 */
export async function writeSkus(
  productId: string,
  before: readonly StoredVariant[],
  after: readonly StoredVariant[],
  tx: Transaction,
): Promise<void> {
  const wanted = after.flatMap((variant, index) =>
    variant.sku === null ? [] : [{ sku: variant.sku, index, variant }],
  );
  const seen = new Set<string>();
  for (const { sku, index } of wanted) {
    if (seen.has(skuKey(sku))) throw new Refused({ kind: "sku-taken", index });
    seen.add(skuKey(sku));
  }
  const owners = await findSkuOwners(
    wanted.map(({ sku }) => sku),
    tx,
  );
  for (const { sku, index } of wanted) {
    const owner = owners.get(sku);
    if (owner && owner.productId !== productId) throw new Refused({ kind: "sku-taken", index });
  }
  for (const variant of before) {
    if (variant.sku !== null && !seen.has(skuKey(variant.sku))) await releaseSku(variant.sku, tx);
  }
  for (const { sku, variant } of wanted) await claimSku(sku, { productId, variantId: variant.id }, tx);
}
