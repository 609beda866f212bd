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

export const productSorts = ["newest", "price", "-price", "name"] as const;
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

/** GET /products: a page of the catalogue, optionally searched (`q`) and sorted. */
export const productListQuery = pageQuery(PRODUCT_PAGE_DEFAULT).extend({
  q: searchField,
  sort: z
    .enum(productSorts, { error: `Must be one of ${productSorts.join(", ")}` })
    .optional()
    .transform((value) => value ?? "newest"),
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
