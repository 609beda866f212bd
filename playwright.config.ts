import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./testkit/chromium";
import { urls } from "./ports/ports";

/**
 * The browser suite (`npm run test:e2e`, docs/testing.md). It runs Debian's Chromium, never a
 * downloaded browser (the machine is offline), against the local stack on 127.0.0.1:5000, which
 * e2e/global-setup.ts reuses when it already answers and otherwise starts, seeds and stops itself.
 */

const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 900 },
  headless: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumFlags,
  },
};

const faultSpecs = /stripe-outage\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Two cores and one set of emulators: two workers at most; one on CI keeps timings steady.
  workers: process.env.CI ? 1 : 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    // E2E_BASE_URL points the browser at another front end (e.g. the Vite dev server); the API
    // and the emulators stay those of the local stack.
    baseURL: process.env.E2E_BASE_URL ?? urls.web,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: faultSpecs,
      use: browser,
    },
    {
      // Specs that make the shared Stripe stand-in misbehave run alone, after every other spec,
      // so no other journey meets their outage.
      name: "chromium-faults",
      testMatch: faultSpecs,
      dependencies: ["chromium"],
      use: browser,
    },
  ],
});
