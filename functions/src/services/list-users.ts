import type { UserListQuery, UserSummary } from "@hometools/contract";
import { listUsers as listStoredUsers } from "../data/user-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../domain/paging";

const byEmail: Ordering = { name: "users", value: "string" };

/** GET /user (admin): one page of users by email, optionally those whose email starts with `q`. */
export async function listUsers({ q, limit, cursor }: UserListQuery): Promise<CursorPage<UserSummary>> {
  return withCursor(byEmail, await listStoredUsers(q, { limit, after: decodeCursor(byEmail, cursor) }));
}
