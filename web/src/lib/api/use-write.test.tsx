import { act, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import toast, { Toaster } from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { answerFetch, json } from "../../test/render";
import { api } from "./api-client";
import { useWrite, type WriteResult } from "./use-write";

// The real toaster, so the tests read the toasts a person sees; it asks for reduced motion.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function withToaster({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

/** A write the test finishes when it wants. */
function later<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe("useWrite", () => {
  test("when a write runs, then it is busy until the answer, and the success sentence made from it is toasted", async () => {
    const { result } = renderHook(() => useWrite(), { wrapper: withToaster });
    const answer = later<string>();
    let done!: Promise<WriteResult<string>>;
    act(() => {
      done = result.current.run(() => answer.promise, { success: (name) => `${name} is now an admin` });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => answer.finish("bea@example.com"));
    await expect(done).resolves.toEqual({ ok: true, value: "bea@example.com" });
    expect(result.current.busy).toBe(false);
    expect(await screen.findByText("bea@example.com is now an admin")).toBeInTheDocument();
  });

  test("when the API refuses a write, then the sentence for its code is toasted once, however often it fails", async () => {
    answerFetch(
      json(500, { error: { code: "internal", message: "Internal error" } }),
      json(500, { error: { code: "internal", message: "Internal error" } }),
    );
    const { result } = renderHook(() => useWrite(), { wrapper: withToaster });
    let done!: WriteResult<unknown>;
    await act(async () => {
      done = await result.current.run(() => api.post("/orders", {}), { success: "Booked" });
      await result.current.run(() => api.post("/orders", {}), { success: "Booked" });
    });
    expect(done).toMatchObject({ ok: false, error: { code: "internal" } });
    const sentence = "Something went wrong on our side. Please try again in a moment.";
    expect(await screen.findAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByText("Internal error")).toBeNull();
    expect(screen.queryByText("Booked")).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  test("when a call outside the API fails, then the page's own sentence is toasted", async () => {
    const { result } = renderHook(() => useWrite(), { wrapper: withToaster });
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error("auth/too-many-requests")), {
        failure: "We could not send the link just now. Please try again in a minute.",
      });
    });
    expect(
      await screen.findByText("We could not send the link just now. Please try again in a minute."),
    ).toBeInTheDocument();
  });

  test("when a form shows its failure inline, then nothing is toasted and the error stays until the next write starts", async () => {
    answerFetch(
      json(409, { error: { code: "out-of-stock", message: "Only 3 left in stock" } }),
      json(201, { _id: "order-1" }),
    );
    const { result } = renderHook(() => useWrite(), { wrapper: withToaster });
    await act(async () => {
      await result.current.run(() => api.post("/orders", {}), { inline: true });
    });
    expect(result.current.error).toMatchObject({ status: 409, message: "Only 3 left in stock" });
    expect(screen.queryByRole("status")).toBeNull();

    const answer = later<void>();
    act(() => void result.current.run(() => answer.promise, { inline: true }));
    expect(result.current.error).toBeUndefined();
    await act(async () => answer.finish());
  });

  test("when writes with different keys run at once, then each key is busy until its own answer", async () => {
    const { result } = renderHook(() => useWrite<{ id: string; action: "ship" | "delete" }>());
    const ship = later<void>();
    const remove = later<void>();
    act(() => {
      void result.current.run(() => ship.promise, { key: { id: "order-a", action: "ship" } });
      void result.current.run(() => remove.promise, { key: { id: "order-b", action: "delete" } });
    });
    const { isBusy } = result.current;
    expect([isBusy({ id: "order-a" }), isBusy({ id: "order-b" }), isBusy({ id: "order-c" })]).toEqual([
      true,
      true,
      false,
    ]);
    expect(isBusy({ id: "order-a", action: "delete" })).toBe(false);

    await act(async () => ship.finish());
    expect(result.current.isBusy({ id: "order-a" })).toBe(false);
    expect(result.current.isBusy({ action: "delete" })).toBe(true);
    expect(result.current.busy).toBe(true);

    await act(async () => remove.finish());
    expect(result.current.busy).toBe(false);
  });

  test("when two writes share a key (two clicks), then it stays busy until both have answered", async () => {
    const { result } = renderHook(() => useWrite());
    const first = later<void>();
    const second = later<void>();
    act(() => {
      void result.current.run(() => first.promise, { key: "bea@example.com" });
      void result.current.run(() => second.promise, { key: "bea@example.com" });
    });
    await act(async () => first.finish());
    expect(result.current.isBusy("bea@example.com")).toBe(true);
    await act(async () => second.finish());
    expect(result.current.isBusy("bea@example.com")).toBe(false);
  });
});
