import { z } from "zod";

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

/**
 * An image or profile URL: blank, a root-relative path to a file we ship ("/images/..."),
 * or an http(s) URL. Anything else (javascript:, data:) is refused.
 */
export const urlField = z
  .string()
  .trim()
  .max(MAX_URL, `Must be ${MAX_URL} characters or fewer`)
  .refine((value) => value === "" || /^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: "Must be a web address (https://...) or a path starting with /",
  });

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

/** Dollars with at most two decimals, > 0. */
export function dollars(requiredMessage: string) {
  return numberLike(requiredMessage).pipe(
    z
      .number()
      .gt(0, "Must be more than 0")
      .max(1_000_000, "Must be at most 1000000")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most 2 decimals"),
  );
}
