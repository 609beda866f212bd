import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { STANDIN_SECRET_KEY } from "../index";
import { startHarness, type Harness } from "./standin-harness";

/** The stand-in's /_faults control, through the real stripe SDK (../faults.ts). */
let harness: Harness;
let quick: Stripe;

beforeAll(async () => {
  harness = await startHarness();
  // A client that gives up after 300 ms, so a hang is seen quickly.
  quick = new Stripe(STANDIN_SECRET_KEY, {
    host: "127.0.0.1",
    port: harness.standin.port,
    protocol: "http",
    maxNetworkRetries: 0,
    timeout: 300,
  });
});
afterAll(() => harness.close());
afterEach(() => fetch(`${harness.standin.url}/_faults`, { method: "DELETE" }));

const faults = (body: unknown, method = "POST") =>
  fetch(`${harness.standin.url}/_faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });

const newIntent = (stripe: Stripe) => stripe.paymentIntents.create({ amount: 1000, currency: "usd" });

describe("the stand-in's faults", () => {
  test("when told to hang, then no call is answered and the SDK gives up with a connection error", async () => {
    expect((await faults({ mode: "hang" })).status).toBe(200);
    await expect(newIntent(quick)).rejects.toMatchObject({ type: "StripeConnectionError" });
    await expect(quick.paymentIntents.list()).rejects.toMatchObject({ type: "StripeConnectionError" });
  });

  test("when told to fail, then calls answer 500 api_error in Stripe's error shape", async () => {
    await faults({ mode: "error" });
    await expect(newIntent(harness.stripe)).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
  });

  test("when told to be slow, then calls answer normally after the wait", async () => {
    await faults({ mode: "slow", ms: 400 });
    const started = Date.now();
    const intent = await newIntent(harness.stripe);
    expect(intent.status).toBe("requires_payment_method");
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  test("when given a count, then only that many calls are affected", async () => {
    await faults({ mode: "error", count: 2 });
    await expect(newIntent(harness.stripe)).rejects.toMatchObject({ statusCode: 500 });
    await expect(newIntent(harness.stripe)).rejects.toMatchObject({ statusCode: 500 });
    expect((await newIntent(harness.stripe)).object).toBe("payment_intent");
    expect(await (await faults(undefined, "GET")).json()).toEqual({ fault: null });
  });

  test("when cleared, then calls are answered again", async () => {
    await faults({ mode: "hang" });
    expect(await (await faults(undefined, "GET")).json()).toEqual({ fault: { mode: "hang", ms: 5000, count: null } });
    expect((await faults(undefined, "DELETE")).status).toBe(200);
    expect((await newIntent(quick)).object).toBe("payment_intent");
  });

  test("when hanging, then the browser script still loads (only Stripe's API misbehaves)", async () => {
    await faults({ mode: "hang" });
    const script = await fetch(`${harness.standin.url}/v1/stripe.js`, { signal: AbortSignal.timeout(2000) });
    expect(script.status).toBe(200);
  });

  test.each([
    [{ mode: "explode" }, /mode must be one of/],
    [{ mode: "slow", ms: -1 }, /ms must be a whole number/],
    [{ mode: "error", count: 0 }, /count must be a whole number/],
    ["hang", /JSON object/],
  ])("when the fault %j is malformed, then 400 and nothing changes", async (body, message) => {
    const answer = await faults(body);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect((await newIntent(quick)).object).toBe("payment_intent");
  });
});
