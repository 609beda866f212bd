/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import type { OutputChunk } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { HOST, services, urls } from "../scripts/lib/ports.ts";

/**
 * reactfire imports every Firebase product at its top level; we use only app and auth. The others
 * resolve to throwing stand-ins so they stay out of the bundle (see src/lib/firebase-unused.ts).
 */
const unusedFirebase = fileURLToPath(new URL("./src/lib/firebase-unused.ts", import.meta.url));

/**
 * The local stack's addresses come from scripts/lib/ports.ts, the one place that names them. The
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
      const styles = new Set(scripts.flatMap((fileName) => [...(chunkAt(fileName).viteMetadata?.importedCss ?? [])]));
      const marked = html
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
 * The modules a first visit loads: the entry's static imports and the start stage's. They stay in
 * the chunks the first page needs; the groups below take only what the lazy pages alone use.
 */
const firstVisitModules = new Set<string>();
const markFirstVisit: Plugin = {
  name: "mark-first-visit-modules",
  apply: "build",
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry || id.endsWith(startStage));
    firstVisitModules.clear();
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (firstVisitModules.has(id)) continue;
      firstVisitModules.add(id);
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};
const laterOnly = (pattern: RegExp) => (id: string) => pattern.test(id) && !firstVisitModules.has(id);

export default defineConfig({
  plugins: [react(), firstPageScripts, markFirstVisit],
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
              test: laterOnly(
                /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|stylis|clsx|hoist-non-react-statics|react-is)[\\/]/,
              ),
              minShareCount: 3,
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
