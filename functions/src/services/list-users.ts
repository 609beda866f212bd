import type { UserSummary } from "@hometools/contract";
import { emailVerifiedByUid } from "../data/account-repository";
import { listUsers as listStoredUsers } from "../data/user-repository";

/** GET /user (admin): every recorded user, by email, with whether Auth has their email verified. */
export async function listUsers(): Promise<UserSummary[]> {
  const users = await listStoredUsers();
  const verified = await emailVerifiedByUid(users.map((user) => user._id));
  return users.map((user) => ({ ...user, emailVerified: verified.get(user._id) ?? false }));
}
