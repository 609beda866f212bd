import type { Product, ProductListQuery } from "@hometools/contract";
import { listProducts as listStoredProducts } from "../../data/catalogue/product-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";
import { toCents } from "../../domain/pricing";
import { checkProductFilters, type ProductFilters } from "../../domain/catalogue/product-filters";

const orderings: Record<ProductListQuery["sort"], Ordering> = {
  newest: { name: "newest", value: "date" },
  price: { name: "price", value: "number" },
  "-price": { name: "-price", value: "number" },
  rating: { name: "rating", value: "number" },
  name: { name: "name", value: "string" },
};

/** The filters of a GET /products query, prices in cents; 400 for a combination no index answers. */
export function productFilters({ q, sort, category, inStock, minPrice, maxPrice }: ProductListQuery): ProductFilters {
  const filters: ProductFilters = {
    q,
    sort,
    category,
    inStock,
    minPriceCents: minPrice === null ? null : toCents(minPrice),
    maxPriceCents: maxPrice === null ? null : toCents(maxPrice),
  };
  checkProductFilters(filters);
  return filters;
}

/**
 * GET /products: one page of the catalogue, newest first unless sorted otherwise, optionally
 * searched and filtered: one Firestore query (docs/decisions/038).
 */
export async function listProducts(query: ProductListQuery): Promise<CursorPage<Product>> {
  const ordering = orderings[query.sort];
  const filters = productFilters(query);
  const page = await listStoredProducts(filters, { limit: query.limit, after: decodeCursor(ordering, query.cursor) });
  return withCursor(ordering, page);
}
