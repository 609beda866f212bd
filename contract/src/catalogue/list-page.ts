import type { Category } from "./categories";
import type { Product } from "./products";

/**
 * What a list page the `pages` function serves, `/tools` or `/category/{slug}`, hands the web app
 * (docs/search-engines.md, "List pages"): JSON in `<script type="application/json" id="list-data">`,
 * read once on the first load so the app draws the same list without asking the API again.
 * - `category`: a category page's category, as GET /categories answers it; null on /tools;
 * - `products`: the first page, newest first: GET /products?limit=12 on /tools,
 *   GET /products?category={slug}&limit=24 on a category page;
 * - `next`: that page's next cursor (null when it was the last), for the same call with `cursor`.
 */
export interface ListPageData {
  category: Category | null;
  products: Product[];
  next: string | null;
}

/** The id of the element holding ListPageData. */
export const LIST_DATA_ID = "list-data";

/** How many tools a category page lists before "more" (and its ItemList holds). */
export const CATEGORY_PAGE_SIZE = 24;

/**
 * /tools' page size when the URL names none: twelve cards, two screens of a phone, render in a
 * fraction of the server's default 24 (Lighthouse's blocking time on a cold visit).
 */
export const TOOLS_PAGE_SIZE = 12;

/** /tools' heading and lead, drawn by the web app and by the `pages` function's first paint. */
export const toolsPageText = {
  title: "All tools",
  lead: "Every tool in the workshop: pick a category, a budget or what is in stock.",
} as const;
