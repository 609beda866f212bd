import { usePublicApiQuery } from "./use-api-query";

/** A category as GET /categories lists it (docs/api.md), in the owner's order. */
export interface Category {
  slug: string;
  name: string;
  description: string;
  productCount: number;
}

/** Every category, public: the chips of /tools, a category page's title, a tool page's breadcrumb. */
export function useCategories() {
  return usePublicApiQuery<Category[]>("/categories");
}
