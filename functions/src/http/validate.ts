import { EMAIL_PATTERN } from "@hometools/contract";
import type { z } from "zod";
import { AppError } from "../errors";

/** Parses a body with a contract schema; 400 with `fields` naming each bad field otherwise. */
export function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  // Our bodies are JSON objects; an array or a bare value is refused here rather than half-read.
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw new AppError("bad-request", "The request body must be a JSON object", 400, { body: "Must be a JSON object" });
  }
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  throw new AppError("bad-request", first ? `${first[0]}: ${first[1]}` : "Invalid request", 400, fields);
}

// Firestore's automatic ids and the seed's ids use only these characters. Anything else (a
// slash, "..", 2 kB of text, "<script>") cannot be one of our documents, so it is not looked up.
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

// Names that JavaScript objects already carry: the embedded Firestore emulator keeps documents in
// plain objects and answers 500 for them, and no id we create looks like one.
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A path segment or body field used as a Firestore document id; 404 when it cannot name one. */
export function docId(value: unknown, what: string): string {
  const id = Array.isArray(value) ? value[0] : value;
  if (typeof id !== "string" || !DOC_ID.test(id) || /^__.*__$/.test(id) || PROTOTYPE_NAMES.has(id)) {
    throw new AppError("not-found", `${what} not found`, 404);
  }
  return id;
}

/** An email in a path, checked before it reaches Firebase Auth or a comparison; 400 otherwise. */
export function emailParam(value: string | string[] | undefined): string {
  const email = param(value).trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw new AppError("bad-request", "That is not an email address", 400, { email: "Must be an email address" });
  }
  return email;
}

/** A path parameter as a single string. */
export function param(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
