import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../lib/stack";
import type { Measure } from "./api";

const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

type Scores = Record<"performance" | "accessibility" | "best-practices", number>;

/** One Lighthouse 12 run (mobile preset, its default) on the local build served by Hosting. */
function run(url: string): Scores {
  const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const report = join(out, "report.json");
  const result = spawnSync(
    join(root, "node_modules", ".bin", "lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices",
    ],
    { encoding: "utf8", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-2000)}`);
  const categories = JSON.parse(readFileSync(report, "utf8")).categories as Record<string, { score: number }>;
  rmSync(out, { recursive: true, force: true });
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
  };
}

/**
 * The median of three runs by performance score, as Lighthouse's own guidance on variability
 * advises: a single run on a 2-core machine swings by ten points or more.
 */
export function lighthouse(url: string, runs = 3): Measure[] {
  const results: Scores[] = [];
  for (let index = 0; index < runs; index++) results.push(run(url));
  console.log(`  Lighthouse performance per run: ${results.map((result) => result.performance).join(", ")}`);
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(runs / 2)]!;
  return [
    {
      name: `Lighthouse performance (mobile, median of ${runs})`,
      value: median.performance,
      unit: "",
      budget: 90,
      kind: "min",
    },
    { name: "Lighthouse accessibility", value: median.accessibility, unit: "", budget: 95, kind: "min" },
    { name: "Lighthouse best practices", value: median["best-practices"], unit: "", budget: 95, kind: "min" },
  ];
}
