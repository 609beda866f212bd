import { withPageHead } from "@hometools/contract/page-head";
import { CATEGORY_PAGE_SIZE, TOOLS_PAGE_SIZE, type Category, type ListPageData } from "@hometools/contract";
import { findCategory } from "../../data/catalogue/category-repository";
import { listPageHead, listShell, missingCategoryHead } from "../../domain/pages/list-page";
import { appShell } from "../../site/app-shell";
import { listProducts } from "../catalogue/list-products";
import type { RenderedPage } from "./tool-page";

/** Where index.html's static shell takes a page's own body, under the bar. */
const PAGE_BODY = "<!-- page-body -->";

/** The first page of a list, newest first: a category's, or every tool's. */
function firstPage(category: string | null) {
  return listProducts({
    q: "",
    sort: "newest",
    category,
    inStock: false,
    minPrice: null,
    maxPrice: null,
    limit: category ? CATEGORY_PAGE_SIZE : TOOLS_PAGE_SIZE,
    cursor: undefined,
  });
}

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
    slug ? firstPage(slug) : null,
  ]);
  if (!category || !page) return { status: 404, html: withPageHead(html, missingCategoryHead()) };
  const { position: _position, ...shown } = category;
  return renderList(shopUrl, html, { category: shown satisfies Category, products: page.items, next: page.next });
}

/** GET /tools through Hosting: as a category's page, for every tool (its first TOOLS_PAGE_SIZE, newest first). */
export async function renderToolsPage(shopUrl: string): Promise<RenderedPage> {
  const [html, page] = await Promise.all([appShell(), firstPage(null)]);
  return renderList(shopUrl, html, { category: null, products: page.items, next: page.next });
}

/** The app's HTML with the list page's own head, and its first page as static HTML and as JSON for the app. */
function renderList(shopUrl: string, html: string, data: ListPageData): RenderedPage {
  const page = withPageHead(html, listPageHead(shopUrl, data));
  // A function, so a "$" in what the shop wrote is never read as a replacement pattern.
  return { status: 200, html: page.replace(PAGE_BODY, () => listShell(data)) };
}
