import type { Category } from "./categories";
import type { Product } from "./products";

/**
 * What the server-rendered `/category/{slug}` page hands the web app (docs/search-engines.md,
 * "Category pages"): JSON in `<script type="application/json" id="category-data">`, read once on
 * the first load so the app draws the same list without asking the API again.
 * - `category`: as GET /categories answers it;
 * - `products`: the first page of GET /products?category={slug}&sort=newest&limit=24;
 * - `next`: that page's next cursor (null when it was the last): the app asks
 *   GET /products?category={slug}&sort=newest&limit=24&cursor={next} for more.
 */
export interface CategoryPageData {
  category: Category;
  products: Product[];
  next: string | null;
}

/** The id of the element holding CategoryPageData. */
export const CATEGORY_DATA_ID = "category-data";

/** How many tools a category page lists before "more" (and its ItemList holds). */
export const CATEGORY_PAGE_SIZE = 24;
