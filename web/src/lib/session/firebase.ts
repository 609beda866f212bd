import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, signOut, type Auth } from "firebase/auth";
import { env } from "../../config/env";
import { clearAccessToken, saveAccessToken } from "./access-token";
import { forgetAccountCartPieces } from "../cart/cart-count";

export const firebaseApp = initializeApp(env.firebase);

/**
 * initializeAuth instead of getAuth: getAuth bundles the popup/redirect resolver and IndexedDB
 * persistence into the first page load. Google's popup code loads only when it is used
 * (signInWithGoogle below; docs/decisions/005).
 */
export const auth: Auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (env.useAuthEmulator) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

/** Keeps localStorage "accessToken" equal to the current ID token (spec section 4). */
export function syncAccessToken(target: Auth = auth): () => void {
  return target.onIdTokenChanged(async (user) => {
    if (user) saveAccessToken(await user.getIdToken());
    else clearAccessToken();
  });
}

/** Signs out and forgets the stored token. */
export async function signOutAndForget(): Promise<void> {
  clearAccessToken();
  forgetAccountCartPieces();
  await signOut(auth);
}
