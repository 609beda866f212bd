import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { HOST } from "../lib/ports";
import { root } from "../lib/stack";

export interface Measure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** "max": value must be <= budget; "min": >= budget. */
  kind: "max" | "min";
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Cold module load of the bundled `api` function: a fresh Node process each time, median of 5. */
export function moduleLoad(): Measure {
  const bundle = join(root, "functions", "lib", "index.js");
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const result = spawnSync(
      process.execPath,
      [
        "-e",
        `const t=process.hrtime.bigint();require(${JSON.stringify(bundle)});console.log(Number(process.hrtime.bigint()-t)/1e6)`,
      ],
      { encoding: "utf8", env: { ...process.env, FUNCTIONS_EMULATOR: "true" } },
    );
    if (result.status !== 0) throw new Error(`loading ${bundle} failed: ${result.stderr}`);
    times.push(Number(result.stdout.trim()));
  }
  times.sort((a, b) => a - b);
  return {
    name: "api module load (cold, median of 5)",
    value: Math.round(times[2]!),
    unit: "ms",
    budget: 400,
    kind: "max",
  };
}

/**
 * GET /products p95 over 2,000 requests with 50 products, the api app served in-process
 * (Express on a local port) against the Firestore emulator of the running local stack.
 * The products it adds to reach 50 are deleted afterwards, so the shop (and Lighthouse after
 * this) sees the seeded catalogue again.
 */
export async function productsLatency(): Promise<Measure> {
  const { countProducts, insertProduct, removeProduct } = await import("../../functions/src/data/product-repository");
  const count = await countProducts();
  const added = Array.from({ length: Math.max(0, 50 - count) }, (_, offset) => `bench-${count + offset}`);
  await Promise.all(
    added.map((id, offset) =>
      insertProduct(
        {
          name: `Bench tool ${count + offset}`,
          description: "A product for the benchmark",
          img: "/images/products/claw-hammer.svg",
          priceCents: (10 + count + offset) * 100,
          available: 100,
          minimumOrder: 1,
        },
        { id, createdAt: new Date(Date.UTC(2025, 0, 1) + (count + offset) * 1000) },
      ),
    ),
  );
  try {
    return await measureProducts();
  } finally {
    await Promise.all(added.map((id) => removeProduct(id)));
  }
}

async function measureProducts(): Promise<Measure> {
  const { buildApp } = await import("../../functions/src/app");
  const server = buildApp().listen(0, HOST);
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}/products`;

  const total = 2000;
  const concurrency = 4;
  const times: number[] = [];
  let next = 0;
  for (let warm = 0; warm < 20; warm++) await (await fetch(url)).arrayBuffer();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const started = performance.now();
        const response = await fetch(url);
        const products = (await response.json()) as unknown[];
        // The first page: 24 of the 50 products (GET /products is paged).
        if (response.status !== 200 || products.length !== 24)
          throw new Error(`bad answer: ${response.status} ${JSON.stringify(products).slice(0, 200)}`);
        times.push(performance.now() - started);
      }
    }),
  );
  server.close();
  times.sort((a, b) => a - b);
  console.log(
    `  GET /products: ${total} requests, ${concurrency} at a time, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
  return {
    name: "GET /products p95 (2,000 requests, first page of 50 products)",
    value: Number(percentile(times, 95).toFixed(1)),
    unit: "ms",
    budget: 50,
    kind: "max",
  };
}
