import { products, toStoredProduct, variantFields } from "../catalogue/product-repository";
import { backfill } from "./backfill";

/**
 * Variants (docs/decisions/045) for products stored before them: `options: []`, one `default`
 * variant with the product's price, stock, GTIN and MPN, and the totals kept beside the variants
 * (`priceMaxCents`, `variantCount`, `availableMin`). Orders and carts stored before need nothing: their
 * lines read as the default variant. Idempotent: a product that has its variants and totals is left.
 */
export async function backfillProductVariants(): Promise<number> {
  return backfill(await products(), (doc) => {
    const complete =
      Array.isArray(doc.get("variants")) &&
      Array.isArray(doc.get("options")) &&
      ["priceMaxCents", "variantCount", "availableMin"].every((field) => typeof doc.get(field) === "number");
    if (complete) return null;
    const product = toStoredProduct(doc);
    return {
      options: product.options,
      ...variantFields(product.variants),
      ...(!Array.isArray(doc.get("retiredVariantIds")) && { retiredVariantIds: [] }),
    };
  });
}
