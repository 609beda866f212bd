import type { Product } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /products: public, so it never waits for auth. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>("/products", { auth: false, signal });
}

/** The home grid's products, fetched once when the grid appears. */
export function useProducts() {
  return useApiQuery((signal) => getProducts(signal), []);
}
