// Bundles the functions into lib/index.js. Cloud Functions runs `npm install` inside functions/
// alone, where the workspace package @hometools/contract does not resolve: esbuild inlines it
// (and zod with it), while every runtime dependency listed in package.json stays external.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: [new URL("./src/index.ts", import.meta.url).pathname],
  outfile: new URL("./lib/index.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: "warning",
});
