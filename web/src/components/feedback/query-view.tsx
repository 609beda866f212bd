import type { ReactNode } from "react";
import type { QueryState } from "../../lib/api/use-api-query";
import { EmptyState, LoadError } from "./query-states";
import { TableSkeleton } from "../tables/table-skeleton";

/**
 * A list screen's query: a skeleton while it loads, the error with Retry, an empty state, or the
 * data. `hideError` leaves an error to the page (my orders signs the user out on a 401 or 403).
 */
export function QueryView<T extends readonly unknown[]>({
  state,
  onRetry,
  loadingLabel,
  what,
  emptyTitle,
  empty,
  hideError = false,
  children,
}: {
  state: QueryState<T>;
  onRetry: () => void;
  loadingLabel: string;
  what: string;
  emptyTitle: string;
  /** Shown under the empty title. */
  empty?: ReactNode;
  hideError?: boolean;
  children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case "loading":
      return <TableSkeleton label={loadingLabel} />;
    case "error":
      return hideError ? null : <LoadError what={what} error={state.error} onRetry={onRetry} />;
    case "success":
      return state.data.length === 0 ? <EmptyState title={emptyTitle}>{empty}</EmptyState> : children(state.data);
  }
}
