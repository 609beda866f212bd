import { randomBytes } from "node:crypto";
import { deleteShoppers, newShoppers, signIn } from "./accounts";
import { keptAnswering, watchCatalogue } from "./browse";
import { cannon } from "./cannon";
import { cpuBetween, cpuSnapshot } from "./cpu";
import { requestCosts, type RequestCosts } from "./request-costs";
import { placedMailChecks } from "./mail-latency";
import { percentile, statusCounts, summary } from "./stats";
import { countsBetween, documentWrites, firestoreRequests, resetDocumentWrites } from "../../testkit/shop-client";

interface Options {
  base: string;
  shoppers: number;
  stock: number;
  /** Each shopper checks out a cart of two lines: one scarce piece and PLENTY_PER_CART of a plentiful product. */
  cart?: boolean;
  /** Shoppers arriving at this many a second (the sustained sale) instead of all at the same moment. */
  rate?: number;
  /** The sale's bounds: p99 and slowest (ms); defaults 2 s and 5 s (the 50/10 flash sale's). */
  p99Ms?: number;
  maxMs?: number;
  /** The most writes any one document may take in any 10 s of the burst (checked when the stack counts). */
  maxDocumentWrites?: number;
  /** The most CPU (ms) the function workers may use per order request. */
  maxWorkerCpuMs?: number;
  /** Whether the sale is the 50/10 one the mail and request budgets are measured on (default true). */
  budgets?: boolean;
}

/** Pieces of the plentiful product in each cart of the cart sale. */
const PLENTY_PER_CART = 2;

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The flash sale of docs/load-test.md: a product with `stock` pieces (created as the seeded
 * admin), `shoppers` fresh accounts ordering one piece each at the same moment through Hosting,
 * and a GET /products monitor throughout. With `cart`, every shopper's cart (filled beforehand) holds
 * one piece of the scarce product and two of a plentiful one, and all check out at once: exactly as
 * many orders as scarce pieces, and the plentiful product loses exactly what those orders hold (no
 * partial reservation). Deletes the products and the accounts afterwards. Resolves to what it saw,
 * `ok` when the budget held.
 */
/** What a flash sale saw: whether its budget held, the orders' latency and answers, the stock. */
export interface FlashSaleResult {
  ok: boolean;
  p50: number;
  p99: number;
  counts: Record<string, number>;
  stock: { before: number; after: number };
  /** Firestore requests per order in the burst, when the stack counts them. */
  requestsPerOrder: number | null;
  /** CPU ms per order request of each part of the stack. */
  cpuPerOrder: Record<string, number>;
  /** The most writes one document took in any 10 s of the burst, and which, when the stack counts. */
  hottest: { document: string; most: number } | null;
}

export async function flashSale(options: Options): Promise<FlashSaleResult> {
  const { base, shoppers: count, stock, cart = false, rate, budgets = true } = options;
  const { p99Ms = 2000, maxMs = 5000 } = options;
  const run = randomBytes(3).toString("hex");
  const admin = await signIn("admin@example.com", "admin123");
  const asAdmin = { authorization: `Bearer ${admin.idToken}`, "content-type": "application/json" };
  const product = await json(
    await fetch(`${base}/api/products`, {
      method: "POST",
      headers: asAdmin,
      body: JSON.stringify({ name: `Flash ${run}`, price: 5, minimumOrder: 1, available: stock }),
    }),
  );
  const productId = String(product._id);
  const plenty = cart
    ? await json(
        await fetch(`${base}/api/products`, {
          method: "POST",
          headers: asAdmin,
          body: JSON.stringify({
            name: `Plenty ${run}`,
            price: 1,
            minimumOrder: 1,
            available: count * PLENTY_PER_CART * 2,
          }),
        }),
      )
    : null;
  const stockOf = async (id: string) => Number((await json(await fetch(`${base}/api/product/${id}`))).available);
  const stockNow = () => stockOf(productId);
  const shoppers = await newShoppers(count, run);
  try {
    const before = await stockNow();
    const plentyBefore = plenty ? await stockOf(String(plenty._id)) : 0;
    console.log(
      `Flash sale${cart ? " with carts" : ""}: ${count} shoppers, ${before} pieces of "${product.name}" (${productId})`,
    );
    if (plenty) {
      const lines = [
        { productId: String(plenty._id), quantity: PLENTY_PER_CART },
        { productId, quantity: 1 },
      ];
      for (const shopper of shoppers) {
        const headers = { authorization: `Bearer ${shopper.idToken}`, "content-type": "application/json" };
        await json(
          await fetch(`${base}/api/cart`, { method: "PUT", headers, body: JSON.stringify({ lines, version: 0 }) }),
        );
      }
      console.log(
        `  each cart: ${PLENTY_PER_CART} of "${plenty.name}" (${plentyBefore} in stock) and 1 of the scarce one`,
      );
    }

    const cpuBefore = cpuSnapshot();
    const requestsBefore = await firestoreRequests();
    const countsWrites = await resetDocumentWrites();
    const monitor = watchCatalogue(base, 5, 120);
    let next = 0;
    const sale = cannon({
      url: `${base}/api/${cart ? "cart/checkout" : "orders"}`,
      // Arriving at `rate` a second: enough connections that none waits for a free one.
      connections: rate ? Math.min(count, rate * 10) : count,
      amount: count,
      ...(rate && { overallRate: rate }),
      timeout: 30,
      requests: [
        {
          method: "POST",
          // Each request carries the next shopper's own token.
          setupRequest: (request) => ({
            ...request,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${shoppers[next++ % shoppers.length]!.idToken}`,
            },
            body: JSON.stringify({
              ...(!cart && { productId, quantity: 1 }),
              number: "+1 555 0100",
              location: "1 Sale Street",
            }),
          }),
        },
      ],
    });
    await sale.done;
    monitor.stop();
    await monitor.done;
    const requestsAfter = await firestoreRequests();
    const cpu = cpuBetween(cpuBefore, cpuSnapshot());
    const writes = countsWrites ? await documentWrites() : null;
    const after = await stockNow();
    const plentyAfter = plenty ? await stockOf(String(plenty._id)) : 0;

    const arrival = rate ? `${rate} a second` : "all at once";
    console.log(summary(`POST /${cart ? "cart/checkout" : "orders"} (${arrival})`, sale.samples, sale.seconds));
    console.log(summary("GET /products during the sale", monitor.samples, monitor.seconds));
    console.log(`Stock before ${before}, after ${after}`);

    const counts = statusCounts(sale.samples);
    // Firestore giving up on a unit for contention answers 503 `contention` (docs/decisions/029).
    console.log(`503 contention answers: ${counts["503"] ?? 0}`);
    console.log(
      `CPU during the burst: ${cpu.map(({ part, seconds, processes }) => `${part} ${seconds.toFixed(2)} s${processes > 1 ? ` (${processes} processes)` : ""}`).join(", ") || "not measured (no /proc)"}`,
    );
    const cpuPerOrder = Object.fromEntries(cpu.map(({ part, seconds }) => [part, (seconds * 1000) / count]));
    console.log(
      `CPU per order request: ${Object.entries(cpuPerOrder)
        .map(([part, ms]) => `${part} ${ms.toFixed(1)} ms`)
        .join(", ")}`,
    );
    const hottest = writes?.hottest[0] ?? null;
    if (writes) {
      console.log(
        `Writes the counter saw land: ${writes.writes} to ${writes.documents} documents; most in any ${writes.windowSeconds} s: ${writes.hottest
          .slice(0, 5)
          .map(({ document, most }) => `${document} ${most}`)
          .join(", ")}`,
      );
    } else {
      console.log("Writes per document: not counted (start the stack with npm start -- --count-requests)");
    }
    const sold = Math.min(count, before);
    // Before the orders alone below add one more "placed" mail.
    const mailChecks = budgets ? await placedMailChecks(base, admin.idToken, productId, sold) : [];
    let costs: RequestCosts | null = null;
    if (requestsBefore && requestsAfter) {
      costs = await requestCosts({
        base,
        during: countsBetween(requestsBefore, requestsAfter),
        orders: count,
        monitorReads: monitor.samples.filter((sample) => sample.status === 200).length,
        productId,
        adminToken: admin.idToken,
        shopper: shoppers[shoppers.length - 1]!,
        cart,
        budgets,
      });
    } else {
      console.log("Firestore requests: not counted (start the stack with npm start -- --count-requests)");
    }
    const checks: Array<[string, boolean]> = [
      [`exactly ${sold} orders 201`, counts["201"] === sold],
      [`${count - sold} answers 409`, (counts["409"] ?? 0) === count - sold],
      ["no 5xx and no unanswered request", sale.samples.every((sample) => sample.status > 0 && sample.status < 500)],
      [`p99 <= ${p99Ms / 1000} s`, percentile(sale.samples, 99) <= p99Ms],
      [`none over ${maxMs / 1000} s`, percentile(sale.samples, 100) <= maxMs],
      [`stock ${before} -> ${before - sold}`, after === before - sold],
      ["GET /products kept answering", keptAnswering(monitor.samples)],
      ...mailChecks,
      ...(costs?.checks ?? []),
    ];
    if (options.maxDocumentWrites !== undefined && hottest) {
      checks.push([
        `no document over ${options.maxDocumentWrites} writes in any 10 s`,
        hottest.most <= options.maxDocumentWrites,
      ]);
    }
    const workerCpu = cpuPerOrder["function workers"];
    if (options.maxWorkerCpuMs !== undefined && workerCpu !== undefined) {
      checks.push([`<= ${options.maxWorkerCpuMs} ms of worker CPU per order`, workerCpu <= options.maxWorkerCpuMs]);
    }
    if (plenty) {
      const lost = sold * PLENTY_PER_CART;
      console.log(`Plentiful stock before ${plentyBefore}, after ${plentyAfter}`);
      checks.push([
        `no partial reservation: plentiful ${plentyBefore} -> ${plentyBefore - lost}`,
        plentyAfter === plentyBefore - lost,
      ]);
    }
    for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"} ${label}`);
    return {
      ok: checks.every(([, ok]) => ok),
      p50: percentile(sale.samples, 50),
      p99: percentile(sale.samples, 99),
      counts,
      stock: { before, after },
      requestsPerOrder: costs?.perOrder ?? null,
      cpuPerOrder,
      hottest,
    };
  } finally {
    await fetch(`${base}/api/products/${productId}`, { method: "DELETE", headers: asAdmin });
    if (plenty) await fetch(`${base}/api/products/${String(plenty._id)}`, { method: "DELETE", headers: asAdmin });
    await deleteShoppers(shoppers);
  }
}
