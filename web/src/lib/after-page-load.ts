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

/**
 * Runs `work` at the visitor's first interaction (a pointer press, a key, a scroll, a touch) or
 * `timeoutMs` after the page has loaded, whichever comes first: for what the page shows without but
 * the next step may need (Firebase, for a user whose session the browser kept). Answers a cancel
 * function.
 */
export function onFirstInteraction(work: () => void, timeoutMs = 3000): () => void {
  const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    work();
  };
  const timer = { id: undefined as number | undefined };
  const startTimer = () => (timer.id = window.setTimeout(run, timeoutMs));
  const stop = () => {
    for (const name of events) window.removeEventListener(name, run, { capture: true });
    window.removeEventListener("load", startTimer);
    if (timer.id !== undefined) window.clearTimeout(timer.id);
  };
  for (const name of events) window.addEventListener(name, run, { capture: true, passive: true });
  if (document.readyState === "complete") startTimer();
  else window.addEventListener("load", startTimer, { once: true });
  return () => {
    done = true;
    stop();
  };
}
