import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { reloadOnceForChunk } from "./app/errors/chunk-reload";
import { reportError } from "./lib/report-error";

/**
 * Evaluating all of the first page's modules at once was the load's longest task (about 180 ms at
 * Lighthouse's 4x phone CPU). They evaluate in two tasks instead: React here, then the router, the
 * shell and the pages. The vite config preloads the second group with index.html, so splitting
 * them costs no extra round trip (decision 005).
 */
async function start() {
  const root = createRoot(document.getElementById("root")!);
  const { App } = await import("./app/app");
  // After the next frame, so the browser paints index.html's static shell first. A transition lets
  // React split the first render into small slices until the app replaces that shell.
  requestAnimationFrame(() =>
    setTimeout(() =>
      startTransition(() => {
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
    ),
  );
}

start().catch((error: unknown) => {
  reportError(error, "app failed to load");
  reloadOnceForChunk(error);
});
