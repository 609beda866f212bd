import type { Product, ProductListQuery } from "@hometools/contract";
import { listProducts as listStoredProducts } from "../data/product-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../domain/paging";

const orderings: Record<ProductListQuery["sort"], Ordering> = {
  newest: { name: "newest", value: "date" },
  price: { name: "price", value: "number" },
  "-price": { name: "-price", value: "number" },
  name: { name: "name", value: "string" },
};

/** GET /products: one page of the catalogue, newest first unless sorted otherwise, optionally searched. */
export async function listProducts({ q, sort, limit, cursor }: ProductListQuery): Promise<CursorPage<Product>> {
  const ordering = orderings[sort];
  const page = await listStoredProducts({ q, sort }, { limit, after: decodeCursor(ordering, cursor) });
  return withCursor(ordering, page);
}
