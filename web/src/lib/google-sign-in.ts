import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type UserCredential } from "firebase/auth";
import { auth } from "./firebase";

/**
 * Google sign-in through a popup (the Auth emulator fakes Google's page offline). Import this
 * module with `await import(...)` so the popup code loads only when the button is clicked.
 */
export function signInWithGoogle(): Promise<UserCredential> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}
