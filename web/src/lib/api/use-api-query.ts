import { useCallback, useDeferredValue, useMemo } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "./api-client";
import { useSession } from "../session/session";

export type QueryState<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

export interface Query<T> {
  state: QueryState<T>;
  /** Loads again (the Retry button). */
  retry: () => void;
  /** Local edits after a mutation (a deleted row, a promoted user); nothing is fetched. */
  update: (change: (data: T) => T) => void;
}

/**
 * The spec fetches each screen's data once when it appears: no refetch on focus or reconnect, no
 * automatic retries (Retry is a button), and no deduping window, so a screen that appears again
 * asks again (showing what it had meanwhile). Requests still in flight are shared.
 */
export const queryOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
};

type Key = readonly [path: string, uid?: string];

function useQuery<T>(key: Key | null, auth: boolean): Query<T> {
  // SWR keeps only the answer for the current key, so a late answer for an old key never shows.
  const { data, error, isValidating, mutate } = useSWR<T, unknown, Key | null>(
    key,
    ([path]) => api.get<T>(path, { auth }),
    queryOptions,
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const update = useCallback(
    (change: (data: T) => T) =>
      void mutate((current) => (current === undefined ? current : change(current)), { revalidate: false }),
    [mutate],
  );

  const keyId = key?.join("\n") ?? null;
  const current = useMemo((): { keyId: string | null; state: QueryState<T> } => {
    if (error !== undefined && !isValidating) return { keyId, state: { status: "error", data, error } };
    if (data !== undefined) return { keyId, state: { status: "success", data, error: undefined } };
    return { keyId, state: { status: "loading", data: undefined, error: undefined } };
  }, [keyId, data, error, isValidating]);
  // SWR hands an answer over in an update React cannot interrupt (useSyncExternalStore); the screen
  // it draws is rendered in a transition instead, which React splits into short tasks
  // (docs/decisions/027). A deferred state of another key (another path or user) never shows.
  const deferred = useDeferredValue(current);
  const shown = deferred.keyId === keyId ? deferred : current;
  return { state: shown.state, retry, update };
}

/**
 * GET `path` for the signed-in user: keyed by their uid, so another user never sees this answer.
 * A `null` path asks nothing yet (an order's invoice before it is paid): the state stays loading.
 */
export function useApiQuery<T>(path: string | null): Query<T> {
  const { user } = useSession();
  return useQuery<T>(user && path !== null ? [path, user.uid] : null, true);
}

/** GET a public `path` (products, reviews) without the token, so it never waits for auth; `null` as above. */
export function usePublicApiQuery<T>(path: string | null): Query<T> {
  return useQuery<T>(path === null ? null : [path], false);
}
