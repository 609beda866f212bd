import type { Request, Response } from "express";
import type { z } from "zod";
import type { CursorPage } from "../domain/paging";
import { parse } from "./validate";

/**
 * How long Hosting's CDN may keep a public list or product (docs/decisions/014): browsers ask
 * again every time (max-age=0, so an admin sees a change at once on reload, and a shopper told
 * "the price changed" reads the new price), the CDN answers for up to a minute. No
 * stale-while-revalidate: browsers honour it too, and would show the old answer once more.
 */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60";

/** The query string of a paged list, parsed with its contract schema (400 with `fields` otherwise). */
export function listQuery<Schema extends z.ZodType>(schema: Schema, req: Request): z.output<Schema> {
  return parse(schema, req.query);
}

/** Marks a public GET's answer as cacheable by Hosting's CDN. */
export function cachePublicly(res: Response): void {
  res.set("Cache-Control", PUBLIC_CACHE);
}

/**
 * Answers a page: the items as the body (an array, as before paging) and, when there is more, a
 * `Link: </api/...?...&cursor=...>; rel="next"` header with the same parameters and the next cursor.
 * The path is absolute under /api so it works through Hosting whichever way the request came in.
 */
export function sendPage<T>(
  req: Request,
  res: Response,
  page: CursorPage<T>,
  /** When given, the next link's parameters (every filter, the sort and the limit as understood). */
  params?: Record<string, string>,
): void {
  if (page.next) {
    const query = params ? new URLSearchParams(params) : new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    query.delete("cursor");
    query.set("cursor", page.next);
    res.set("Link", `</api${req.path}?${query.toString()}>; rel="next"`);
  }
  res.json(page.items);
}
