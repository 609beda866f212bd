import { Refused } from "../../domain/refused";
import { adminAuth } from "../firebase";

/**
 * The accounts of Firebase Auth: every call firebase-admin/auth makes for us. Plain objects out,
 * so services and the HTTP layer never hold the SDK's records.
 */
export interface Account {
  uid: string;
  email: string | null;
  displayName: string;
  emailVerified: boolean;
  claims: Record<string, unknown>;
}

/** The claims of a verified ID token that the API reads. */
export interface VerifiedToken {
  uid: string;
  email?: string;
  name?: unknown;
  picture?: unknown;
  admin?: unknown;
  role?: unknown;
  email_verified?: unknown;
  /** When the user last signed in (seconds since the epoch): DELETE /me asks for a recent one. */
  auth_time?: unknown;
}

/**
 * Verifies an ID token's signature, expiry and audience with firebase-admin; throws otherwise.
 * With `checkRevoked` it also asks Auth whether the account is disabled or its sessions were
 * revoked since the token was minted (one more Auth call, so only where it matters).
 */
export async function verifyIdToken(token: string, checkRevoked = false): Promise<VerifiedToken> {
  return (await adminAuth()).verifyIdToken(token, checkRevoked);
}

/**
 * firebase-admin's refusals of what we passed it, in the shop's terms (the HTTP layer validates
 * emails first; this is the net behind it).
 */
function authRefusal(error: unknown): Refused | null {
  const code = (error as { code?: string }).code;
  if (code === "auth/user-not-found") return new Refused({ kind: "no-such", thing: "user" });
  if (code === "auth/invalid-email" || code === "auth/invalid-uid" || code === "auth/invalid-argument") {
    return new Refused({ kind: "invalid-account" });
  }
  return null;
}

type AuthUser = Awaited<ReturnType<Awaited<ReturnType<typeof adminAuth>>["getUser"]>>;

function toAccount(user: AuthUser): Account {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? "",
    emailVerified: user.emailVerified,
    claims: user.customClaims ?? {},
  };
}

/** The account with this email, or null. */
export async function findAccountByEmail(email: string): Promise<Account | null> {
  try {
    return toAccount(await (await adminAuth()).getUserByEmail(email));
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw authRefusal(error) ?? error;
  }
}

/** The custom claims an account has now (null when there is no such account). */
export async function currentClaims(uid: string): Promise<Record<string, unknown> | null> {
  try {
    return (await (await adminAuth()).getUser(uid)).customClaims ?? {};
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  }
}

/** The account with this email; refused (no such user) when there is none. */
export async function accountByEmail(email: string): Promise<Account> {
  const account = await findAccountByEmail(email);
  if (!account) throw new Refused({ kind: "no-such", thing: "user" });
  return account;
}

/**
 * The photo Google's sign-in provider recorded on the account (its providerData entry, which Auth
 * fills from Google and the account's owner cannot edit, unlike photoURL), or null.
 */
export async function googleProviderPhoto(uid: string): Promise<string | null> {
  const user = await (await adminAuth()).getUser(uid).catch((error: unknown) => {
    throw authRefusal(error) ?? error;
  });
  return user.providerData.find((provider) => provider.providerId === "google.com")?.photoURL ?? null;
}

/** Whether each uid's email is verified (Auth answers up to 100 identifiers a call). */
export async function emailVerifiedByUid(uids: string[]): Promise<Map<string, boolean>> {
  const auth = await adminAuth();
  const verified = new Map<string, boolean>();
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await auth.getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })));
    for (const user of users) verified.set(user.uid, user.emailVerified);
  }
  return verified;
}

/** Replaces the custom claims (callers merge: claims are never overwritten, docs/decisions/003). */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await (await adminAuth()).setCustomUserClaims(uid, claims).catch((error: unknown) => {
    throw authRefusal(error) ?? error;
  });
}

/**
 * Revokes the account's refresh tokens: every ID token minted before now is refused where the API
 * checks revocation (all calls of a team member's token), and the app must sign in again.
 */
export async function revokeSessions(uid: string): Promise<void> {
  await (await adminAuth()).revokeRefreshTokens(uid).catch((error: unknown) => {
    throw authRefusal(error) ?? error;
  });
}

/** Every account whose custom claims hold `admin: true` (the migration of roles), a page of 1000 at a time. */
export async function listAdminAccounts(): Promise<Account[]> {
  const auth = await adminAuth();
  const found: Account[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (user.customClaims?.admin === true) found.push(toAccount(user));
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}

export async function setDisplayName(uid: string, displayName: string): Promise<void> {
  await (await adminAuth()).updateUser(uid, { displayName }).catch((error: unknown) => {
    throw authRefusal(error) ?? error;
  });
}

/** Marks an account's email verified (the seed's accounts). */
export async function markEmailVerified(uid: string): Promise<void> {
  await (await adminAuth()).updateUser(uid, { emailVerified: true });
}

/** A new email/password account (the seed's), email already verified. */
export async function createAccount(input: { email: string; password: string; displayName: string }): Promise<Account> {
  const user = await (await adminAuth()).createUser({ ...input, emailVerified: true });
  return toAccount(user);
}

/** Deletes the Auth user; one already gone counts as deleted (an erasure step may run twice). */
export async function deleteAccount(uid: string): Promise<void> {
  try {
    await (await adminAuth()).deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}
