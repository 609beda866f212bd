import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { FieldPath, getFirestore, type CollectionReference, type Query } from "firebase-admin/firestore";
import { HOST } from "../../ports/ports";
import { root } from "../../stack/stack";
import { percentile, type Measure } from "./measure";

/** Median time of 5 fresh Node processes each requiring `module` (an absolute path or a package). */
function coldRequire(module: string, cwd: string): number {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const result = spawnSync(
      process.execPath,
      [
        "-e",
        `const t=process.hrtime.bigint();require(${JSON.stringify(module)});console.log(Number(process.hrtime.bigint()-t)/1e6)`,
      ],
      { cwd, encoding: "utf8", env: { ...process.env, FUNCTIONS_EMULATOR: "true" } },
    );
    if (result.status !== 0) throw new Error(`loading ${module} failed: ${result.stderr}`);
    times.push(Number(result.stdout.trim()));
  }
  return Math.round(times.sort((a, b) => a - b)[2]!);
}

/**
 * Cold module load of the bundled functions (what an instance does before its first request),
 * beside the load of firebase-functions' HTTPS module alone, which every HTTP function pays (it
 * brings firebase-admin's app and auth).
 */
export function moduleLoad(): Measure {
  const functions = join(root, "functions");
  return {
    name: "api module load (cold, median of 5)",
    value: coldRequire(join(functions, "lib", "index.js"), functions),
    unit: "ms",
    budget: 250,
    kind: "max",
    baseline: {
      name: "firebase-functions/v2/https alone",
      value: coldRequire("firebase-functions/v2/https", functions),
    },
  };
}

/** `total` calls of `once`, `concurrency` at a time after 20 warm-up calls: the p95 in ms. */
async function p95(once: () => Promise<void>, total = 2000, concurrency = 4): Promise<number> {
  for (let warm = 0; warm < 20; warm++) await once();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return Number(percentile(times, 95).toFixed(1));
}

/**
 * GET /products (its first page: 24 of 50 products) p95 over 2,000 requests, the api app served
 * in-process (Express on a local port) against the Firestore emulator of the running local stack,
 * beside the p95 of a raw firebase-admin read of the same documents (the same query, no HTTP, no
 * app) in the same loop. The products it adds to reach 50 are deleted afterwards, so the shop (and
 * Lighthouse after this) sees the seeded catalogue again.
 */
export async function productsLatency(): Promise<Measure> {
  const { countProducts, insertProduct, removeProduct } =
    await import("../../functions/src/data/catalogue/product-repository");
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
  return pageLatency({ name: "GET /products p95 (2,000 requests, first page of 50 products)", total: 2000 });
}

/** GET /products (its first page) p95 against the raw read, as above, over a catalogue the caller filled. */
export function firstPageLatency(name: string, total: number): Promise<Measure> {
  return pageLatency({ name, total });
}

/**
 * A name search's first page (GET /products?q=) p95 against the raw read of the same page, as
 * `GET /products` above: the catalogue bench asks it of thousands of products.
 */
export function searchLatency(q: string, name: string, total: number): Promise<Measure> {
  return pageLatency({ name, q, total });
}

/**
 * A filtered, sorted page (GET /products?category=...&inStock=true&maxPrice=100&sort=price, the
 * "Find a tool" view) p95 against the raw firebase-admin read of the same page: the same one
 * query, written by hand as a developer would (docs/decisions/038). Budget: 1.2 times the raw read.
 */
export function filteredLatency(category: string, name: string, total: number): Promise<Measure> {
  const raw = (products: CollectionReference) =>
    products
      .where("category", "==", category)
      .where("inStock", "==", true)
      .where("priceCents", "<=", 10_000)
      .orderBy("priceCents", "asc")
      .orderBy(FieldPath.documentId(), "asc")
      .limit(25);
  const query = `?category=${encodeURIComponent(category)}&inStock=true&maxPrice=100&sort=price`;
  return pageLatency({ name, total, query, raw, ratio: 1.2 });
}

async function pageLatency({
  name,
  q,
  total,
  query: given,
  raw: rawQuery,
  ratio = 1.5,
}: {
  name: string;
  q?: string;
  total: number;
  query?: string;
  raw?: (products: CollectionReference) => Query;
  ratio?: number;
}): Promise<Measure> {
  const { buildApp } = await import("../../functions/src/app");
  const server = buildApp().listen(0, HOST);
  await new Promise((resolve) => server.once("listening", resolve));
  const query = given ?? (q === undefined ? "" : `?q=${encodeURIComponent(q)}`);
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}/products${query}`;

  // The page's query as the product repository asks it: newest first, ties by id, one more than the
  // page; a search keeps the products with a name prefix equal to it (functions/src/domain/catalogue/product-search.ts).
  const products = getFirestore().collection("products");
  const raw =
    rawQuery?.(products) ??
    (q === undefined ? products : products.where("namePrefixes", "array-contains", q.toLowerCase()))
      .orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .limit(25);
  const rawP95 = await p95(async () => {
    const { docs } = await raw.get();
    if (docs.map((doc) => doc.data()).length !== 25) throw new Error(`raw read answered ${docs.length}`);
  }, total);
  const apiP95 = await p95(async () => {
    const response = await fetch(url);
    const products = (await response.json()) as unknown[];
    if (response.status !== 200 || products.length !== 24)
      throw new Error(`bad answer: ${response.status} ${JSON.stringify(products).slice(0, 200)}`);
  }, total);
  server.close();
  return {
    name,
    value: apiP95,
    unit: "ms",
    budget: { ratio },
    kind: "max",
    baseline: { name: "raw firebase-admin read of the same documents, p95", value: rawP95 },
  };
}
