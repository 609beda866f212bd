import { urls } from "../../ports/ports";
import { flashSale, type FlashSaleResult } from "./flash-sale";

/**
 * Where the hot-stock runs send their calls: the api function's own URL (`/api/...` under it, as
 * Hosting's rewrite forwards them). In production the rewrite is Google's front end; locally it is
 * the Hosting emulator, a Node proxy that took about 6 ms of the two cores' CPU per call on top of
 * the function's (docs/load-test.md, "The emulator's compiler, and through Hosting or not"). The
 * bounds are the shop's: the function, its Firestore and the Functions emulator that runs it.
 * `--base http://127.0.0.1:5000` measures through the local Hosting proxy instead.
 */
export const hotStockBase = urls.api;

/**
 * `npm run load -- --hot` (docs/load-test.md, "Hot stock"): one tool, many buyers. Three flash sales
 * of 50 shoppers for 10 pieces in a row (the first after a start is cold: only its exactness counts),
 * a crowd of 200 shoppers at once for 100 pieces, and a sustained sale of 500 pieces to 1,000 shoppers
 * arriving at 10 a second. Each prints p50/p99, the status counts, the Firestore requests and the CPU
 * of each part of the stack per order, and the most writes any one document took in any 10 s (the
 * stack's request counter decodes the commits: `npm start -- --count-requests`). Resolves to whether
 * every bound held, after a table of the five runs.
 */
export async function hotStock(base: string): Promise<boolean> {
  console.log(`Hot stock: calls go to ${base}/api${base === hotStockBase ? " (the api function's own URL)" : ""}`);
  const runs: Array<{ label: string; result: FlashSaleResult }> = [];
  const run = async (label: string, sale: Parameters<typeof flashSale>[0]) => {
    console.log(`\n== ${label}`);
    runs.push({ label, result: await flashSale(sale) });
  };
  const cold = { p99Ms: 60_000, maxMs: 60_000 };
  await run("flash sale 50/10, first (cold)", { base, shoppers: 50, stock: 10, ...cold });
  await run("flash sale 50/10, second", { base, shoppers: 50, stock: 10 });
  await run("flash sale 50/10, third", { base, shoppers: 50, stock: 10 });
  await run("crowd 200/100", {
    base,
    shoppers: 200,
    stock: 100,
    p99Ms: 5000,
    maxMs: 5000,
    maxWorkerCpuMs: 25,
    budgets: false,
  });
  await run("sustained 1000/500 at 10 a second", {
    base,
    shoppers: 1000,
    stock: 500,
    rate: 10,
    p99Ms: 2000,
    maxMs: 30_000,
    maxDocumentWrites: 10,
    budgets: false,
  });

  console.log(
    "\n| Run | Answers | p50 / p99 | Requests per order | CPU per order (ms) | Most writes of one document in 10 s |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const { label, result } of runs) {
    const answers = Object.entries(result.counts)
      .map(([status, count]) => `${count} x ${status}`)
      .join(", ");
    const cpu = Object.entries(result.cpuPerOrder)
      .map(([part, ms]) => `${part} ${ms.toFixed(1)}`)
      .join(", ");
    const hottest = result.hottest ? `${result.hottest.most} (${result.hottest.document})` : "not counted";
    console.log(
      `| ${label} | ${answers} | ${Math.round(result.p50)} / ${Math.round(result.p99)} ms | ${result.requestsPerOrder?.toFixed(2) ?? "not counted"} | ${cpu} | ${hottest} |`,
    );
  }
  return runs.every(({ result }) => result.ok);
}
