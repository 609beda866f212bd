import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../../stack/stack";
import type { Measure } from "./measure";

const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** react + react-dom alone, minified for production and gzipped: the floor of any React app. */
async function reactAlone(): Promise<number> {
  const result = await build({
    stdin: {
      contents:
        'import { createElement } from "react"; import { createRoot } from "react-dom/client"; createRoot(document.body).render(createElement("p"));',
      resolveDir: join(root, "web"),
    },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

/**
 * The JavaScript the browser must fetch before "/" runs: the entry script and every chunk
 * index.html preloads, each gzipped (what Hosting sends). Lazy chunks are not counted, nor the other
 * routes' chunks in index.html's table (#route-scripts), which its script preloads on their URLs only.
 */
export async function initialJavaScript(): Promise<Measure> {
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
    console.log(`  ${file}: ${kB(size)} kB gzip`);
    bytes += size;
  }
  return {
    name: "initial JavaScript for / (gzip)",
    value: kB(bytes),
    unit: "kB",
    budget: 150,
    kind: "max",
    baseline: { name: "react + react-dom alone", value: kB(await reactAlone()) },
  };
}
