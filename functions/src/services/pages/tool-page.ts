import type { ProductDetail } from "@hometools/contract";
import { withPageHead } from "@hometools/contract/page-head";
import { findProduct, toProductDetail } from "../../data/catalogue/product-repository";
import { findToolRating, listToolReviews } from "../../data/reviews/tool-review-repository";
import { listCategories } from "../../data/catalogue/category-repository";
import { listShippingRates } from "../../data/checkout/shipping-rate-repository";
import { missingToolHead, scriptJson, TOOL_SHELL_STYLE, toolPageHead, toolShell } from "../../domain/pages/tool-page";
import type { ToolPageData } from "../../domain/pages/tool-page-data";
import { withCursor } from "../../domain/paging";
import { appShell } from "../../site/app-shell";
import { toolReviewOrdering } from "../reviews/list-tool-reviews";

/** How many of a tool's reviews its page carries (the rest load as the shopper asks). */
export const TOOL_PAGE_REVIEWS = 10;

/** The id of the element holding what the server read, for the app to start from (web/src/features/tools). */
export const TOOL_DATA_ID = "tool-data";

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** Where index.html's static shell takes a page's own body, under the bar. */
const PAGE_BODY = "<!-- page-body -->";

/**
 * GET /tools/{id} through Hosting: the app's HTML with the tool's own head (title, description,
 * canonical, Open Graph, JSON-LD), the tool drawn as static HTML for the first paint and for
 * crawlers, and what was read as JSON for the app (the tool as GET /api/product/{id} answers it).
 * `variant` is the `?variant=` a link to one of its variants names: the static HTML shows that
 * variant; the head is the tool's. An unknown tool: 404, noindex, the app's 404 page.
 */
export async function renderToolPage(
  shopUrl: string,
  productId: string | null,
  variant: string | null = null,
): Promise<RenderedPage> {
  const [html, read] = await Promise.all([appShell(), productId ? readTool(productId) : null]);
  if (!read) return { status: 404, html: withPageHead(html, missingToolHead()) };
  const { data, detail, nextReviews } = read;
  const forApp = {
    product: detail,
    rating: data.rating,
    reviews: data.reviews,
    nextReviews,
  };
  const head = `${toolPageHead(shopUrl, data)}\n    ${TOOL_SHELL_STYLE}\n    <script type="application/json" id="${TOOL_DATA_ID}">${scriptJson(forApp)}</script>`;
  const page = withPageHead(html, head);
  return {
    status: 200,
    // A function, so a "$" in what the shop wrote is never read as a replacement pattern.
    html: page.replace(PAGE_BODY, () => toolShell(data, variant)),
  };
}

async function readTool(
  productId: string,
): Promise<{ data: ToolPageData; detail: ProductDetail; nextReviews: string | null } | null> {
  // The categories and rates are a handful each: read whole beside the tool, not after it.
  const [product, rating, reviews, categories, rates] = await Promise.all([
    findProduct(productId),
    findToolRating(productId),
    listToolReviews(productId, { limit: TOOL_PAGE_REVIEWS, after: null }),
    listCategories(),
    listShippingRates(),
  ]);
  if (!product) return null;
  const { items, next } = withCursor(toolReviewOrdering, reviews);
  const category = categories.find((c) => c.slug === product.category);
  const detail = toProductDetail(product);
  return {
    data: {
      // Its photos as the API answers them (src, srcset, size): the page draws them as the app does.
      product: { ...product, images: detail.images },
      category: category ? { slug: category.slug, name: category.name } : null,
      shipping: rates.filter((rate) => rate.active),
      rating,
      reviews: items,
    },
    detail,
    nextReviews: next,
  };
}
