import type { ActivityEntry, Role } from "@hometools/contract";
import { admin, call, signIn, verifiedUser, PASSWORD, type TestUser } from "../helpers";

/**
 * The team's moves for the tests (docs/decisions/034-owner-and-staff.md): a fresh member of a
 * role, and the activity log as the owner reads it.
 */

/** A fresh verified account made `role` by the seed's owner, signed in again (the change revoked its old token). */
export async function newMember(role: Role, name = role === "staff" ? "Stan Staff" : "Olga Owner"): Promise<TestUser> {
  const user = await verifiedUser(name);
  const result = await call("PUT", `/team/${encodeURIComponent(user.email)}`, {
    token: (await admin()).idToken,
    body: { role },
  });
  if (result.status !== 200) throw new Error(`could not make ${user.email} ${role}: ${result.status} ${result.text}`);
  return { ...(await signIn(user.email, PASSWORD)), name: user.name };
}

/** GET /activity as the seed's owner (or the owner whose token is given), with the query string given. */
export async function activity(query: string, token?: string): Promise<ActivityEntry[]> {
  const result = await call<ActivityEntry[]>("GET", `/activity?${query}`, { token: token ?? (await admin()).idToken });
  if (result.status !== 200) throw new Error(`GET /activity?${query}: ${result.status} ${result.text}`);
  return result.body;
}
