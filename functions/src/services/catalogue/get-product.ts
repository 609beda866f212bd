import type { ProductDetail } from "@hometools/contract";
import { findProduct, toProductDetail } from "../../data/catalogue/product-repository";
import { Refused } from "../../domain/refused";

/** GET /product/{id}: with its options and variants. */
export async function getProduct(id: string): Promise<ProductDetail> {
  const product = await findProduct(id);
  if (!product) throw new Refused({ kind: "no-such", thing: "product" });
  return toProductDetail(product);
}
