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
        // Tests that start servers of their own (no emulators): kept out of the pure unit project.
        test: {
          name: "integration",
          environment: "node",
          include: ["functions/test/integration/**/*.test.ts"],
        },
      },
      {
        // The local stand-ins' own tests (devstack/*/test): each starts what it tests on ports of its own.
        test: {
          name: "devstack",
          environment: "node",
          include: ["devstack/**/test/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["functions/test/api/**/*.test.ts"],
          globalSetup: ["functions/test/api/global-setup.ts"],
          setupFiles: ["functions/test/api/setup-env.ts"],
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
