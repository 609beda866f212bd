import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../src/app";

/**
 * The Express app on its own, without the Functions runtime in front: what our code answers to
 * requests the runtime refuses before us in the cloud and the emulator (docs/decisions/011). Should
 * the runtime ever pass them through, they are already in the contract's shape. No request here
 * reaches Firebase.
 */
let server: Server;
let base: string;

beforeAll(async () => {
  server = buildApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as { error: { code: string } } };
};

describe("the app's own refusals", () => {
  test("when a path has broken percent-encoding, then 400 bad-request in the error shape", async () => {
    expect(await send("/api/product/%E0%A4%A")).toEqual({
      status: 400,
      body: { error: { code: "bad-request", message: "The request is malformed" } },
    });
  });

  test("when a body is malformed JSON or a bare null, then 400 invalid-json in the error shape", async () => {
    for (const body of ["{not json", "null"]) {
      const result = await send("/api/reviews", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(result.status, body).toBe(400);
      expect(result.body.error.code).toBe("invalid-json");
    }
  });

  test("when a path under /api is unknown, then our 404 JSON", async () => {
    expect((await send("/api/no/such/thing")).body.error.code).toBe("not-found");
  });
});
