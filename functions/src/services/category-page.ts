import { withPageHead } from "@hometools/contract/page-head";
import { CATEGORY_PAGE_SIZE, type CategoryPageData } from "@hometools/contract";
import { findCategory } from "../data/category-repository";
import { categoryPageHead, categoryShell, missingCategoryHead } from "../domain/category-page";
import { appShell } from "../site/app-shell";
import { listProducts } from "./list-products";
import type { RenderedPage } from "./tool-page";

/** Where index.html's static shell takes a page's own body, under the bar. */
const PAGE_BODY = "<!-- page-body -->";

/**
 * GET /category/{slug} through Hosting (docs/search-engines.md): the app's HTML with the
 * category's own head, its first CATEGORY_PAGE_SIZE tools newest first as static HTML, and what
 * was read as JSON for the app. The category and its page of tools are read together. An unknown
 * category: 404, noindex.
 */
export async function renderCategoryPage(shopUrl: string, slug: string | null): Promise<RenderedPage> {
  const [html, category, page] = await Promise.all([
    appShell(),
    slug ? findCategory(slug) : null,
    slug
      ? listProducts({
          q: "",
          sort: "newest",
          category: slug,
          inStock: false,
          minPrice: null,
          maxPrice: null,
          limit: CATEGORY_PAGE_SIZE,
          cursor: undefined,
        })
      : null,
  ]);
  if (!category || !page) return { status: 404, html: withPageHead(html, missingCategoryHead()) };
  const { position: _position, ...shown } = category;
  const data: CategoryPageData = { category: shown, products: page.items, next: page.next };
  const rendered = withPageHead(html, categoryPageHead(shopUrl, data));
  // A function, so a "$" in what the shop wrote is never read as a replacement pattern.
  return { status: 200, html: rendered.replace(PAGE_BODY, () => categoryShell(data)) };
}
