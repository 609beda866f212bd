import type { Product } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /product/{id}: the product on the purchase screen. */
export function useProduct(productId: string) {
  return useApiQuery(
    (signal) => api.get<Product>(`/product/${encodeURIComponent(productId)}`, { auth: false, signal }),
    [productId],
  );
}
