import { describe, expect, test } from "vitest";
import { admin, call, urls } from "../helpers";

const viaHosting = `${urls.web}/api`;
const publicCache = "public, max-age=0, s-maxage=60";

// Hosting's page rule (Cache-Control: no-cache) must not replace the function's header on /api/**
// (docs/decisions/014): checked through the Hosting emulator, as a browser or the CDN sees it.
describe("caching", () => {
  test("when a public list or product is read, directly or through Hosting, then its Cache-Control lets the CDN keep it briefly", async () => {
    for (const base of [urls.api, viaHosting]) {
      for (const path of ["/products", "/products?q=saw&sort=price", "/product/claw-hammer", "/reviews"]) {
        const result = await call("GET", path, { base });
        expect(result.status, `${base}${path}`).toBe(200);
        expect(result.headers.get("cache-control"), `${base}${path}`).toBe(publicCache);
      }
    }
  });

  test("when a signed-in list or an error is answered through Hosting, then nothing marks it public", async () => {
    const { idToken } = await admin();
    const orders = await call("GET", "/orders", { base: viaHosting, token: idToken });
    expect(orders.status).toBe(200);
    expect(orders.headers.get("cache-control") ?? "").not.toMatch(/public|s-maxage/);
    const bad = await call("GET", "/products?limit=0", { base: viaHosting });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control") ?? "").not.toMatch(/public|s-maxage/);
    const missing = await call("GET", "/product/no-such-tool", { base: viaHosting });
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/public|s-maxage/);
  });

  test("when a page of the app is served, then it is still no-cache", async () => {
    for (const path of ["/", "/dashboard/orders", "/apis-are-not-api", "/toolshed", "/mediakit"]) {
      expect((await fetch(`${urls.web}${path}`)).headers.get("cache-control"), path).toBe("no-cache");
    }
  });
});
