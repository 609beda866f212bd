import { notFound } from "../errors";
import { adminAuth } from "./firebase";

/**
 * The accounts of Firebase Auth: every call firebase-admin/auth makes for us. Plain objects out,
 * so services and the HTTP layer never hold the SDK's records.
 */
export interface Account {
  uid: string;
  email: string | null;
  displayName: string;
  claims: Record<string, unknown>;
}

/** The claims of a verified ID token that the API reads. */
export interface VerifiedToken {
  uid: string;
  email?: string;
  name?: unknown;
  picture?: unknown;
  admin?: unknown;
}

/** Verifies an ID token's signature, expiry and audience with firebase-admin; throws otherwise. */
export async function verifyIdToken(token: string): Promise<VerifiedToken> {
  return (await adminAuth()).verifyIdToken(token);
}

/** The account with this email, or null. */
export async function findAccountByEmail(email: string): Promise<Account | null> {
  try {
    const user = await (await adminAuth()).getUserByEmail(email);
    return {
      uid: user.uid,
      email: user.email ?? null,
      displayName: user.displayName ?? "",
      claims: user.customClaims ?? {},
    };
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  }
}

/** The account with this email; 404 when there is none. */
export async function accountByEmail(email: string): Promise<Account> {
  const account = await findAccountByEmail(email);
  if (!account) throw notFound("User");
  return account;
}

/** Replaces the custom claims (callers merge: claims are never overwritten, CONTRACT.md section 3). */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await (await adminAuth()).setCustomUserClaims(uid, claims);
}

export async function setDisplayName(uid: string, displayName: string): Promise<void> {
  await (await adminAuth()).updateUser(uid, { displayName });
}

/** A new email/password account (the seed's), email already verified. */
export async function createAccount(input: { email: string; password: string; displayName: string }): Promise<Account> {
  const user = await (await adminAuth()).createUser({ ...input, emailVerified: true });
  return { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? "", claims: {} };
}
