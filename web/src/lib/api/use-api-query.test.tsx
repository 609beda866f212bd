import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json } from "../../test/render";
import { usePublicApiQuery, type QueryState } from "./use-api-query";

afterEach(() => {
  vi.unstubAllGlobals();
});

// A cache of its own per test, as a fresh page load has.
function freshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

describe("usePublicApiQuery", () => {
  test("when the path changes, then no render shows the old path's answer while the new one loads", async () => {
    let finishSecond!: () => void;
    const second = new Promise<void>((resolve) => (finishSecond = resolve));
    answerFetch(json(200, { name: "first" }));
    const seen: Array<{ path: string; state: QueryState<{ name: string }> }> = [];
    const { result, rerender } = renderHook(
      ({ path }) => {
        const query = usePublicApiQuery<{ name: string }>(path);
        seen.push({ path, state: query.state });
        return query;
      },
      { initialProps: { path: "/product/first" }, wrapper: freshCache },
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "success", data: { name: "first" } }));

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await second;
        return json(200, { name: "second" })();
      }),
    );
    rerender({ path: "/product/second" });
    expect(result.current.state.status).toBe("loading");
    finishSecond();
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "success", data: { name: "second" } }));

    const afterChange = seen.filter(({ path }) => path === "/product/second");
    expect(afterChange.length).toBeGreaterThan(0);
    expect(afterChange.map(({ state }) => state.data?.name)).not.toContain("first");
  });
});
