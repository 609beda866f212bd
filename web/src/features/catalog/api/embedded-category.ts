import { CATEGORY_DATA_ID, type Category, type CategoryPageData } from "@hometools/contract";
import type { ToolsPage } from "../find/use-tools-page";

/**
 * What the `pages` function read when it served this category page (CategoryPageData), once: the
 * first visit draws its first page without asking the API. A later visit (the app's own navigation) asks.
 */
export function takeEmbeddedCategory(slug: string): { slug: string; category: Category; page: ToolsPage } | null {
  const element = document.getElementById(CATEGORY_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? "") as CategoryPageData;
    if (embedded.category?.slug !== slug) return null;
    // The same path the list asks for its next page: the category's, newest first, and the cursor.
    const next = embedded.next
      ? `/products?category=${encodeURIComponent(slug)}&cursor=${encodeURIComponent(embedded.next)}`
      : null;
    return { slug, category: embedded.category, page: { items: embedded.products, next } };
  } catch {
    return null;
  }
}
