import type { Product } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** GET /product/{id}: a product as it is now, read before an Edit or Stock dialog opens on it. */
export function getProduct(id: string): Promise<Product> {
  return api.get<Product>(`/product/${encodeURIComponent(id)}`, { auth: false });
}
