import { PAGE_LIMIT_MAX, TOOLS_PAGE_SIZE } from "@hometools/contract";

/** The sorts a shopper picks on /tools and a category page, in the order the select lists them. */
export const toolSorts = ["newest", "price", "-price", "rating", "name"] as const;
export type ToolSort = (typeof toolSorts)[number];

export const toolSortLabels: Record<ToolSort, string> = {
  newest: "Newest",
  price: "Price low to high",
  "-price": "Price high to low",
  rating: "Best rated",
  name: "Name",
};

/**
 * What a list of tools shows, as /tools and /category/{slug} keep it in their URL's search params
 * (a link, a reload or the back button gives the same view). Prices are whole or cent dollars.
 */
export interface ToolFilters {
  /** /tools only: a category page's category is its path. */
  category: string | null;
  sort: ToolSort;
  inStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  /** A page size other than the server's default (a link may ask for one). */
  limit: number | null;
  /** The page: the server's cursor, null for the first. */
  cursor: string | null;
}

export const noFilters: ToolFilters = {
  category: null,
  sort: "newest",
  inStock: false,
  minPrice: null,
  maxPrice: null,
  limit: null,
  cursor: null,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function price(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,2})?$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The sorts a price range can have: Firestore orders a range's field first (docs/api.md, "Find a tool"). */
const priceSorts: ReadonlySet<ToolSort> = new Set(["price", "-price"]);
const hasRange = (filters: Pick<ToolFilters, "minPrice" | "maxPrice">) =>
  filters.minPrice !== null || filters.maxPrice !== null;

/**
 * The filters a URL's search params name; what is missing or malformed is left at its default, and
 * a price range with another sort than price's (a hand-made link) is sorted by price.
 */
export function filtersFromSearch(search: URLSearchParams | string): ToolFilters {
  const filters = readFilters(typeof search === "string" ? new URLSearchParams(search) : search);
  return hasRange(filters) && !priceSorts.has(filters.sort) ? { ...filters, sort: "price" } : filters;
}

function readFilters(params: URLSearchParams): ToolFilters {
  const sort = params.get("sort");
  const category = params.get("category");
  const limit = params.get("limit");
  const limitNumber = limit !== null && /^\d{1,3}$/.test(limit) ? Number(limit) : null;
  return {
    category: category !== null && category.length <= 40 && SLUG.test(category) ? category : null,
    sort: toolSorts.includes(sort as ToolSort) ? (sort as ToolSort) : "newest",
    inStock: params.get("inStock") === "true",
    minPrice: price(params.get("minPrice")),
    maxPrice: price(params.get("maxPrice")),
    limit: limitNumber !== null && limitNumber >= 1 && limitNumber <= PAGE_LIMIT_MAX ? limitNumber : null,
    cursor: params.get("cursor") || null,
  };
}

/**
 * The search params for `filters`, in a fixed order and without the defaults, so one view has one
 * URL. The same names as GET /products takes, so the page's URL and the API call read alike.
 */
export function searchFromFilters(filters: ToolFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.inStock) params.set("inStock", "true");
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.limit !== null) params.set("limit", String(filters.limit));
  if (filters.cursor) params.set("cursor", filters.cursor);
  return params;
}

/**
 * GET /products for these filters; `category` fixes the category (a category page), `pageSize`
 * is the page's size when the URL names none.
 */
export function productsPathFor(filters: ToolFilters, category?: string, pageSize = TOOLS_PAGE_SIZE): string {
  const sized = { ...filters, limit: filters.limit ?? pageSize };
  return `/products?${searchFromFilters(category ? { ...sized, category } : sized).toString()}`;
}

/** The cursor of the page a Link header's next path names (GET /products?...&cursor=...). */
export function cursorOf(nextPath: string | null): string | null {
  if (!nextPath) return null;
  const query = nextPath.split("?")[1] ?? "";
  return new URLSearchParams(query).get("cursor");
}

/**
 * A change of filter starts again at the first page: a cursor belongs to the query it came from.
 * A price range sorts by price: setting one switches another sort to price's, and choosing another
 * sort clears the range (the server answers a range only sorted by price).
 */
export function withChange(filters: ToolFilters, change: Partial<Omit<ToolFilters, "cursor">>): ToolFilters {
  const next = { ...filters, ...change, cursor: null };
  if (!hasRange(next) || priceSorts.has(next.sort)) return next;
  if (change.sort !== undefined) return { ...next, minPrice: null, maxPrice: null };
  return { ...next, sort: "price" };
}

/** Dollars typed in a price box: a number of dollars, null when blank, undefined when not a price. */
export function typedPrice(text: string): number | null | undefined {
  if (text.trim() === "") return null;
  return price(text) ?? undefined;
}
