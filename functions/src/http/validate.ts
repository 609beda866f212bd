import { EMAIL_PATTERN } from "@hometools/contract";
import type { z } from "zod";
import { isDocumentId } from "../domain/document-id";
import { AppError } from "../errors";

/** Parses a body with a contract schema; 400 with `fields` naming each bad field otherwise. */
export function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  // Our bodies are JSON objects; an array or a bare value is refused here rather than half-read.
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw new AppError("bad-request", "The request body must be a JSON object", 400, {
      fields: { body: "Must be a JSON object" },
    });
  }
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  throw new AppError("bad-request", first ? `${first[0]}: ${first[1]}` : "Invalid request", 400, { fields });
}

/** A path segment or body field used as a Firestore document id; 404 when it cannot name one. */
export function docId(value: unknown, what: string): string {
  const id = Array.isArray(value) ? value[0] : value;
  if (!isDocumentId(id)) {
    throw new AppError("not-found", `${what} not found`, 404);
  }
  return id;
}

/** An email in a path, checked before it reaches Firebase Auth or a comparison; 400 otherwise. */
export function emailParam(value: string | string[] | undefined): string {
  const email = param(value).trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw new AppError("bad-request", "That is not an email address", 400, {
      fields: { email: "Must be an email address" },
    });
  }
  return email;
}

/** A path parameter as a single string. */
export function param(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
