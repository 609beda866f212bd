import type { Product } from "@hometools/contract";
import { usePublicApiPages } from "../../../../lib/api/use-api-pages";

/** GET /products for the Manage Product table: newest first, 50 a page, searched by name when `q` is set. */
export function useAllProducts(q = "") {
  const search = q.trim() ? `&q=${encodeURIComponent(q.trim())}` : "";
  return usePublicApiPages<Product>(`/products?limit=50${search}`);
}
