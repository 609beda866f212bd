import { createHmac } from "node:crypto";

/**
 * A keyed hash (HMAC-SHA256, 32 hex digits) that stands for a customer where a rule must remember
 * one: without the server's key it cannot be matched to an email or uid (docs/decisions/037-erasure.md).
 */
export function customerHash(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 32);
}
