import { z } from "../zod";
import type { ApiRoute } from "./route";
import { activityEntry, activityFilters, teamMember, teamRoleInput } from "../team/team";
import { deleteResult } from "../results";

/**
 * The team and the activity log (docs/api.md, "Team and activity"), the owner's alone; part of
 * the API's one table in document.ts. PATCH, PUT and DELETE on /activity/{id} answer 405 and are
 * no operations of the API, so they are not listed.
 */
export const teamRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/team",
    operationId: "listTeam",
    access: "owner",
    summary: "The shop's team: every owner and staff member, with since when",
    success: { status: 200, schema: z.array(teamMember) },
    errors: [],
  },
  {
    method: "put",
    path: "/team/{email}",
    operationId: "setMemberRole",
    access: "owner",
    summary: "Make a verified account staff or owner (revokes its sessions)",
    body: teamRoleInput,
    success: { status: 200, schema: teamMember },
    errors: [
      { status: 404, codes: ["not-found"] },
      { status: 409, codes: ["email-not-verified", "last-owner"] },
    ],
  },
  {
    method: "delete",
    path: "/team/{email}",
    operationId: "removeMember",
    access: "owner",
    summary: "Take an account off the team: a shopper again (revokes its sessions)",
    success: { status: 200, schema: deleteResult },
    errors: [
      { status: 404, codes: ["not-found"] },
      { status: 409, codes: ["last-owner"] },
    ],
  },
  {
    method: "get",
    path: "/activity",
    operationId: "listActivity",
    access: "owner",
    summary: "Every admin change, newest first; filters combine; from and to are UTC days, both included",
    paged: true,
    query: activityFilters.pick({ actor: true, action: true, kind: true, targetId: true, from: true, to: true }),
    success: { status: 200, schema: z.array(activityEntry) },
    errors: [],
  },
];
