import type { Product } from "@hometools/contract";
import { usePublicApiQuery } from "../../../lib/use-api-query";

/** The home grid's products (GET /products: public, so it never waits for auth). */
export function useProducts() {
  return usePublicApiQuery<Product[]>("/products");
}
