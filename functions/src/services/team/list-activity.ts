import type { ActivityEntry, ActivityListQuery } from "@hometools/contract";
import { listActivity as listStoredActivity } from "../../data/team/activity-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";

const newestFirst: Ordering = { name: "activity", value: "date" };
const DAY_MS = 86_400_000;

/** GET /activity (owner): a page of entries, newest first; the filters combine; from/to are UTC days, both included. */
export async function listActivity(query: ActivityListQuery): Promise<CursorPage<ActivityEntry>> {
  const { limit, cursor, from, to, ...filters } = query;
  const range = {
    from: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
    until: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) : undefined,
  };
  const page = await listStoredActivity(filters, range, { limit, after: decodeCursor(newestFirst, cursor) });
  return withCursor(newestFirst, page);
}
