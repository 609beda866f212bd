import type { Product } from "@hometools/contract";
import { findProduct, toProduct } from "../../data/catalogue/product-repository";
import { notFound } from "../../errors";

/** GET /product/{id}. */
export async function getProduct(id: string): Promise<Product> {
  const product = await findProduct(id);
  if (!product) throw notFound("Product");
  return toProduct(product);
}
