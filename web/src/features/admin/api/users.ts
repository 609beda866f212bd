import type { UserSummary } from "@hometools/contract";
import { api } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

/** GET /user (admin): every user with their admin flag. */
export function useUsers() {
  return useApiQuery<UserSummary[]>("/user");
}

/** PUT /user/makeadmin/{email} (admin). */
export function makeAdmin(email: string): Promise<{ email: string; admin: true }> {
  return api.put(`/user/makeadmin/${encodeURIComponent(email)}`);
}
