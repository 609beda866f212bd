import type { ActivityEntry, DeleteResult, Role, TeamMember } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";
import { useApiPages } from "../../../../lib/api/use-api-pages";
import { useApiQuery } from "../../../../lib/api/use-api-query";

/** GET /team (owner): the shop's owners and staff. */
export function useTeam() {
  return useApiQuery<TeamMember[]>("/team");
}

/** PUT /team/{email} (owner): makes the account staff or owner. */
export function setMemberRole(email: string, role: Role): Promise<TeamMember> {
  return api.put<TeamMember>(`/team/${encodeURIComponent(email)}`, { role });
}

/** DELETE /team/{email} (owner): a shopper again. */
export function removeMember(email: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/team/${encodeURIComponent(email)}`);
}

export interface ActivityFilter {
  actor: string;
  action: string;
  from: string;
  to: string;
}

/** GET /activity (owner): the log newest first, a page at a time, with the filters that are set. */
export function useActivity(filter: ActivityFilter) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ""));
  const search = query.toString();
  return useApiPages<ActivityEntry>(search ? `/activity?${search}` : "/activity");
}
