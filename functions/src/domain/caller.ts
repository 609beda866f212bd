import type { Role } from "@hometools/contract";
import { Refused } from "./refused";

/** Who is calling, from a verified Firebase ID token (the HTTP layer fills it, services act on it). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  picture: string;
  admin: boolean;
  /** The team role (docs/decisions/034-owner-and-staff.md); null for a shopper. */
  role: Role | null;
  emailVerified: boolean;
  /** When the caller last signed in (the token's auth_time, seconds since the epoch); 0 when unknown. */
  authTime?: number;
  /** The client address the platform saw (http/client-address.ts); the activity log keeps it. */
  address?: string;
}

/**
 * The team role custom claims give: `role` beside `admin: true`, and an admin claim without a
 * role (set before roles existed) counts as owner. Anything else is a shopper.
 */
export function roleOfClaims(claims: { admin?: unknown; role?: unknown }): Role | null {
  if (claims.admin !== true) return null;
  return claims.role === "staff" ? "staff" : "owner";
}

/** Refused `owner-only` unless the caller is the shop's owner (the staff's limits, docs/api.md "Team and activity"). */
export function assertOwner(caller: Caller): void {
  if (caller.role !== "owner") throw new Refused({ kind: "owner-only" });
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller may act on this email only if it is their own (or, where allowed, if they are an admin). */
export function assertOwnEmail(caller: Caller, email: string, { adminToo = false } = {}): void {
  if (sameEmail(caller.email, email)) return;
  if (adminToo && caller.admin) return;
  throw new Refused({ kind: "not-yours", thing: "account" });
}

/** The order, if it exists and the caller owns it (or, where allowed, is an admin); refused `no-such` or `not-yours` otherwise. */
export function ownedOrder<T extends { uid: string }>(caller: Caller, order: T | null, { adminToo = false } = {}): T {
  if (!order) throw new Refused({ kind: "no-such", thing: "order" });
  if (order.uid !== caller.uid && !(adminToo && caller.admin)) throw new Refused({ kind: "not-yours", thing: "order" });
  return order;
}

/** Who moves orders without being a person: named as they are to everyone. */
const SYSTEM_ACTORS = new Set(["stripe", "expiry sweep"]);

/**
 * The order as this caller may see it: admins see who made each move; a shopper sees their own
 * moves and the system's as they are and every staff member as "staff" (no staff email leaves
 * the shop).
 */
export function orderShownTo<
  T extends { email: string; history: Array<{ by: string }>; refunds?: Array<{ by: string }> },
>(caller: Caller, order: T): T {
  if (caller.admin) return order;
  const shown = <M extends { by: string }>(move: M): M =>
    sameEmail(move.by, order.email) || SYSTEM_ACTORS.has(move.by) ? move : { ...move, by: "staff" };
  return { ...order, history: order.history.map(shown), ...(order.refunds && { refunds: order.refunds.map(shown) }) };
}

/** A return as its shopper may see it: the team's moves by "staff", as on the order. */
export function returnShownTo<T extends { email: string; history: Array<{ by: string }> }>(caller: Caller, ret: T): T {
  if (caller.admin) return ret;
  return {
    ...ret,
    history: ret.history.map((move) => (sameEmail(move.by, ret.email) ? move : { ...move, by: "staff" })),
  };
}

/** How recent a sign-in must be to delete the account (docs/privacy.md). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Refused `sign-in-not-recent` unless the caller signed in within the last five minutes. */
export function assertRecentSignIn(caller: Caller, now = Date.now()): void {
  const age = now / 1000 - (caller.authTime ?? 0);
  if (!caller.authTime || age > RECENT_SIGN_IN_SECONDS) {
    throw new Refused({ kind: "sign-in-not-recent" });
  }
}
