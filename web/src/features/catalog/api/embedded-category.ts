import type { Category } from "../../../lib/categories";
import type { ListedProduct, ToolsPage } from "../find/use-tools-page";

/** The element the `pages` function fills with what it read for a category page. */
const EMBEDDED_ID = "category-data";

interface Embedded {
  category: Category;
  products?: ListedProduct[];
  items?: ListedProduct[];
  /** The next page's cursor, or its path (GET /products?...&cursor=...). */
  next?: string | null;
  nextCursor?: string | null;
}

/**
 * What the server read when it served this category page, once: the first visit draws its first
 * page without asking the API. A later visit (the app's own navigation) asks.
 */
export function takeEmbeddedCategory(slug: string): { slug: string; category: Category; page: ToolsPage } | null {
  const element = document.getElementById(EMBEDDED_ID);
  if (!element) return null;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? "") as Embedded;
    if (embedded.category?.slug !== slug) return null;
    const items = embedded.products ?? embedded.items ?? [];
    const next = embedded.next ?? embedded.nextCursor ?? null;
    const nextPath =
      next === null || next.startsWith("/")
        ? next
        : `/products?category=${encodeURIComponent(slug)}&cursor=${encodeURIComponent(next)}`;
    return { slug, category: embedded.category, page: { items, next: nextPath } };
  } catch {
    return null;
  }
}
