import type { ProductDetail, ToolRating, ToolReview } from "@hometools/contract";
import { api, ApiError } from "../../../lib/api/api-client";

/** How many reviews a page of them holds (the server's tool page carries the same first page). */
const TOOL_REVIEWS_PAGE = 10;

/** What a tool page draws: the tool, its rating, its first reviews and the path of the next ones. */
export interface ToolData {
  /** GET /product/{id}'s answer: the tool with its options and variants. */
  product: ProductDetail;
  /** The tool's count of reviews and average; null when only a first page of its many reviews is known. */
  rating: ToolRating | null;
  reviews: ToolReview[];
  /** The next page of reviews, relative to /api; null when there is none. */
  nextReviews: string | null;
}

const reviewsPath = (productId: string) =>
  `/products/${encodeURIComponent(productId)}/reviews?limit=${TOOL_REVIEWS_PAGE}`;

/** The element the `pages` function fills with what it read for this page (functions/src/services/pages/tool-page.ts). */
export const EMBEDDED_TOOL_ID = "tool-data";

interface Embedded {
  product: ProductDetail;
  rating: ToolRating;
  reviews: ToolReview[];
  nextReviews: string | null;
}

/** The tool the server embedded in this page (lib/api/use-embedded.ts), when it is this tool. */
export function embeddedTool(json: unknown, productId: string): ToolData | null {
  const embedded = json as Embedded;
  if (embedded.product?._id !== productId) return null;
  const next = embedded.nextReviews
    ? `${reviewsPath(productId)}&cursor=${encodeURIComponent(embedded.nextReviews)}`
    : null;
  return { product: embedded.product, rating: embedded.rating, reviews: embedded.reviews, nextReviews: next };
}

/** The tool's rating from its reviews when one page holds them all; the server's page carries it otherwise. */
function ratingOf(reviews: ToolReview[], complete: boolean): ToolRating | null {
  if (!complete) return null;
  if (reviews.length === 0) return { reviewCount: 0, ratingValue: null };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { reviewCount: reviews.length, ratingValue: sum / reviews.length };
}

/** GET /product/{id} and the first page of GET /products/{id}/reviews; null for an unknown tool. */
export async function fetchTool(productId: string): Promise<ToolData | null> {
  try {
    const [product, page] = await Promise.all([
      api.get<ProductDetail>(`/product/${encodeURIComponent(productId)}`),
      api.getPage<ToolReview>(reviewsPath(productId)),
    ]);
    return { product, rating: ratingOf(page.items, page.next === null), reviews: page.items, nextReviews: page.next };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The next page of a tool's reviews. */
export function fetchMoreReviews(path: string) {
  return api.getPage<ToolReview>(path);
}
