import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromiumFlags, chromiumPath } from "../../testkit/chromium";
import { urls } from "../../ports/ports";
import { root } from "../../stack/stack";

/**
 * Lighthouse 12 (mobile preset, its default) on the local build served by Hosting, page by page
 * (docs/budgets.md). A public page is audited in a fresh Chromium that Lighthouse starts; a
 * signed-in page, or a visitor's page with a cart, in the Chromium of a `PreparedBrowser`
 * (prepared-browser.ts), through its debugging port.
 * Either way Lighthouse empties the HTTP cache first, so every run is a cold visit.
 */

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

export interface Scores extends Record<Category, number> {
  /** Cumulative layout shift. */
  cls: number;
  /** The path the run ended on: a signed-in page that sent the browser to /login measured /login. */
  endedOn: string;
  /** Errors the page logged (a failed call among them): a page measured in its error state fails. */
  consoleErrors: number;
  /** Largest contentful paint and total blocking time, ms: the two figures a page's score moves with. */
  lcp: number;
  tbt: number;
  /**
   * Lighthouse's measure of this machine's CPU at the time of the run: the same page scores 5-15
   * points lower when it is about 1,100 than when it is about 2,000 (docs/performance-log.md, round 5).
   */
  benchmarkIndex: number;
}

/** The least each category may score and the most CLS may be; a missing category is not budgeted. */
export interface PageBudget extends Partial<Record<Category, number>> {
  cls: number;
}

export const publicBudget: PageBudget = {
  performance: 95,
  cls: 0.1,
  accessibility: 100,
  "best-practices": 100,
  seo: 95,
};
/** A tool's page, the one search engines send visitors to (docs/decisions/033): SEO must be perfect too. */
export const toolPageBudget: PageBudget = { ...publicBudget, seo: 100 };
/**
 * The visitor's cart and checkout: every public budget but SEO, since robots.txt keeps crawlers off
 * them on purpose (docs/decisions/033) and Lighthouse scores a page it may not crawl about 63.
 */
const { seo: _crawled, ...notCrawled } = publicBudget;
export const uncrawledBudget: PageBudget = notCrawled;
export const signedInBudget: PageBudget = { performance: 90, cls: 0.1, accessibility: 100 };

/**
 * Lighthouse's mobile preset slows the CPU 4x, a figure calibrated for a fast desktop. `npm run bench
 * -- --cpu-slowdown 2` audits at 2x instead, to tell a slow hour of this machine from a slower page
 * (docs/budgets.md): its rows compare pages with each other, they are not the budget's measure.
 */
export const defaultCpuSlowdown = 4;

export interface AuditedPage {
  name: string;
  path: string;
  budget: PageBudget;
  /** The debugging port of a prepared Chromium (signed in, or a visitor's with a cart); none: a fresh one. */
  port?: number;
}

/**
 * One Lighthouse run; throws when Lighthouse fails. It runs asynchronously: the bench's own process
 * may host the local stack's Stripe stand-in (stack/stack.ts), which must go on answering while
 * Lighthouse loads the payment page. (A synchronous run once blocked it, and the payment page was
 * measured showing "payment provider unavailable".)
 */
async function run(page: AuditedPage, cpuSlowdown: number): Promise<Scores> {
  const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const report = join(out, "report.json");
  const browser = page.port ? [`--port=${page.port}`] : [`--chrome-flags=${chromiumFlags.join(" ")}`];
  try {
    await promisify(execFile)(
      join(root, "node_modules", ".bin", "lighthouse"),
      [
        `${urls.web}${page.path}`,
        "--quiet",
        "--output=json",
        `--output-path=${report}`,
        `--only-categories=${categories.join(",")}`,
        ...(cpuSlowdown === defaultCpuSlowdown ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
        ...browser,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr || String(error);
    throw new Error(`lighthouse failed on ${page.path}: ${stderr.slice(-2000)}`, { cause: error });
  }
  const found = JSON.parse(readFileSync(report, "utf8")) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
    finalDisplayedUrl: string;
    environment: { benchmarkIndex: number };
  };
  // BENCH_KEEP_REPORTS=1 keeps each run's report.json for a closer look (its path is printed).
  if (process.env.BENCH_KEEP_REPORTS) console.log(`  report: ${report}`);
  else rmSync(out, { recursive: true, force: true });
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((found.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    ...scores,
    cls: Number((found.audits["cumulative-layout-shift"]?.numericValue ?? 1).toFixed(3)),
    endedOn: new URL(found.finalDisplayedUrl).pathname,
    consoleErrors: found.audits["errors-in-console"]?.details?.items?.length ?? 0,
    lcp: Math.round(found.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbt: Math.round(found.audits["total-blocking-time"]?.numericValue ?? 0),
    benchmarkIndex: Math.round(found.environment.benchmarkIndex),
  };
}

export interface PageResult {
  page: AuditedPage;
  runs: Scores[];
  cpuSlowdown: number;
}

/** Every run of one page: the worst of each figure. */
function worst(runs: Scores[]): Pick<Scores, Category | "cls"> {
  const lowest = (id: Category) => Math.min(...runs.map((scores) => scores[id]));
  return {
    performance: lowest("performance"),
    accessibility: lowest("accessibility"),
    "best-practices": lowest("best-practices"),
    seo: lowest("seo"),
    cls: Math.max(...runs.map((scores) => scores.cls)),
  };
}

/** Whether every run ended on the page asked for, with no error in the console. */
function sound({ page, runs }: PageResult): { ended: boolean; clean: boolean } {
  return {
    ended: runs.every((scores) => scores.endedOn === new URL(page.path, urls.web).pathname),
    clean: runs.every((scores) => scores.consoleErrors === 0),
  };
}

/** Whether every run met the page's budget, ended on the page asked for and logged no error. */
function withinBudget(result: PageResult): boolean {
  const { page, runs } = result;
  const figures = worst(runs);
  const { ended, clean } = sound(result);
  return (
    ended &&
    clean &&
    figures.cls <= page.budget.cls &&
    categories.every((id) => page.budget[id] === undefined || figures[id] >= page.budget[id]!)
  );
}

/** Whether the page met its budget, measured as the budget is: at Lighthouse's own CPU slowdown. */
export function pageMet(result: PageResult): boolean {
  return result.cpuSlowdown === defaultCpuSlowdown && withinBudget(result);
}

export interface AuditOptions {
  beforeRun?: () => Promise<void>;
  cpuSlowdown?: number;
}

/**
 * Audits a page three times (every run must meet the budget) and prints each run. `beforeRun`
 * readies the browser of a prepared page (PreparedBrowser.restart).
 */
export async function auditPage(
  page: AuditedPage,
  { beforeRun = async () => {}, cpuSlowdown = defaultCpuSlowdown }: AuditOptions = {},
): Promise<PageResult> {
  const results: Scores[] = [];
  for (let index = 0; index < 3; index++) {
    await beforeRun();
    const scores = await run(page, cpuSlowdown);
    results.push(scores);
    const figures = categories.map((id) => `${id} ${scores[id]}`).join(", ");
    console.log(
      `  Lighthouse ${page.name}, run ${index + 1}: ${figures}, CLS ${scores.cls}, ` +
        `${scores.consoleErrors} console errors, ended on ${scores.endedOn} ` +
        `(LCP ${scores.lcp} ms, TBT ${scores.tbt} ms, benchmark index ${scores.benchmarkIndex})`,
    );
  }
  return { page, runs: results, cpuSlowdown };
}

/**
 * The table of pages the bench prints: one row per page, its worst figure of every run beside its
 * budget, and the range of Lighthouse's benchmark index over the runs (how fast this machine was).
 */
export function pageTable(results: PageResult[]): string {
  const cell = (value: number, budget: number | undefined, sign: string) =>
    budget === undefined ? `${value}` : `${value} (${sign} ${budget})`;
  const rows = results.map((result) => {
    const figures = worst(result.runs);
    const { budget } = result.page;
    const { ended, clean } = sound(result);
    const speeds = result.runs.map((scores) => scores.benchmarkIndex);
    const verdict = withinBudget(result) ? "ok" : "MISSED";
    return [
      result.page.name,
      cell(figures.performance, budget.performance, ">="),
      cell(figures.cls, budget.cls, "<="),
      cell(figures.accessibility, budget.accessibility, ">="),
      cell(figures["best-practices"], budget["best-practices"], ">="),
      cell(figures.seo, budget.seo, ">="),
      `${result.runs.length}${ended ? "" : " (ended elsewhere)"}${clean ? "" : " (console errors)"}`,
      `${Math.min(...speeds)}-${Math.max(...speeds)}`,
      result.cpuSlowdown === defaultCpuSlowdown ? verdict : `${verdict} at ${result.cpuSlowdown}x CPU, not the budget`,
    ].join(" | ");
  });
  return [
    "| page (Lighthouse mobile, worst of the runs) | performance | CLS | accessibility | best practices | SEO | runs | benchmark index | |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}
