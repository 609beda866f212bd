import type { Category } from "@hometools/contract";
import { usePublicApiQuery } from "./api/use-api-query";

export type { Category };

/** Every category in the owner's order, public: the chips of /tools, a category page, a tool's breadcrumb. */
export function useCategories() {
  return usePublicApiQuery<Category[]>("/categories");
}
