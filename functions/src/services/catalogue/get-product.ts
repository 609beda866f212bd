import type { Product } from "@hometools/contract";
import { findProduct, toProduct } from "../../data/catalogue/product-repository";
import { Refused } from "../../domain/refused";

/** GET /product/{id}. */
export async function getProduct(id: string): Promise<Product> {
  const product = await findProduct(id);
  if (!product) throw new Refused({ kind: "no-such", thing: "product" });
  return toProduct(product);
}
