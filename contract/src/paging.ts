import { z } from "./zod";

/** Lists are paged (docs/api.md): `limit` items a page, `cursor` from the previous page's Link. */
export const PAGE_LIMIT_MAX = 100;
export const PRODUCT_PAGE_DEFAULT = 24;
export const REVIEW_PAGE_DEFAULT = 24;
export const LIST_PAGE_DEFAULT = 50;

/** A cursor is opaque to clients; the server's are well under this. */
export const CURSOR_MAX = 500;
/** Search text: longer than any product name or email prefix anyone types. */
export const SEARCH_MAX = 100;

/** GET /products' sorts (docs/api.md, "Find a tool"); `newest` is the default. */
export const productSorts = ["newest", "price", "-price", "rating", "name"] as const;
export type ProductSort = (typeof productSorts)[number];

const limitMessage = `Must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** `limit` from a query string ("24"); repeated parameters (`?limit=1&limit=2`) are refused. */
function limitField(fallback: number) {
  return z
    .string({ error: limitMessage })
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, limitMessage).max(PAGE_LIMIT_MAX, limitMessage))
    .optional()
    .transform((value) => value ?? fallback);
}

const cursorField = z
  .string({ error: "Must be the cursor from a previous page" })
  .min(1, "Must be the cursor from a previous page")
  .max(CURSOR_MAX, "Must be the cursor from a previous page")
  .optional();

const searchField = z
  .string({ error: "Must be text" })
  .max(SEARCH_MAX, `Must be ${SEARCH_MAX} characters or fewer`)
  .optional()
  .transform((value) => value?.trim() ?? "");

/** The query string of a paged list; unknown parameters are dropped. */
export function pageQuery(defaultLimit: number) {
  return z.object({ limit: limitField(defaultLimit), cursor: cursorField });
}

const priceMessage = "Must be dollars from 0, at most two decimals (12.5)";
/** A price bound in dollars from a query string ("0", "99.5"); inclusive. */
const priceBound = z
  .string({ error: priceMessage })
  .regex(/^\d{1,6}(\.\d{1,2})?$/, priceMessage)
  .transform(Number)
  .optional();

/**
 * GET /products: a page of the catalogue, optionally searched (`q`), filtered and sorted. Which
 * combinations the shop answers is the server's rule (docs/api.md, "Find a tool"): each is one
 * indexed query; a price range sorts by price.
 */
export const productFilterParams = z.object({
  q: searchField,
  sort: z
    .enum(productSorts, { error: `Must be one of ${productSorts.join(", ")}` })
    .optional()
    .transform((value) => value ?? "newest"),
  category: z
    .string({ error: "Must be a category's slug" })
    .max(40, "Must be a category's slug")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Must be a category's slug")
    .optional()
    .transform((value) => value ?? null),
  inStock: z
    .literal("true", { error: "Must be true (leave it out for every tool)" })
    .optional()
    .transform((value) => value === "true"),
  minPrice: priceBound.transform((value) => value ?? null),
  maxPrice: priceBound.transform((value) => value ?? null),
});

export const productListQuery = pageQuery(PRODUCT_PAGE_DEFAULT)
  .extend(productFilterParams.shape)
  .refine(({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice, {
    message: "Must not be above maxPrice",
    path: ["minPrice"],
  });
export type ProductListQuery = z.output<typeof productListQuery>;

/** GET /user (admin): a page of users, optionally those whose email starts with `q`. */
export const userListQuery = pageQuery(LIST_PAGE_DEFAULT).extend({ q: searchField });
export type UserListQuery = z.output<typeof userListQuery>;

export const reviewListQuery = pageQuery(REVIEW_PAGE_DEFAULT);
export const orderListQuery = pageQuery(LIST_PAGE_DEFAULT);
/** GET /products/{id}/stock-moves (admin). */
export const stockMoveListQuery = pageQuery(LIST_PAGE_DEFAULT);
export type PageQuery = z.output<typeof orderListQuery>;
