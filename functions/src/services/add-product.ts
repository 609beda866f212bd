import type { NewProduct, Product } from "@hometools/contract";
import { insertProduct } from "../data/product-repository";

/** POST /products (admin). */
export function addProduct(product: NewProduct): Promise<Product> {
  return insertProduct(product);
}
