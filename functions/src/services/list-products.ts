import type { Product } from "@hometools/contract";
import { listProducts as listStoredProducts } from "../data/product-repository";

/** GET /products: the catalogue in the order products were added. */
export function listProducts(): Promise<Product[]> {
  return listStoredProducts();
}
