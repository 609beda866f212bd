import { LIST_DATA_ID, type Category, type ListPageData } from "@hometools/contract";
import { useEmbedded } from "../../../lib/api/use-embedded";
import type { ToolsPage } from "../find/use-tools-page";

/**
 * What the `pages` function read when it served this list page (ListPageData): the first visit
 * draws its first page without asking the API. `slug` is the category page's, null for /tools.
 */
export function useEmbeddedList(slug: string | null): { category: Category | null; page: ToolsPage } | null {
  return useEmbedded(LIST_DATA_ID, (json) => {
    const embedded = json as ListPageData;
    if ((embedded.category?.slug ?? null) !== slug) return null;
    // The path the list asks for its next page: the same call with the cursor (the finder reads the cursor).
    const next = embedded.next
      ? `/products?${slug ? `category=${encodeURIComponent(slug)}&` : ""}cursor=${encodeURIComponent(embedded.next)}`
      : null;
    return { category: embedded.category, page: { items: embedded.products, next } };
  });
}
