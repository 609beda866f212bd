import type { AdminStatus, LoginRecord, Profile, ProfileUpdateResult } from "@hometools/contract";
import { adminAuth } from "../data/firebase";
import { findUser, toProfile, upsertUser } from "../data/user-repository";
import { AppError, forbidden, notFound } from "../errors";
import type { Caller } from "../http/middleware/require-auth";
import { log } from "../log";

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller may act on this email only if it is their own (or, where allowed, if they are an admin). */
export function assertOwnEmail(caller: Caller, email: string, { adminToo = false } = {}) {
  if (sameEmail(caller.email, email)) return;
  if (adminToo && caller.admin) return;
  throw forbidden("That is not your account");
}

async function authUserByEmail(email: string) {
  const auth = await adminAuth();
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") throw notFound("User");
    throw error;
  }
}

/** PUT /user/{email}, after every login: records the user and hands back the token the client stores. */
export async function recordLogin(caller: Caller, token: string): Promise<LoginRecord> {
  const user = await upsertUser(caller.uid, {
    email: caller.email,
    ...(caller.name ? { displayName: caller.name } : {}),
    ...(caller.picture ? { photoURL: caller.picture } : {}),
    admin: caller.admin,
  });
  return { email: user.email, admin: caller.admin, token };
}

/** GET /user/admin/{email}: the claim as Auth has it now (a token may be up to an hour old). */
export async function adminStatus(email: string): Promise<AdminStatus> {
  const user = await authUserByEmail(email);
  return { admin: user.customClaims?.admin === true };
}

/** Grants the admin claim, merged with any claims the user already has, and mirrors it in users/{uid}. */
export async function promoteUser(email: string, by?: Caller): Promise<{ email: string; admin: true }> {
  const auth = await adminAuth();
  const user = await authUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  await upsertUser(user.uid, {
    email: user.email ?? email,
    displayName: user.displayName ?? "",
    admin: true,
  });
  log.info("user promoted to admin", { uid: user.uid, by: by?.uid ?? "script" });
  return { email: user.email ?? email, admin: true };
}

export async function getProfile(caller: Caller): Promise<Profile> {
  const stored = await findUser(caller.uid);
  return toProfile({
    email: caller.email,
    displayName: caller.name,
    photoURL: caller.picture,
    phone: "",
    github: "",
    facebook: "",
    ...stored,
    admin: caller.admin,
  });
}

export async function updateProfile(
  caller: Caller,
  input: { name: string; email: string; phone: string; github: string; facebook: string },
): Promise<ProfileUpdateResult> {
  if (!sameEmail(input.email, caller.email)) {
    throw new AppError("bad-request", "The email cannot be changed here", 400, {
      email: "The email cannot be changed here",
    });
  }
  const displayName = input.name || caller.name;
  if (displayName !== caller.name) {
    await (await adminAuth()).updateUser(caller.uid, { displayName });
  }
  const user = await upsertUser(caller.uid, {
    email: caller.email,
    displayName,
    photoURL: caller.picture,
    phone: input.phone,
    github: input.github,
    facebook: input.facebook,
    admin: caller.admin,
  });
  return { acknowledged: true, profile: toProfile(user) };
}
