import { emulatorEnv, urls } from "../../ports/ports";
import { LocalStack } from "../../stack/stack";
import { seed } from "../../stack/seed";
import { moduleLoad, productsLatency } from "./api";
import { catalogue } from "./catalogue";
import { defaultCpuSlowdown, pageMet, pageTable, type PageResult } from "./lighthouse";
import { met, table, type Measure } from "./measure";
import { auditPages } from "./pages";
import { initialJavaScript } from "./web";

/**
 * `npm run bench`: the budgets of docs/budgets.md. Builds, uses a running local stack or
 * starts one, measures, prints a table, and exits 1 when a budget is missed.
 * `--skip-lighthouse` leaves out the slowest part, Lighthouse on every page (pages.ts); `--pages
 * blogs,cart` audits only the pages whose name holds one of those words. `--catalogue 2000` measures a shop of 2,000
 * products instead (added, measured, removed: scripts/bench/catalogue.ts). `--cpu-slowdown 2` runs
 * Lighthouse at a 2x CPU slowdown instead of its 4x, to compare pages in a slow hour (lighthouse.ts).
 */
// The in-process api app talks to the emulators, with no metadata-server probe.
Object.assign(process.env, emulatorEnv);
const say = (line: string) => console.log(`[bench] ${line}`);

/** Whether a local stack answers: its api function may take seconds to wake after an idle spell. */
async function running() {
  try {
    return (await fetch(`${urls.web}/api/healthz`, { signal: AbortSignal.timeout(15_000) })).ok;
  } catch {
    return false;
  }
}

const catalogueAt = process.argv.indexOf("--catalogue");
const catalogueSize = catalogueAt >= 0 ? Number(process.argv[catalogueAt + 1] ?? 2000) : 0;
if (catalogueAt >= 0 && !(Number.isInteger(catalogueSize) && catalogueSize > 0 && catalogueSize <= 20_000)) {
  console.error("--catalogue takes a number of products from 1 to 20000");
  process.exit(2);
}

const slowdownAt = process.argv.indexOf("--cpu-slowdown");
const cpuSlowdown = slowdownAt >= 0 ? Number(process.argv[slowdownAt + 1]) : defaultCpuSlowdown;
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
  console.error("--cpu-slowdown takes a number from 1 to 20 (Lighthouse's default is 4)");
  process.exit(2);
}

const stack = (await running()) ? undefined : new LocalStack({ build: true, say });
if (stack) await stack.start();
else say("using the local stack that is already running (run `npm run build` first for a fresh build)");

const pagesAt = process.argv.indexOf("--pages");
const onlyPages = pagesAt >= 0 ? (process.argv[pagesAt + 1] ?? "").split(",").filter(Boolean) : [];

const measures: Measure[] = [];
let pages: PageResult[] = [];
try {
  await seed();
  if (catalogueSize) {
    measures.push(...(await catalogue(catalogueSize)));
  } else {
    measures.push(await initialJavaScript());
    measures.push(moduleLoad());
    measures.push(await productsLatency());
    if (!process.argv.includes("--skip-lighthouse")) pages = await auditPages(onlyPages, cpuSlowdown);
  }
} finally {
  await stack?.stop();
}

console.log(`\n${table(measures)}`);
if (pages.length > 0) console.log(`\n${pageTable(pages)}`);
process.exit(measures.every(met) && pages.every(pageMet) ? 0 : 1);
