import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../lib/stack";
import type { Measure } from "./api";

/**
 * The JavaScript the browser must fetch before "/" runs: the entry script and every chunk
 * index.html preloads, gzipped (what Hosting sends). Lazy route chunks are not counted.
 */
export function initialJavaScript(): Measure {
  const dist = join(root, "web", "dist");
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
  )) {
    files.add(match[1]!);
  }
  let bytes = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file.replace(/^\//, "")))).length;
    console.log(`  ${file}: ${(size / 1024).toFixed(1)} kB gzip`);
    bytes += size;
  }
  return {
    name: "initial JavaScript for / (gzip)",
    value: Number((bytes / 1024).toFixed(1)),
    unit: "kB",
    budget: 200,
    kind: "max",
  };
}
