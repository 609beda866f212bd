import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["contract/test/**/*.test.ts", "functions/test/unit/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "standin",
          environment: "node",
          include: ["functions/test/standin/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["functions/test/api/**/*.test.ts"],
          globalSetup: ["functions/test/api/global-setup.ts"],
          // One file at a time: the emulators share two cores with the test runner.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      "web/vite.config.ts",
    ],
  },
});
