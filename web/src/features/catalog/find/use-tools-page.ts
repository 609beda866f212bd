import type { Product } from "@hometools/contract";
import useSWR from "swr";
import { api, type ApiPage } from "../../../lib/api/api-client";
import { queryOptions, type QueryState } from "../../../lib/api/use-api-query";

/** A product as the lists show it (with its category and rating, docs/api.md). */
export type ListedProduct = Product;

export type ToolsPage = ApiPage<ListedProduct>;

/**
 * One page of GET /products (`path` carries the filters and the cursor). Each page is its own
 * request keyed by its path: going back to a page shows it from the cache at once.
 * `first` is a page the server embedded for this very path (a category page's first visit).
 */
export function useToolsPage(path: string, first?: ToolsPage | null) {
  const { data, error, isValidating, mutate } = useSWR<ToolsPage, unknown>(
    first ? null : ["tools-page", path],
    () => api.getPage<ListedProduct>(path),
    { ...queryOptions, keepPreviousData: true },
  );
  const page = first ?? data;
  let state: QueryState<ToolsPage>;
  if (error !== undefined && !isValidating) state = { status: "error", data: page, error };
  else if (page !== undefined) state = { status: "success", data: page, error: undefined };
  else state = { status: "loading", data: undefined, error: undefined };
  return { state, retry: () => void mutate(), stale: isValidating && page !== undefined };
}
