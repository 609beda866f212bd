import type { UserListQuery, UserSummary } from "@hometools/contract";
import { emailVerifiedByUid } from "../../data/accounts/account-repository";
import { listUsers as listStoredUsers } from "../../data/accounts/user-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";

const byEmail: Ordering = { name: "users", value: "string" };

/**
 * GET /user (admin): one page of users by email, optionally those whose email starts with `q`,
 * each with whether Firebase Auth has their email verified.
 */
export async function listUsers({ q, limit, cursor }: UserListQuery): Promise<CursorPage<UserSummary>> {
  const page = await listStoredUsers(q, { limit, after: decodeCursor(byEmail, cursor) });
  const verified = await emailVerifiedByUid(page.items.map((user) => user._id));
  const items = page.items.map((user) => ({ ...user, emailVerified: verified.get(user._id) ?? false }));
  return withCursor(byEmail, { ...page, items });
}
