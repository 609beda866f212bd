import { startTransition, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The variant a tool's page shows, kept in its URL (`?variant=<id>`, replaced, not pushed, so a link
 * opens that choice), and how to choose another. The router applies a change of URL in a transition;
 * until it has, the chosen id is shown at once (useOptimistic), so the radio a shopper ticks is ticked
 * when the click ends, not after the page has rendered the new URL.
 */
export function useVariantParam(): [id: string | null, choose: (next: { id: string }) => void] {
  const [search, setSearch] = useSearchParams();
  const [id, showChosen] = useOptimistic(search.get("variant"));
  const choose = (next: { id: string }) =>
    startTransition(() => {
      showChosen(next.id);
      setSearch(
        (before) => {
          const params = new URLSearchParams(before);
          params.set("variant", next.id);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  return [id, choose];
}
