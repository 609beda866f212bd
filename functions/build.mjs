// Bundles the functions into lib/index.js. Cloud Functions installs functions/ alone from the
// public registry, where the workspace package @hometools/contract does not exist: esbuild inlines
// it (and zod with it), so package.json names only the runtime dependencies, which stay external.
// The contract resolves here through the workspace root's node_modules. `npm run deploy:check`
// rehearses that install (docs/decisions/010-functions-deploy-package.md).
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
  // The sitemap's lastmod of the pages that change only with a release (services/pages/sitemap.ts).
  define: { "process.env.HOMETOOLS_BUILT_AT": JSON.stringify(new Date().toISOString()) },
  logLevel: "warning",
});
