import { z } from "./zod";

/** A moment in an answer: an ISO 8601 string, or null when it has not happened (or is unknown). */
export const timestamp = z.string().nullable();

/** Bounds on free text and URLs (docs/api.md, "Rules the server enforces"). */
export const MAX_TEXT = 2000;
export const MAX_URL = 2048;
export const MAX_SHORT = 200;

/** A required, trimmed, bounded string; `message` is shown when it is missing or blank. */
export function requiredText(message: string, max = MAX_SHORT) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be ${max} characters or fewer`);
}

/** An optional trimmed string; blank becomes "". */
export function optionalText(max = MAX_SHORT) {
  return z.string().trim().max(max, `Must be ${max} characters or fewer`).optional().default("");
}

// Whitespace, control and format characters, and the backslash: browsers drop tabs and newlines
// from a URL and read a backslash as a slash, so the path /\evil.example/x.gif (or "/", a tab,
// "/evil.example") would load from another site.
const UNSAFE_URL_CHARS = /[\s\p{Cc}\p{Cf}\\]/u;

/** A root-relative path to a file the site serves ("/images/..."), never "//host" (another site). */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !UNSAFE_URL_CHARS.test(value);
}

// The WHATWG URL parser: global in browsers and Node; the contract compiles without DOM or Node types.
declare const URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string };

/** An absolute https: URL naming its host right after "https://", with no user:password@ part. */
export function isHttpsUrl(value: string): boolean {
  // "https:///x" or "https:x" parse too (as host "x"): refused, the host must be where it reads.
  if (!/^https:\/\/[^/]/i.test(value) || UNSAFE_URL_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What an <img> of ours may point at: a site path or an https: URL (so never javascript:, http:, data:). */
export function isImageUrl(value: string): boolean {
  return value.length <= MAX_URL && (isSitePath(value) || isHttpsUrl(value));
}

export const imageUrlMessage = "Must be an https:// address or a path on this site starting with /";

/** An image we show (a product's): blank, a site path or an https: URL, at most 2 kB. */
export const imageUrlField = z
  .string()
  .trim()
  .max(MAX_URL, `Must be ${MAX_URL} characters or fewer`)
  .refine((value) => value === "" || isImageUrl(value), { message: imageUrlMessage });

/** A link to a profile elsewhere (GitHub, Facebook): blank or an https: URL, at most 2 kB. */
export const linkField = z
  .string()
  .trim()
  .max(MAX_URL, `Must be ${MAX_URL} characters or fewer`)
  .refine((value) => value === "" || isHttpsUrl(value), { message: "Must be an https:// address" });

/** Accepts a number or a numeric string (HTML inputs give strings) and yields a number. */
export function numberLike(requiredMessage: string) {
  return z.preprocess(
    (value) => {
      if (typeof value === "string") {
        const trimmed = value.trim();
        return trimmed === "" ? undefined : Number(trimmed);
      }
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : "Must be a number") })
      .finite("Must be a number"),
  );
}

/** Whole numbers >= min (stock, minimum order, quantity). */
export function integerLike(requiredMessage: string, min: number, minMessage = `Must be at least ${min}`) {
  return numberLike(requiredMessage).pipe(
    z.number().int("Must be a whole number").min(min, minMessage).max(1_000_000, "Must be at most 1000000"),
  );
}

/**
 * A whole number >= min that may be left out: missing or blank ("", what an empty HTML input
 * gives) becomes `fallback`; anything else must be a whole number >= min.
 */
export function optionalIntegerLike(min: number, fallback: number, minMessage?: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    integerLike("Must be a number", min, minMessage).optional().default(fallback),
  );
}

/**
 * Dollars with at most two decimals, at least one cent. An amount that rounds to less than a cent
 * (1e-9) is refused, never stored as a free $0.00: the server keeps money in whole cents.
 */
export function dollars(requiredMessage: string) {
  return numberLike(requiredMessage).pipe(
    z
      .number()
      .gt(0, "Must be more than 0")
      .max(1_000_000, "Must be at most 1000000")
      .refine((value) => Math.round(value * 100) >= 1, "Must be at least 0.01")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most 2 decimals"),
  );
}
