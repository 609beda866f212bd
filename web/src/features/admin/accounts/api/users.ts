import type { UserSummary } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { useApiPages } from "../../../../lib/api/use-api-pages";

/** GET /user (admin): users by email with their admin flag, a page at a time; `q` keeps those whose email starts so. */
export function useUsers(q: string) {
  return useApiPages<UserSummary>(q.trim() ? `/user?q=${encodeURIComponent(q.trim())}` : "/user");
}

/** PUT /user/makeadmin/{email} (admin). */
export function makeAdmin(email: string): Promise<{ email: string; admin: true }> {
  return api.put(`/user/makeadmin/${encodeURIComponent(email)}`);
}
