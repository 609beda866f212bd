import { invalidRequest } from "./errors";
import { text, type FormObject } from "./form";

/** Stripe's list object: `{object: "list", data, has_more, url}`. */
export interface List<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export const list = <T>(data: T[], url: string, hasMore = false): List<T> => ({
  object: "list",
  data,
  has_more: hasMore,
  url,
});

/**
 * One page of `items` (already newest first) the way Stripe pages lists: `limit` 1..100 (default 10),
 * `starting_after` / `ending_before` an object id from the previous page.
 */
export function page<T extends { id: string }>(items: T[], form: FormObject, url: string): List<T> {
  const rawLimit = text(form, "limit");
  const limit = rawLimit === undefined ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest(
      `Invalid limit: must be an integer between 1 and 100, got ${JSON.stringify(rawLimit)}.`,
      "limit",
      "parameter_invalid_integer",
    );
  }
  const cursor = (param: "starting_after" | "ending_before") => {
    const id = text(form, param);
    if (id === undefined) return undefined;
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw invalidRequest(`No such object: '${id}'`, param, "resource_missing", 404);
    return index;
  };
  const after = cursor("starting_after");
  const before = cursor("ending_before");
  if (before !== undefined) {
    // The page just before the cursor, still newest first.
    const start = Math.max(0, before - limit);
    return list(items.slice(start, before), url, start > 0);
  }
  const start = after === undefined ? 0 : after + 1;
  return list(items.slice(start, start + limit), url, start + limit < items.length);
}
