/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import type { OutputChunk } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { HOST, services, urls } from "../ports/ports.ts";
import { dataPattern, otherwiseChunks, routeChunks, routePattern } from "./src/app/route-chunks.ts";
import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  renderPageHead,
  staticPageHeads,
  withPageHead,
  type StaticPagePath,
} from "../contract/src/page-head.ts";
import { appShellFile, staticPageFiles } from "./src/config/page-files.ts";

/**
 * reactfire imports every Firebase product at its top level; we use only app and auth. The others
 * resolve to throwing stand-ins so they stay out of the bundle (see src/lib/firebase-unused.ts).
 */
const unusedFirebase = fileURLToPath(new URL("./src/lib/firebase-unused.ts", import.meta.url));

/**
 * The local stack's addresses come from ports/ports.ts, the one place that names them. The
 * browser code cannot import that Node module, so they reach it as a compile-time constant
 * (declared in src/config/env.ts), which Vite inlines in the build, the dev server and the tests.
 */
const localStack = { authEmulatorUrl: `http://${urls.auth}`, stripeStandinUrl: urls.stripe };

/** What src/main.tsx imports once React has loaded, so that it evaluates in a task of its own. */
const startStage = "/src/app/app.tsx";

/**
 * index.html's scripts, as the first page needs them:
 * - Vite preloads only the entry's static imports; the start stage is a dynamic import, so it is
 *   preloaded here too, with its styles, or it would wait for the entry to run.
 * - Every script is a module (deferred): index.html's static shell and the hero poster paint
 *   without them. Chrome still fetches module scripts at High priority, level with the poster,
 *   and Lighthouse then counts them as render-blocking. Low priority says what they are: needed
 *   after the first paint, not for it. The styles are preloaded, not linked, for the same reason.
 * See decision 005.
 */
const firstPageScripts: Plugin = {
  name: "first-page-scripts",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle, chunk }) {
      if (!bundle || !chunk) return html;
      const chunkAt = (fileName: string) => bundle[fileName] as OutputChunk;
      /** A chunk and every chunk it imports statically, in the order the browser meets them. */
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        chunkAt(fileName).imports.forEach((imported) => withImports(imported, found));
        return found;
      };
      const stage = Object.values(bundle).find(
        (item): item is OutputChunk => item.type === "chunk" && item.moduleIds.some((id) => id.endsWith(startStage)),
      );
      if (!stage) throw new Error(`index.html: no chunk for the start stage ${startStage}`);
      const withEntry = withImports(chunk.fileName);
      const scripts = [...withImports(stage.fileName)].filter((fileName) => !withEntry.has(fileName));
      const shared = [...withEntry, ...scripts].filter((fileName) => chunkAt(fileName).name.startsWith("pages-shared"));
      if (shared.length > 0) throw new Error(`index.html: the first visit would load ${shared.join(", ")}`);
      const styles = new Set(scripts.flatMap((fileName) => [...(chunkAt(fileName).viteMetadata?.importedCss ?? [])]));
      // Each route's chunks, and what they import, as index.html's inline script fetches them.
      const loaded = new Set([...withEntry, ...scripts, ...styles]);
      const named = (name: string) => {
        const found = Object.values(bundle).filter(
          (item): item is OutputChunk => item.type === "chunk" && item.name === name,
        );
        if (found.length !== 1) throw new Error(`index.html: ${found.length} chunks named ${name}, not one`);
        return found[0]!.fileName;
      };
      const files: string[] = [];
      const fileIndex = (fileName: string) => {
        if (!files.includes(fileName)) files.push(fileName);
        return files.indexOf(fileName);
      };
      const chunksOf = (names: string[]) => {
        const needed = new Set(names.flatMap((name) => [...withImports(named(name))]));
        const css = [...needed].flatMap((fileName) => [...(chunkAt(fileName).viteMetadata?.importedCss ?? [])]);
        return [...new Set([...needed, ...css])].filter((fileName) => !loaded.has(fileName)).map(fileIndex);
      };
      const routes = routeChunks.map(([path, names, data]) =>
        data ? [routePattern(path), chunksOf(names), dataPattern(path, data)] : [routePattern(path), chunksOf(names)],
      );
      const otherwise = chunksOf(otherwiseChunks);
      const table = JSON.stringify({ files: files.map((fileName) => `/${fileName}`), routes, otherwise });
      const placeholder = '<script type="application/json" id="route-scripts"></script>';
      if (!html.includes(placeholder)) throw new Error(`index.html: no ${placeholder}`);
      const marked = html
        .replace(placeholder, placeholder.replace("></", `>${table}</`))
        .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        );
      if (!marked.includes('fetchpriority="low"')) throw new Error("index.html: no module script to mark");
      return {
        html: marked,
        tags: [
          ...scripts.map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", fetchpriority: "low", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
          ...[...styles].map((fileName) => ({
            tag: "link",
            attrs: { rel: "preload", as: "style", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
        ],
      };
    },
  },
};

/**
 * The shop's address for canonical links and link previews: SHOP_URL, else the project's default
 * Hosting site when `firebase deploy` builds for a real project (it sets GCLOUD_PROJECT), else the
 * local stack's Hosting emulator.
 */
function shopUrl(): string {
  const configured = (process.env.SHOP_URL ?? "").trim().replace(/\/+$/, "");
  const project = process.env.GCLOUD_PROJECT ?? "";
  if (configured) return configured;
  return project && !project.startsWith("demo-") ? `https://${project}.web.app` : urls.web;
}

/** The paths crawlers are asked to leave alone: a shopper's own pages and the API. */
const privatePaths = ["/dashboard", "/cart", "/checkout", "/order", "/api"];

function robotsTxt(site: string): string {
  return [
    "# The shop's pages are public; a shopper's account, cart, checkout and orders, and the API, are not.",
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/**
 * Each public page's own head, written at build time so it costs the page nothing
 * (docs/decisions/033): index.html is the home page's (canonical /); /blogs and /about get a copy
 * each under pages/ (firebase.json rewrites them there); app.html, for every other route, keeps the
 * shop's title and description and names no canonical address (a login page is not the home page),
 * and is also the `pages` function's template for a tool page.
 */
const pageHeads: Plugin = {
  name: "page-heads",
  apply: "build",
  enforce: "post",
  generateBundle(_options, bundle) {
    const index = bundle["index.html"];
    if (!index || index.type !== "asset" || typeof index.source !== "string") {
      throw new Error("page heads: the build wrote no index.html");
    }
    const html = index.source;
    const site = shopUrl();
    const image = absoluteUrl(site, DEFAULT_SHARE_IMAGE);
    const headOf = (path: StaticPagePath, canonical: boolean) =>
      renderPageHead({
        ...staticPageHeads[path],
        type: "website",
        image,
        canonical: canonical ? absoluteUrl(site, path) : undefined,
      });
    index.source = withPageHead(html, headOf("/", true));
    this.emitFile({ type: "asset", fileName: appShellFile, source: withPageHead(html, headOf("/", false)) });
    for (const [path, fileName] of Object.entries(staticPageFiles)) {
      if (path === "/") continue;
      this.emitFile({ type: "asset", fileName, source: withPageHead(html, headOf(path as StaticPagePath, true)) });
    }
    // robots.txt names the sitemap by its absolute address, so it is written here too.
    this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(site) });
  },
};

/**
 * The modules a first visit loads: the entry's static imports and the start stage's. They stay in
 * the chunks the first page needs; the groups below take only what the lazy pages alone use.
 */
const firstVisitModules = new Set<string>();
const laterOnly = (pattern: RegExp) => (id: string) => pattern.test(id) && !firstVisitModules.has(id);

/** MUI and Emotion, with the small libraries only they use: the `mui-core` group below. */
const muiModule =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|stylis|clsx|hoist-non-react-statics|react-is)[\\/]/;

/**
 * Libraries whose package declares no side effects: the first visit imports a hook or two of SWR
 * (the error boundaries), and the bundler keeps only those, so the rest of the package stays with
 * the lazy pages although the import graph reaches it. firstPageScripts checks that the first
 * visit never loads a shared group.
 */
const sideEffectFree = /node_modules[\\/](swr|use-sync-external-store|react-hot-toast|goober)[\\/]/;

/**
 * Our own modules the shopper's lazy pages share (the API client, the query hooks, the shared
 * components, the contract's rules) and the small libraries under them. Left to the bundler, each
 * became a chunk of its own, often under 1 kB, and a signed-in page loaded some twenty of them: on
 * a phone every request costs a round trip (decision 027). The admin's pages are left out, so a
 * shopper never loads their code.
 */
const sharedCandidate = (id: string) =>
  /[\\/](web[\\/]src[\\/](?!features[\\/]admin[\\/])|contract[\\/]src[\\/]|node_modules[\\/]@babel[\\/]runtime[\\/])/.test(
    id,
  ) || sideEffectFree.test(id);

/**
 * The shared modules, in two groups that bring nothing heavy with them: a module joins a group
 * only when everything it imports statically is in the first visit, in that group or in a group
 * its pages load anyway. `plain` needs nothing more (login and signup use it without MUI); `mui`
 * may also import MUI. Firebase, zod, react-hook-form and Stripe stay in their own chunks, loaded
 * only by the pages that use them.
 */
const sharedModules = { plain: new Set<string>(), mui: new Set<string>() };

/** Marks the first visit's modules, then the shared ones, for the codeSplitting groups below. */
const markModules: Plugin = {
  name: "mark-modules",
  apply: "build",
  buildEnd() {
    const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
    const ids = [...this.getModuleIds()];

    const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry || id.endsWith(startStage));
    firstVisitModules.clear();
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (firstVisitModules.has(id)) continue;
      firstVisitModules.add(id);
      pending.push(...staticImports(id));
    }

    const firstVisit = (id: string) => firstVisitModules.has(id) && !sideEffectFree.test(id);
    /** Drops, until none is left to drop, every module that imports something `allowed` refuses. */
    const closed = (pool: Set<string>, allowed: (id: string) => boolean) => {
      for (let dropped = true; dropped;) {
        dropped = false;
        for (const id of pool) {
          if (staticImports(id).every((dep) => firstVisit(dep) || pool.has(dep) || allowed(dep))) continue;
          pool.delete(id);
          dropped = true;
        }
      }
      return pool;
    };
    // A module a lazy page imports on demand (the cart's code, when Add to cart is pressed) stays so.
    const onDemand = (id: string) =>
      (this.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => !firstVisitModules.has(importer));
    const candidates = ids.filter((id) => sharedCandidate(id) && !firstVisit(id) && !onDemand(id));
    sharedModules.plain = closed(new Set(candidates), () => false);
    sharedModules.mui = closed(
      new Set(candidates.filter((id) => !sharedModules.plain.has(id))),
      (dep) => sharedModules.plain.has(dep) || muiModule.test(dep),
    );
  },
};

export default defineConfig({
  plugins: [react(), firstPageScripts, markModules, pageHeads],
  define: { __LOCAL_STACK__: JSON.stringify(localStack) },
  resolve: {
    alias: ["database", "firestore", "functions", "remote-config", "storage"].map((product) => ({
      find: new RegExp(`^firebase/${product}$`),
      replacement: unusedFirebase,
    })),
  },
  server: {
    host: HOST,
    port: services.vite.port,
    proxy: {
      "/api": {
        target: urls.api,
        rewrite: (path) => path.replace(/^\/api/, ""),
      },
    },
  },
  build: {
    // MUI v9 targets Chrome 117 / Safari 17; match it so no extra transpilation bloats the bundle.
    target: "es2022",
    chunkSizeWarningLimit: 600,
    // Lazy pages load a few larger chunks rather than dozens of 2 kB ones: each request costs a
    // round trip on a phone (docs/decisions/027). What the first visit needs is left alone.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // MUI and Emotion (with the small libraries only they use) as three or more lazy pages
              // share them: one chunk, not some twenty.
              name: "mui-core",
              test: laterOnly(muiModule),
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: "pages-shared",
              test: (id) => sharedModules.plain.has(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: "pages-shared-mui",
              test: (id) => sharedModules.mui.has(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
