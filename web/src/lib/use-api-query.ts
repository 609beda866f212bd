import { useCallback, useEffect, useState, type DependencyList } from "react";

export type QueryState<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

export interface Query<T> {
  state: QueryState<T>;
  /** Loads again (the Retry button). */
  retry: () => void;
  /** Local edits after a mutation (a deleted row, a promoted user). */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` when `deps` change and on retry; aborts stale requests. Small on purpose: every
 * screen reads one or two lists, and the spec fetches each once when it appears.
 */
export function useApiQuery<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Query<T> {
  const [state, setState] = useState<QueryState<T>>({ status: "loading", data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      previous.status === "loading" ? previous : { status: "loading", data: previous.data, error: undefined },
    );
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "success", data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: "error", data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` depends on
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === "success" ? { status: "success", data: change(previous.data), error: undefined } : previous,
    );
  }, []);

  return { state, retry, update };
}
