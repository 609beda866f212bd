import autocannon from "autocannon";
import type { Sample } from "./stats";

export interface CannonRun {
  samples: Sample[];
  seconds: number;
  /** Stops the run early (the browsing monitor stops when the flash sale is over). */
  stop: () => void;
  done: Promise<void>;
}

/**
 * Runs autocannon and keeps every request's status and latency (its own histograms have no p95
 * and fold statuses together). A request that got no answer counts as status 0 at the timeout.
 */
export function cannon(options: autocannon.Options): CannonRun {
  const samples: Sample[] = [];
  const started = Date.now();
  const timeoutMs = (options.timeout ?? 10) * 1000;
  let finish!: (error?: Error) => void;
  const done = new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
  const instance = autocannon(options, (error) => {
    run.seconds = (Date.now() - started) / 1000;
    finish(error ?? undefined);
  });
  instance.on("response", (_client, status, _bytes, ms) => samples.push({ status, ms }));
  instance.on("reqError", () => samples.push({ status: 0, ms: timeoutMs }));
  const run: CannonRun = { samples, seconds: 0, stop: () => instance.stop(), done };
  return run;
}
