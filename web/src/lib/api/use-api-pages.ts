import { useCallback, useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import { api, type ApiPage } from "./api-client";
import { useSession } from "../session/session";
import { queryOptions, type QueryState } from "./use-api-query";

export interface MorePages {
  /** The server's Link header names a next page. */
  hasMore: boolean;
  /** A next page is on its way. */
  loading: boolean;
  load: () => void;
}

export interface PagedQuery<T> {
  /** Every item of the pages fetched so far, in order. */
  state: QueryState<T[]>;
  retry: () => void;
  /** Local edits after a mutation, applied to each fetched page; nothing is fetched. */
  update: (change: (items: T[]) => T[]) => void;
  more: MorePages;
}

type Key = readonly [path: string, uid?: string];

/**
 * A paged list: the first page of `path`, then each page the previous one's Link names when
 * `more.load()` is called ("Show more"). swr keeps every page it fetched under the first page's
 * key, so going back to a screen shows them at once; a new `path` (search, sort) starts again.
 */
function usePages<T>(path: string | null, uid: string | undefined, auth: boolean): PagedQuery<T> {
  const getKey = (index: number, previous: ApiPage<T> | null): Key | null => {
    if (path === null) return null;
    if (index === 0) return [path, uid];
    return previous?.next ? [previous.next, uid] : null;
  };
  const { data, error, isValidating, mutate, size, setSize } = useSWRInfinite<ApiPage<T>, unknown>(
    getKey,
    ([page]: Key) => api.getPage<T>(page, { auth }),
    { ...queryOptions, revalidateFirstPage: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const update = useCallback(
    (change: (items: T[]) => T[]) =>
      void mutate((pages) => pages?.map((page) => ({ ...page, items: change(page.items) })), { revalidate: false }),
    [mutate],
  );
  const load = useCallback(() => void setSize((current) => current + 1), [setSize]);

  // The same state object until something changes, so lists can defer rendering it
  // (useDeferredValue) and memoise what they draw from it.
  const failed = error !== undefined && !isValidating;
  const state = useMemo<QueryState<T[]>>(() => {
    const items = data?.flatMap((page) => page.items);
    if (failed) return { status: "error", data: items, error };
    if (items !== undefined) return { status: "success", data: items, error: undefined };
    return { status: "loading", data: undefined, error: undefined };
  }, [data, failed, error]);
  const last = data?.at(-1);
  const more: MorePages = {
    hasMore: Boolean(last?.next) && data?.length === size,
    loading: data !== undefined && data.length < size && error === undefined,
    load,
  };
  return { state, retry, update, more };
}

/** A paged list for the signed-in user: keyed by their uid, so another user never sees it. */
export function useApiPages<T>(path: string): PagedQuery<T> {
  const { user } = useSession();
  return usePages<T>(user ? path : null, user?.uid, true);
}

/** A public paged list (products, reviews) without the token, so it never waits for auth. */
export function usePublicApiPages<T>(path: string): PagedQuery<T> {
  return usePages<T>(path, undefined, false);
}
