import type { Product, ProductSort } from "@hometools/contract";
import { usePublicApiPages } from "../../../lib/api/use-api-pages";

/** GET /products path for a search and sort; the defaults (everything, newest) stay out of the URL. */
function productsPath(q: string, sort: ProductSort): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (sort !== "newest") params.set("sort", sort);
  const query = params.toString();
  return query ? `/products?${query}` : "/products";
}

/** The home grid's products, a page at a time (GET /products: public, so it never waits for auth). */
export function useProducts(q: string, sort: ProductSort) {
  return usePublicApiPages<Product>(productsPath(q, sort));
}
