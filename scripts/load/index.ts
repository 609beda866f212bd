import { parseArgs } from "node:util";
import { urls } from "../../ports/ports";
import { browse } from "./browse";
import { flashSale } from "./flash-sale";
import { hotStock, hotStockBase } from "./hot";

/**
 * `npm run load`: a bounded load test against the running local stack (`npm start`), through
 * Hosting on loopback only. Browsing (GET /products and GET /reviews at --rate a second for
 * --seconds), then a flash sale (--shoppers fresh accounts, --stock pieces). Exits 1 when the
 * flash sale misses its budget (docs/load-test.md) or browsing went unanswered. `--cart`: the
 * flash sale's shoppers check out carts of two lines instead (the scarce product and a plentiful one).
 * `--hot`: hot stock instead (hot.ts): three flash sales, the crowd and the sustained sale, sent to
 * the api function's own URL unless --base says otherwise (hot.ts says why).
 */
const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "50" },
    stock: { type: "string", default: "10" },
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "10" },
    base: { type: "string" },
    "skip-browse": { type: "boolean", default: false },
    "skip-flash": { type: "boolean", default: false },
    cart: { type: "boolean", default: false },
    hot: { type: "boolean", default: false },
  },
});

function bounded(name: string, value: string, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max} (got ${value})`);
  }
  return number;
}

const base = (values.base ?? (values.hot ? hotStockBase : urls.web)).replace(/\/$/, "");
const host = new URL(base).hostname;
if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) {
  throw new Error(`npm run load only runs against the local stack on loopback, not ${host}`);
}
const shoppers = bounded("shoppers", values.shoppers, 500);
const stock = bounded("stock", values.stock, 10_000);
const rate = bounded("rate", values.rate, 200);
const seconds = bounded("seconds", values.seconds, 60);

// Whatever happens, the run ends: a hard stop well past the bounds above (hot stock's five sales take longer).
const stopAfterMinutes = values.hot ? 20 : 5;
setTimeout(() => {
  console.error(`npm run load: stopped after ${stopAfterMinutes} minutes`);
  process.exit(2);
}, stopAfterMinutes * 60_000).unref();

const health = await fetch(`${base}/api/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
if (!health?.ok) {
  console.error(`No shop answers at ${base}: start it first with npm start`);
  process.exit(2);
}

let ok = true;
if (values.hot) {
  ok = await hotStock(base);
  console.log(ok ? "Load test passed" : "Load test FAILED");
  process.exit(ok ? 0 : 1);
}
if (!values["skip-browse"]) {
  console.log(`Browsing: GET /products and GET /reviews, ${rate} a second each for ${seconds} s`);
  ok = (await browse(base, rate, seconds)) && ok;
}
if (!values["skip-flash"]) ok = (await flashSale({ base, shoppers, stock, cart: values.cart })).ok && ok;
console.log(ok ? "Load test passed" : "Load test FAILED");
process.exit(ok ? 0 : 1);
