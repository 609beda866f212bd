import type { z } from "zod";
import { AppError } from "../errors";

/** Parses a body with a contract schema; 400 with `fields` naming each bad field otherwise. */
export function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
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

/**
 * A path segment used as a Firestore document id. Ids with a slash, "." or "..", or the
 * reserved __name__ form cannot name a document: they are simply not found.
 */
export function docId(value: string | string[] | undefined, what: string): string {
  const id = Array.isArray(value) ? value[0] : value;
  if (!id || id.length > 128 || id.includes("/") || id === "." || id === ".." || /^__.*__$/.test(id)) {
    throw new AppError("not-found", `${what} not found`, 404);
  }
  return id;
}

/** A path parameter as a single string. */
export function param(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
