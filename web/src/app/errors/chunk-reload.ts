/**
 * Every deploy replaces the hashed chunk names, so a tab opened before a deploy asks for chunks
 * that no longer exist. Reloading fetches the new index.html and its chunks; the timestamp in
 * sessionStorage makes it once: a chunk that still fails within the window shows the error page.
 */
const KEY = "hometools:chunk-reload-at";
const WINDOW_MS = 30_000;

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's CSS preload has its own.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

interface ReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: number;
  reload: () => void;
}

/** Reloads the page for a failed chunk unless it did so a moment ago; true when it reloads. */
export function reloadOnceForChunk(
  error: unknown,
  { storage = sessionStorage, now = Date.now(), reload = () => window.location.reload() }: Partial<ReloadDeps> = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(KEY));
  if (Number.isFinite(last) && last > 0 && now - last < WINDOW_MS) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    // Storage full or disabled: without the guard a reload could loop, so show the error page.
    return false;
  }
  reload();
  return true;
}
