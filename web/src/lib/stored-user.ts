import { env } from "../config/env";

/**
 * Whether this browser holds a signed-in Firebase user, without loading Firebase: Auth's local
 * persistence keeps it in localStorage under `firebase:authUser:<apiKey>:<app name>`. No such entry
 * means Firebase would answer "signed out", so the page need not wait for it (nor show the
 * full-screen loader). Guarded pages still wait for Firebase's own answer (Session.confirmed).
 */
export function hasStoredUser(): boolean {
  try {
    return window.localStorage.getItem(`firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`) !== null;
  } catch {
    // Storage blocked: Firebase cannot have kept a user there either, but let it say so.
    return true;
  }
}
