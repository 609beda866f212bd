import type { UserSummary } from "@hometools/contract";
import { listUsers as listStoredUsers } from "../data/user-repository";

/** GET /user (admin): every recorded user, by email. */
export function listUsers(): Promise<UserSummary[]> {
  return listStoredUsers();
}
