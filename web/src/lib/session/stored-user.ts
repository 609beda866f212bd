import { env } from "../../config/env";
import type { SessionUser } from "./session";

/** Where Firebase Auth's local persistence keeps the signed-in user in localStorage. */
const storageKey = () => `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`;

/** A token this close to its end is not used on its own: Firebase refreshes it first. */
const TOKEN_MARGIN_MS = 60_000;

interface PersistedUser {
  uid?: unknown;
  email?: unknown;
  displayName?: unknown;
  photoURL?: unknown;
  stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
}

function readEntry(): string | null {
  return window.localStorage.getItem(storageKey());
}

function persisted(): PersistedUser | null {
  try {
    const entry = readEntry();
    const value: unknown = entry ? JSON.parse(entry) : null;
    return value && typeof value === "object" ? (value as PersistedUser) : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser holds a signed-in Firebase user, without loading Firebase: Auth's local
 * persistence keeps it in localStorage under `firebase:authUser:<apiKey>:<app name>`. No such entry
 * means Firebase would answer "signed out", so the page need not wait for it (nor show the
 * full-screen loader).
 */
export function hasStoredUser(): boolean {
  try {
    return readEntry() !== null;
  } catch {
    // Storage blocked: Firebase cannot have kept a user there either, but let it say so.
    return true;
  }
}

/**
 * The user Firebase kept, as the session shows it, read before Firebase loads: a returning user's
 * pages render with it at once and Firebase confirms (or signs them out) when it has loaded
 * (docs/decisions/027). Null when there is none or it cannot be read.
 */
export function storedUser(): SessionUser | null {
  const user = persisted();
  if (!user || typeof user.uid !== "string" || typeof user.email !== "string") return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: typeof user.displayName === "string" ? user.displayName : "",
    photoURL: typeof user.photoURL === "string" ? user.photoURL : "",
  };
}

/** The kept user's ID token while it has more than a minute to run; null otherwise. */
export function storedIdToken(now = Date.now()): string | null {
  const tokens = persisted()?.stsTokenManager;
  const expires = Number(tokens?.expirationTime);
  if (typeof tokens?.accessToken !== "string" || !(expires - TOKEN_MARGIN_MS > now)) return null;
  return tokens.accessToken;
}
