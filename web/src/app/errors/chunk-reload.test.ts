import { describe, expect, test, vi } from "vitest";
import { isChunkLoadError, reloadOnceForChunk } from "./chunk-reload";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/payment-page-B_mdoF6R.js",
);

describe("chunk reload", () => {
  test("when Chromium, Firefox or Safari report a failed dynamic import, then it is a chunk error; a render error is not", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Objects are not valid as a React child"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  test("when a chunk fails for the first time, then the page reloads once; when it fails again within 30 s, then it does not reload", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk(chunkError, { storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadOnceForChunk(chunkError, { storage, now: 1_010_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("when a chunk fails again long after the last reload (another deploy), then it reloads again", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunk(chunkError, { storage, now: 1_000_000, reload });
    expect(reloadOnceForChunk(chunkError, { storage, now: 1_031_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test("when the error is not a chunk failure or storage refuses the guard, then it never reloads", () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(new Error("boom"), { storage: memoryStorage(), now: 1, reload })).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(reloadOnceForChunk(chunkError, { storage: full, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
