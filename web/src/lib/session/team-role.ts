import type { Role } from "@hometools/contract";
import { useSession } from "./session";

/**
 * The signed-in member's team role (docs/decisions/034-owner-and-staff.md), from the same answer
 * as the admin check (GET /user/admin/{email}, app/admin-check.ts), which keeps it here. The
 * server decides on every call; the app only leaves out what staff may not use.
 */
const roles = new Map<string, Role | null>();

export function rememberRole(uid: string, role: Role | null): void {
  roles.set(uid, role);
}

export function forgetRoles(): void {
  roles.clear();
}

/** The role of the signed-in user once the admin check has answered (null for a shopper or before). */
export function useTeamRole(): Role | null {
  const { user, adminStatus } = useSession();
  return user && adminStatus === "ready" ? (roles.get(user.uid) ?? null) : null;
}
