import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { flashSale, type FlashSaleResult } from "../load/flash-sale";
import { chooseFirestore, type FirestoreKind } from "../../stack/firestore";
import { emulatorEnv, urls } from "../../ports/ports";
import { LocalStack, root } from "../../stack/stack";
import { seed } from "../../stack/seed";
import { catalogue } from "./catalogue";
import type { Measure } from "./measure";

/**
 * `npm run bench:firestores`: the official Firestore emulator and the embedded fallback side by side
 * in one run (docs/decisions/029), one after the other on the same machine. For each: `npm test` (its
 * wall time; output in .bench-firestores-<kind>.log), then a stack of its own with the flash sale
 * (50 shoppers, 10 pieces) and the catalogue at 10,000 products (GET /products and a name search,
 * p95). Run it on a quiet machine: the two cores are shared with everything else. Takes about half an
 * hour. `--skip-tests` leaves out the two `npm test` runs. Needs no running stack (the ports free).
 */
Object.assign(process.env, emulatorEnv);
const say = (line: string) => console.log(`[bench:firestores] ${line}`);
const skipTests = process.argv.includes("--skip-tests");
const CATALOGUE = 10_000;

interface Row {
  kind: FirestoreKind;
  test?: { seconds: number; passed: boolean };
  sale: FlashSaleResult;
  catalogue: Measure[];
}

function npmTest(kind: FirestoreKind): Promise<{ seconds: number; passed: boolean }> {
  const started = Date.now();
  const log = join(root, `.bench-firestores-${kind}.log`);
  const child = spawn("npm", ["test"], { cwd: root, env: { ...process.env, HOMETOOLS_FIRESTORE: kind } });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) =>
    child.once("exit", (code) => resolve({ seconds: (Date.now() - started) / 1000, passed: code === 0 })),
  );
}

async function measure(kind: FirestoreKind): Promise<Row> {
  say(`${kind}: npm test`);
  const test = skipTests ? undefined : await npmTest(kind);
  process.env.HOMETOOLS_FIRESTORE = kind;
  // In-process services commit as the stack's functions do (stack/stack.ts).
  if (kind === "embedded") process.env.HOMETOOLS_TRANSACTIONS = "locking";
  else delete process.env.HOMETOOLS_TRANSACTIONS;
  const stack = new LocalStack({ say });
  await stack.start();
  try {
    await seed();
    say(`${kind}: flash sale`);
    const sale = await flashSale({ base: urls.web, shoppers: 50, stock: 10 });
    say(`${kind}: catalogue at ${CATALOGUE}`);
    return { kind, test, sale, catalogue: await catalogue(CATALOGUE) };
  } finally {
    await stack.stop();
  }
}

const kinds: FirestoreKind[] = chooseFirestore().kind === "official" ? ["official", "embedded"] : ["embedded"];
const rows: Row[] = [];
for (const kind of kinds) rows.push(await measure(kind));

const ms = (value: number) => `${Math.round(value)} ms`;
const figure = (row: Row, prefix: string) => {
  const found = row.catalogue.find((measure) => measure.name.startsWith(prefix));
  return found ? `${found.value} ${found.unit}` : "-";
};
const lines: Array<[string, (row: Row) => string]> = [
  [
    "npm test",
    (row) => (row.test ? `${row.test.seconds.toFixed(0)} s, ${row.test.passed ? "passed" : "FAILED"}` : "-"),
  ],
  ["flash sale 50/10: p50 / p99", (row) => `${ms(row.sale.p50)} / ${ms(row.sale.p99)}`],
  [
    "flash sale 50/10: answers",
    (row) =>
      Object.entries(row.sale.counts)
        .map(([status, count]) => `${count} x ${status}`)
        .join(", "),
  ],
  ["flash sale 50/10: stock", (row) => `${row.sale.stock.before} -> ${row.sale.stock.after}`],
  [`GET /products p95, ${CATALOGUE} more products`, (row) => figure(row, "GET /products p95")],
  [`GET /products?q= p95, ${CATALOGUE} more products`, (row) => figure(row, "GET /products?q=")],
];
console.log(`\n| | ${rows.map((row) => row.kind).join(" | ")} |`);
console.log(`| --- |${rows.map(() => " --- |").join("")}`);
for (const [label, cell] of lines) console.log(`| ${label} | ${rows.map(cell).join(" | ")} |`);
process.exit(rows.every((row) => row.test?.passed !== false) ? 0 : 1);
