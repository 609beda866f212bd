import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A guest's order key (docs/decisions/031): 256 random bits, shown once in the checkout's answer
 * and in the guest's links, stored only as its sha256. Whoever holds it acts on that one order as
 * its owner (header X-Order-Key).
 */
export function newOrderKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString("base64url");
  return { key, hash: hashOrderKey(key) };
}

export function hashOrderKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Whether `key` is the one whose hash the order stores (compared in constant time). */
export function orderKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash || key.length === 0 || key.length > 200) return false;
  const given = Buffer.from(hashOrderKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A hash that names a guest (by email) or a client address in document ids, without storing either. */
export function keyOf(kind: "guest" | "client", value: string): string {
  return `${kind}-${createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
}
