import type { ProductDetail } from "@hometools/contract";
import { usePublicApiQuery } from "../../../lib/api/use-api-query";

/** GET /product/{id}: the product on the purchase screen, with its options and variants. */
export function useProduct(productId: string) {
  return usePublicApiQuery<ProductDetail>(`/product/${encodeURIComponent(productId)}`);
}
