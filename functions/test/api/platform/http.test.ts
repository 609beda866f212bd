import { describe, expect, test } from "vitest";
import { call, errorOf, newUser, urls } from "../helpers";

const viaHosting = `${urls.web}/api`;

describe("HTTP behaviour", () => {
  test("when the path is unknown, then 404 in the contract's shape", async () => {
    const result = await call("GET", "/no/such/endpoint");
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe("not-found");
    expect((await call("PUT", "/not-an-email", { body: {} })).status).toBe(404);
  });

  test("when the body is larger than the limit, then 413 in the contract's shape", async () => {
    const user = await newUser();
    const result = await call("PUT", "/reviews", {
      token: user.idToken,
      rawBody: JSON.stringify({ rating: 5, review: "x".repeat(40_000) }),
    });
    expect(result.status).toBe(413);
    expect(errorOf(result).code).toBe("payload-too-large");
  });

  test("when the body is not valid JSON, then 400 without a stack trace", async () => {
    const user = await newUser();
    const result = await call("POST", "/orders", { token: user.idToken, rawBody: "{bad json" });
    expect(result.status).toBe(400);
    expect(result.text).not.toMatch(/at .*\.js:\d+/);
    expect(result.text).not.toContain("SyntaxError");
  });

  test("when a text is longer than allowed, then 400 with the field", async () => {
    const user = await newUser();
    const result = await call("PUT", "/reviews", {
      token: user.idToken,
      body: { rating: 5, review: "y".repeat(2001) },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({ review: "Must be 2000 characters or fewer" });
  });

  test("when any request is answered, then it carries a request id", async () => {
    const result = await call("GET", "/healthz");
    expect(result.body).toEqual({ ok: true });
    expect(result.headers.get("x-request-id")).toMatch(/.{8,}/);
  });
});

describe("Hosting", () => {
  test("when the API is called through Hosting's /api rewrite, then the function answers", async () => {
    const products = await call("GET", "/products", { base: viaHosting });
    expect(products.status).toBe(200);
    expect(products.body.length).toBeGreaterThanOrEqual(9);
    const user = await newUser("Via Hosting");
    const order = await call("POST", "/orders", {
      base: viaHosting,
      token: user.idToken,
      body: { productId: "tape-measure", variantId: "5-m", quantity: 5, number: "1", location: "Here" },
    });
    expect(order.status).toBe(201);
    expect(order.body.totalPrice).toBe(48.75);
    expect((await call("GET", "/orders", { base: viaHosting })).status).toBe(401);
  });

  test("when a client-side route is opened, then Hosting answers the app's index.html", async () => {
    for (const path of ["/", "/dashboard/orders", "/some/unknown/path"]) {
      const response = await fetch(`${urls.web}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});
