/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { countryCodes } from "../contract/src/checkout/countries.ts";
import { HOST, services, urls } from "../ports/ports.ts";
import { chunkGroups, markModules } from "./build/chunk-groups.ts";
import { firstPageScripts } from "./build/first-page-scripts.ts";
import { pageHeads } from "./build/page-heads.ts";

// The build's own plugins live in build/: firstPageScripts (index.html's scripts, decision 005),
// markModules with chunkGroups (the lazy pages' shared chunks, decision 027) and pageHeads (each
// public page's head, decision 033).

/**
 * reactfire imports every Firebase product at its top level; we use only app and auth. The others
 * resolve to throwing stand-ins so they stay out of the bundle (see src/lib/session/firebase-unused.ts).
 */
const unusedFirebase = fileURLToPath(new URL("./src/lib/session/firebase-unused.ts", import.meta.url));

/**
 * The local stack's addresses come from ports/ports.ts, the one place that names them. The
 * browser code cannot import that Node module, so they reach it as a compile-time constant
 * (declared in src/config/env.ts), which Vite inlines in the build, the dev server and the tests.
 */
const localStack = { authEmulatorUrl: `http://${urls.auth}`, stripeStandinUrl: urls.stripe };

/**
 * The checkout's country list, `[code, English name]` by name: named here, at build time, because
 * constructing Intl.DisplayNames in the browser cost a phone about 150 ms at the page's load.
 */
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryOptions = countryCodes
  .map((code) => [code, regionNames.of(code) ?? code] as const)
  .sort(([, a], [, b]) => a.localeCompare(b, "en"));

export default defineConfig({
  plugins: [react(), firstPageScripts, markModules, pageHeads],
  define: {
    __LOCAL_STACK__: JSON.stringify(localStack),
    __COUNTRY_OPTIONS__: JSON.stringify(countryOptions),
  },
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
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // A form test types and waits through MUI in jsdom: seconds when npm test runs the API project
    // beside it on two cores, where vitest's 5 s default cut tests that pass alone.
    testTimeout: 20_000,
    // One jsdom and one module graph per worker, not per file: building them took about two thirds
    // of the project's time (150 s against 45 s). Each test cleans what it set (globals, storage, mocks).
    isolate: false,
  },
});
