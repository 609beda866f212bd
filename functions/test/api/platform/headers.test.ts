import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { urls } from "../helpers";

/** Hosting's headers on every page (firebase.json; docs/security.md), as the Hosting emulator serves them. */

const firebaseJson = JSON.parse(readFileSync(new URL("../../../../firebase.json", import.meta.url), "utf8"));
const productionPolicy: string = firebaseJson.hosting.headers
  .flatMap((rule: { headers: Array<{ key: string; value: string }> }) => rule.headers)
  .find((header: { key: string }) => header.key === "Content-Security-Policy").value;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("Hosting headers", () => {
  test("when the production policy is read, then it names no loopback address", () => {
    expect(productionPolicy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
  });

  test("when a page is served, then it carries the CSP and the other security headers", async () => {
    for (const path of ["/", "/dashboard/orders", "/login"]) {
      const response = await fetch(`${urls.web}${path}`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get("content-security-policy") ?? "");
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com"]));
      expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com"]));
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      // Product images may come from any https host (docs/security.md); never http: or a bare *.
      expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  test("when index.html has inline scripts, then the policy allows each one by its hash", async () => {
    const response = await fetch(`${urls.web}/`);
    const html = await response.text();
    const scriptSrc = directives(response.headers.get("content-security-policy") ?? "").get("script-src") ?? [];
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
  });

  test("when a hashed asset is served, then it is cached for good", async () => {
    const html = await (await fetch(`${urls.web}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const response = await fetch(`${urls.web}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
