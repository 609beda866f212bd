/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * reactfire imports every Firebase product at its top level; we use only app and auth. The others
 * resolve to throwing stand-ins so they stay out of the bundle (see src/lib/firebase-unused.ts).
 */
const unusedFirebase = fileURLToPath(new URL("./src/lib/firebase-unused.ts", import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: ["database", "firestore", "functions", "remote-config", "storage"].map((product) => ({
      find: new RegExp(`^firebase/${product}$`),
      replacement: unusedFirebase,
    })),
  },
  server: {
    proxy: {
      "/api": {
        target: "http://127.0.0.1:5001/demo-hometools/us-central1/api",
        rewrite: (path) => path.replace(/^\/api/, ""),
      },
    },
  },
  build: {
    // MUI v9 targets Chrome 117 / Safari 17; match it so no extra transpilation bloats the bundle.
    target: "es2022",
    chunkSizeWarningLimit: 600,
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
