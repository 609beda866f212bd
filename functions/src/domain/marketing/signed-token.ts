import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed tokens of marketing mail's links (docs/decisions/048): `<payload>.<signature>`, both
 * base64url, the signature an HMAC-SHA256 of the purpose and the payload under the server's key.
 * Unforgeable without the key, readable by anyone holding the link (they say nothing secret: an id,
 * or the address the mail went to), and each is good for its purpose only: a restore token does not
 * unsubscribe. A token with an expiry is refused once it has passed.
 */
export type TokenPurpose = "alert-confirm" | "cart-restore" | "unsubscribe";

interface Payload {
  /** The subject: an alert's id, a reminder's id, an email address. */
  s: string;
  /** Expiry, milliseconds since the epoch; absent: never expires (an unsubscribe link). */
  x?: number;
}

const sign = (key: string, purpose: TokenPurpose, body: string) =>
  createHmac("sha256", key).update(`${purpose}\n${body}`).digest("base64url");

/** A token for `subject`, good for `purpose` until `expiresAt` (or for ever). */
export function signToken(key: string, purpose: TokenPurpose, subject: string, expiresAt?: Date): string {
  const payload: Payload = { s: subject, ...(expiresAt && { x: expiresAt.getTime() }) };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(key, purpose, body)}`;
}

/** The token's subject, or null: malformed, signed for another purpose or with another key, or expired. */
export function readToken(key: string, purpose: TokenPurpose, token: string, now = new Date()): string | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, purpose, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
    if (typeof payload.s !== "string" || !payload.s) return null;
    if (payload.x !== undefined && (typeof payload.x !== "number" || payload.x <= now.getTime())) return null;
    return payload.s;
  } catch {
    return null;
  }
}
