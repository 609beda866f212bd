import { cannon } from "./cannon";
import { summary, type Sample } from "./stats";

/** A monitor: GET /products at a low rate until stopped; then whether every one was answered in time. */
export function watchCatalogue(base: string, ratePerSecond: number, maxSeconds: number) {
  return cannon({
    url: `${base}/api/products`,
    connections: 2,
    overallRate: ratePerSecond,
    duration: maxSeconds,
    timeout: 10,
  });
}

export function keptAnswering(samples: Sample[]): boolean {
  return samples.length > 0 && samples.every((sample) => sample.status === 200 && sample.ms <= 5000);
}

/** Browsing: GET /products and GET /reviews, each at `rate` requests a second for `seconds`. */
export async function browse(base: string, rate: number, seconds: number): Promise<boolean> {
  const runs = ["products", "reviews"].map((path) => ({
    path,
    run: cannon({
      url: `${base}/api/${path}`,
      connections: Math.max(1, Math.min(10, Math.ceil(rate / 5))),
      overallRate: rate,
      amount: rate * seconds,
      timeout: 10,
    }),
  }));
  await Promise.all(runs.map(({ run }) => run.done));
  let ok = true;
  for (const { path, run } of runs) {
    console.log(summary(`GET /${path}`, run.samples, run.seconds));
    ok &&= keptAnswering(run.samples);
  }
  return ok;
}
