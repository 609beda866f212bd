import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../testkit/chromium";
import { urls } from "../../ports/ports";
import { filteredLatency, firstPageLatency, searchLatency } from "./api";
import type { Measure } from "./measure";

/**
 * `npm run bench -- --catalogue 2000` (docs/budgets.md): a shop of thousands of tools. Measures
 * the seeded shop first (the baselines), adds `count` products through the product repository in
 * batches, dated as the newest (the first page a visitor sees is theirs), measures again (and a
 * name search's first page against the raw read of it), and deletes them.
 */
/** The benchmark catalogue's category (a slug no seeded category has). */
const BENCH_CATEGORY = "bench-tools";

export async function catalogue(count: number): Promise<Measure[]> {
  const { insertProducts, removeProducts } = await import("../../functions/src/data/catalogue/product-repository");
  const seeded = { page: await firstPageSize(), home: await openHome() };
  const now = Date.now();
  const ids = await insertProducts(
    Array.from({ length: count }, (_, index) => ({
      product: {
        name: `Bench tool ${index + 1}`,
        description: "A sturdy tool for the benchmark catalogue, with a grip that stays put and a case.",
        img: "/images/products/claw-hammer.svg",
        priceCents: (5 + (index % 200)) * 100,
        // A third out of stock, all in one category (no category document: the query needs none).
        available: index % 3 === 0 ? 0 : 100,
        minimumOrder: 1,
        category: BENCH_CATEGORY,
      },
      options: { createdAt: new Date(now - index * 1000) },
    })),
  );
  console.log(`  added ${ids.length} products`);
  try {
    const page = await firstPageSize();
    const home = await openHome();
    // The emulators answer a query of thousands of documents in about a second (they scan; Firestore
    // itself reads its index): past 2,000 products, 100 requests per p95 keep the run under half an hour.
    const requests = count > 2000 ? 100 : 500;
    const p95Of = (what: string) => `${what} p95 (${requests} requests), ${count} more products`;
    // Every added product's name starts "Bench tool": a full first page from 25 products on.
    const list = await firstPageLatency(p95Of("GET /products"), requests);
    const search = count >= 25 ? [await searchLatency("bench tool", p95Of("GET /products?q="), requests)] : [];
    // The "Find a tool" view: a category, in stock, up to $100, by price (one indexed query).
    const filtered =
      count >= 100
        ? [await filteredLatency(BENCH_CATEGORY, p95Of("GET /products?category&inStock&maxPrice&sort=price"), requests)]
        : [];
    const baseline = (value: number) => ({ name: "the seeded shop", value });
    return [
      {
        name: `GET /products first page, ${count} more products`,
        value: page,
        unit: "kB",
        budget: 20,
        kind: "max",
        baseline: baseline(seeded.page),
      },
      {
        name: `home page first product card, ${count} more products`,
        value: home.firstCard,
        unit: "ms",
        budget: 1500,
        kind: "max",
        baseline: baseline(seeded.home.firstCard),
      },
      {
        name: `home page DOM elements, ${count} more products`,
        value: home.elements,
        unit: "",
        budget: 1500,
        kind: "max",
        baseline: baseline(seeded.home.elements),
      },
      list,
      ...search,
      ...filtered,
    ];
  } finally {
    await removeProducts(ids);
    console.log(`  removed ${ids.length} products`);
  }
}

/** The kB of GET /api/products (the home page's first page) through Hosting, before compression. */
async function firstPageSize(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${urls.web}/api/products`);
  const body = await response.arrayBuffer();
  console.log(`  GET /api/products through Hosting: ${Math.round(performance.now() - started)} ms`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  return Number((body.byteLength / 1024).toFixed(1));
}

/** What the measuring functions use of the page's globals (they are serialised and run there). */
interface InPage {
  document: { querySelector(selector: string): unknown; getElementsByTagName(name: string): { length: number } };
}

/** Headless Chromium opens the home page: when its first product card shows, and how many elements the page holds. */
async function openHome(): Promise<{ firstCard: number; elements: number }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${urls.web}/`, { waitUntil: "commit" });
    // These run in the page (the CSP forbids evaluating strings there); scripts have no DOM types.
    const shownAt = Number(
      await (
        await page.waitForFunction(
          () =>
            (globalThis as unknown as InPage).document.querySelector("#tools article") ? performance.now() : false,
          undefined,
          {
            polling: "raf",
            timeout: 30_000,
          },
        )
      ).jsonValue(),
    );
    await page.waitForLoadState("networkidle");
    const elements = await page.evaluate(
      () => (globalThis as unknown as InPage).document.getElementsByTagName("*").length,
    );
    return { firstCard: Math.round(shownAt), elements };
  } finally {
    await browser.close();
  }
}
