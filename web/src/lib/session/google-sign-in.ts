import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type UserCredential } from "firebase/auth";
import { env } from "../../config/env";
import { auth } from "./firebase";

/**
 * Google sign-in. Import this module with `await import(...)` so the popup code loads only when
 * the button is clicked (docs/decisions/005). Against the Auth emulator the offline flow of
 * ./google-sign-in-emulator.ts is used instead, because the SDK's popup needs Google's servers.
 */
export async function signInWithGoogle(): Promise<UserCredential> {
  if (env.useAuthEmulator) {
    const { signInWithEmulatorGoogle } = await import("./google-sign-in-emulator");
    return signInWithEmulatorGoogle();
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}
