import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import { call, newProduct, newUser, verifiedUser, type TestUser } from "../helpers";

/**
 * Write budgets (docs/decisions/030-rate-limits.md), proved with low budgets of this file's own:
 * the shop's API runs in this process (the same app the `api` function serves) against the stack's
 * emulators, with the budgets set here, so the stack the other tests use keeps its raised budgets
 * and never trips on their volume. The budgets are read on each call, so each test sets its own.
 */
let server: Server;
let base: string;
let countHits: (bucket: string) => Promise<number>;

beforeAll(async () => {
  // As in the Functions emulator: the client address is the socket's, whatever X-Forwarded-For says.
  Object.assign(process.env, emulatorEnv, { FUNCTIONS_EMULATOR: "true" });
  const { buildApp } = await import("../../../src/app");
  ({ countHits } = await import("../../../src/data/accounts/rate-limit-repository"));
  server = buildApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function budgets(perAccount: number, perAddress: number) {
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = String(perAccount);
  process.env.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE = String(perAddress);
}

/** A budget's window is a minute of the clock: a test starts with at least 15 s of it left. */
async function freshWindow(): Promise<string> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString().slice(0, 16);
}

/** A write that always goes through on its own: an empty visitor cart joining the account's. */
async function write(user: TestUser, forwardedFor?: string) {
  const response = await fetch(`${base}/api/cart/merge`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${user.idToken}`,
      "content-type": "application/json",
      ...(forwardedFor && { "x-forwarded-for": forwardedFor }),
    },
    body: JSON.stringify({ lines: [] }),
  });
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
}

describe("write budgets", () => {
  test("when an account writes past its budget in a minute, then 429 rate-limited with Retry-After; another account still writes", async () => {
    const [busy, other] = [await newUser("Busy Bee"), await newUser("Calm Cal")];
    await freshWindow();
    budgets(3, 1_000_000);
    for (let index = 0; index < 3; index++) expect((await write(busy)).status).toBe(200);
    const refused = await write(busy);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate-limited", message: expect.stringMatching(/your account/) });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await write(other)).status).toBe(200);
  });

  test("when one address writes past its budget, then 429 rate-limited for every account there, whatever X-Forwarded-For the client sends", async () => {
    const users = await Promise.all([1, 2, 3, 4].map((n) => newUser(`Neighbour ${n}`)));
    const minute = await freshWindow();
    // Other writes from 127.0.0.1 this minute count too: the budget is three more than those.
    budgets(1_000, (await countHits(`ip:127.0.0.1|${minute}`)) + 3);
    for (const [index, user] of users.slice(0, 3).entries()) {
      expect((await write(user, `203.0.113.${index}`)).status).toBe(200);
    }
    const refused = await write(users[3]!, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate-limited", message: expect.stringMatching(/your network/) });
    expect(refused.retryAfter).toMatch(/^\d+$/);
  });

  test("when a write carries a token that does not verify, then 401, and it still counts against its address", async () => {
    const user = await newUser("Honest Hal");
    const minute = await freshWindow();
    budgets(1_000, (await countHits(`ip:127.0.0.1|${minute}`)) + 1);
    const forged = { ...user, idToken: `${user.idToken.split(".").slice(0, 2).join(".")}.forged` };
    expect((await write(forged)).status).toBe(401);
    const refused = await write(user);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate-limited", message: expect.stringMatching(/your network/) });
  });

  test("when an account places orders past its budget, then the next is 429 rate-limited and writes nothing; an order refused for stock does not count", async () => {
    const user = await verifiedUser("Keen Kim");
    const [product, soldOut] = await Promise.all([
      newProduct({ minimumOrder: 1, available: 10 }),
      newProduct({ minimumOrder: 1, available: 0 }),
    ]);
    await freshWindow();
    budgets(2, 1_000_000);
    const order = async (productId: string) => {
      const response = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
        body: JSON.stringify({ productId, quantity: 1, number: "+1 555 0100", location: "1 Budget Lane" }),
      });
      return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
    };
    expect((await order(soldOut._id)).status).toBe(409);
    expect((await order(product._id)).status).toBe(201);
    expect((await order(product._id)).status).toBe(201);
    const refused = await order(product._id);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate-limited");
    expect((await call("GET", `/product/${product._id}`)).body.available).toBe(8);
  });

  test("when budgets are not set, then an account may write 60 times a minute and an address 600", async () => {
    delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
    delete process.env.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE;
    const { rateLimits } = await import("../../../src/config");
    expect(rateLimits()).toEqual({ perAccount: 60, perAddress: 600 });
  });
});
