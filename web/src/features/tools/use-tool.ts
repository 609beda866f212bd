import { useCallback, useEffect, useState } from "react";
import { useEmbedded } from "../../lib/api/use-embedded";
import { EMBEDDED_TOOL_ID, embeddedTool, fetchTool, type ToolData } from "./api/get-tool";

export type ToolState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: ToolData };

/** The tool of this page: what the server embedded in it, else asked of the API. */
export function useTool(productId: string): { state: ToolState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const embedded = useEmbedded(EMBEDDED_TOOL_ID, (json) => embeddedTool(json, productId));
  const [state, setState] = useState<{ id: string; state: ToolState }>(() => ({
    id: productId,
    state: embedded ? { status: "success", data: embedded } : { status: "loading" },
  }));
  const known = state.id === productId && state.state.status === "success";

  useEffect(() => {
    if (known && attempt === 0) return;
    let current = true;
    setState({ id: productId, state: { status: "loading" } });
    fetchTool(productId).then(
      (data) =>
        current && setState({ id: productId, state: data ? { status: "success", data } : { status: "missing" } }),
      (error: unknown) => current && setState({ id: productId, state: { status: "error", error } }),
    );
    return () => {
      current = false;
    };
    // `known` is read once per tool: a tool drawn from the page's data is not asked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: state.id === productId ? state.state : { status: "loading" }, retry };
}
