import type { Product } from "@hometools/contract";
import { usePublicApiQuery } from "../../../lib/api/use-api-query";

/** GET /product/{id}: the product on the purchase screen. */
export function useProduct(productId: string) {
  return usePublicApiQuery<Product>(`/product/${encodeURIComponent(productId)}`);
}
