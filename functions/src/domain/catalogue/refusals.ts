import type { Product } from "@hometools/contract";

/** What the shop refuses about its products, their stock and their categories. */
export type CatalogueRefusal =
  /** The product changed since the admin opened it (docs/decisions/021); `current` is how it is now. */
  | { kind: "product-changed"; current: Product }
  | { kind: "unknown-category" }
  | { kind: "slug-taken" }
  /** A category is deleted only once no tool is in it. */
  | { kind: "category-in-use"; tools: number }
  /** Stock never goes below 0. */
  | { kind: "stock-below-zero"; available: number; removing: number }
  /** A price range is answered only sorted by price (docs/decisions/038); `bounds` are the ones sent. */
  | { kind: "price-range-unsorted"; bounds: Array<"minPrice" | "maxPrice"> };
