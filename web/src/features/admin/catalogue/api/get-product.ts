import type { ProductDetail } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** GET /product/{id}: a product as it is now, with its options and variants, read before an Edit or Stock dialog opens on it. */
export function getProduct(id: string): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/product/${encodeURIComponent(id)}`, { auth: false });
}
