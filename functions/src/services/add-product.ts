import type { NewProduct, Product } from "@hometools/contract";
import { insertProduct, toProduct } from "../data/product-repository";
import { toCents } from "../domain/pricing";

/** POST /products (admin): the API's dollars are stored as integer cents. */
export async function addProduct({ price, ...product }: NewProduct): Promise<Product> {
  return toProduct(await insertProduct({ ...product, priceCents: toCents(price) }));
}
