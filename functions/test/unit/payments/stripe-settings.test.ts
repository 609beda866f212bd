import { afterEach, describe, expect, test } from "vitest";
import { stripeSettings, webhookBudgetMs } from "../../../src/config";

const names = ["STRIPE_SECRET_KEY", "STRIPE_ATTEMPT_TIMEOUT_MS", "STRIPE_API_HOST", "WEBHOOK_BUDGET_MS"] as const;
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("STRIPE_ATTEMPT_TIMEOUT_MS", () => {
  test("when it is unset or blank, then each attempt of a Stripe call may take 4 s", () => {
    process.env.STRIPE_SECRET_KEY = "sk_live_example";
    delete process.env.STRIPE_ATTEMPT_TIMEOUT_MS;
    expect(stripeSettings().attemptTimeoutMs).toBe(4000);
    process.env.STRIPE_ATTEMPT_TIMEOUT_MS = " ";
    expect(stripeSettings().attemptTimeoutMs).toBe(4000);
  });

  test("when it names a whole number of milliseconds, then that is an attempt's limit, with the stand-in's address too", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_example";
    process.env.STRIPE_API_HOST = "127.0.0.1";
    process.env.STRIPE_ATTEMPT_TIMEOUT_MS = "800";
    expect(stripeSettings()).toMatchObject({ attemptTimeoutMs: 800, host: "127.0.0.1" });
  });

  test("when it is not a positive whole number, then reading the settings throws, naming the value", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_example";
    for (const raw of ["0", "-5", "1.5", "4s"]) {
      process.env.STRIPE_ATTEMPT_TIMEOUT_MS = raw;
      expect(() => stripeSettings()).toThrow(`STRIPE_ATTEMPT_TIMEOUT_MS must be a positive whole number, got "${raw}"`);
    }
  });
});

describe("WEBHOOK_BUDGET_MS", () => {
  test("when it is unset, then the webhook gives an event 8 s; when set, that many milliseconds, read on each call", () => {
    delete process.env.WEBHOOK_BUDGET_MS;
    expect(webhookBudgetMs()).toBe(8000);
    process.env.WEBHOOK_BUDGET_MS = "1000";
    expect(webhookBudgetMs()).toBe(1000);
    process.env.WEBHOOK_BUDGET_MS = "soon";
    expect(() => webhookBudgetMs()).toThrow('WEBHOOK_BUDGET_MS must be a positive whole number, got "soon"');
  });
});
