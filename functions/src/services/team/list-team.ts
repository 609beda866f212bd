import type { TeamMember } from "@hometools/contract";
import { readRoster } from "../../data/team/team-repository";

/** GET /team (owner): every member with their role and since when, owners first, then by email. */
export async function listTeam(): Promise<TeamMember[]> {
  const members = [...(await readRoster()).values()];
  return members.sort((a, b) => a.role.localeCompare(b.role) || a.email.localeCompare(b.email));
}
