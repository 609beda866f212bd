import { describe, expect, test } from "vitest";
import { readToken, signToken } from "../../../src/domain/marketing/signed-token";
import { alertKey, suppressionKey } from "../../../src/domain/marketing/address-key";

describe("signed tokens of marketing links", () => {
  const key = "test-key";

  test("when a token is read with its key and purpose before it expires, then its subject comes back", () => {
    const token = signToken(key, "cart-restore", "uid-1-1700000000000", new Date(Date.now() + 60_000));
    expect(readToken(key, "cart-restore", token)).toBe("uid-1-1700000000000");
    expect(readToken(key, "unsubscribe", signToken(key, "unsubscribe", "a@example.com"))).toBe("a@example.com");
  });

  test("when the key, the purpose, the payload or the signature differ, or it expired, then it reads as null", () => {
    const token = signToken(key, "alert-confirm", "abc:1", new Date(Date.now() + 60_000));
    const [body, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ s: "abd:1" })).toString("base64url");
    expect(readToken("other-key", "alert-confirm", token)).toBeNull();
    expect(readToken(key, "unsubscribe", token)).toBeNull();
    expect(readToken(key, "alert-confirm", `${otherBody}.${signature}`)).toBeNull();
    // Another last character: one of the 16 a signature can end with is "A" itself.
    const changed = signature!.slice(0, -1) + (signature!.endsWith("A") ? "E" : "A");
    expect(readToken(key, "alert-confirm", `${body}.${changed}`)).toBeNull();
    expect(readToken(key, "alert-confirm", `${token}.x`)).toBeNull();
    expect(readToken(key, "alert-confirm", "")).toBeNull();
    expect(readToken(key, "alert-confirm", token, new Date(Date.now() + 120_000))).toBeNull();
  });

  test("when addresses differ only in case or spaces, then their keyed hashes are one; other tools or keys give others", () => {
    expect(suppressionKey(key, " Bea@Example.com")).toBe(suppressionKey(key, "bea@example.com"));
    expect(suppressionKey(key, "bea@example.com")).not.toContain("bea");
    expect(alertKey(key, "BEA@example.com", "wrench", "10-in")).toBe(
      alertKey(key, "bea@example.com", "wrench", "10-in"),
    );
    expect(alertKey(key, "bea@example.com", "wrench", "8-in")).not.toBe(
      alertKey(key, "bea@example.com", "wrench", "10-in"),
    );
    expect(suppressionKey("other", "bea@example.com")).not.toBe(suppressionKey(key, "bea@example.com"));
  });
});
