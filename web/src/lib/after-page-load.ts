/**
 * Runs `work` once the page has loaded and the browser is idle (at most `timeoutMs` after the
 * load), for what no first paint needs (the hero video). Answers a cancel function.
 */
export function afterPageLoad(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback; a short timer stands in for it there.
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(() => !cancelled && work(), { timeout: timeoutMs })
        : window.setTimeout(() => !cancelled && work(), 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idle !== undefined && typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
  };
}
