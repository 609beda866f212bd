import { GoogleAuthProvider, signInWithCredential, type UserCredential } from "firebase/auth";
import { env } from "../../config/env";
import { auth, firebaseApp } from "./firebase";

/**
 * Google sign-in against the Auth emulator, offline.
 *
 * Why not signInWithPopup: the SDK's popup flow (and the emulator's helper iframe that relays the
 * result) loads https://apis.google.com/js/api.js, which the offline local stack cannot reach, so the
 * popup never even opens. This flow opens the emulator's own fake Google page in a popup; when the
 * user picks or adds an account, the page hands the result to an app deep link. We point that link
 * (the emulator's iOS "ibi" path) at /google-callback.html on our origin, which passes it back here.
 * The result carries the emulator's unsigned ID token, which the emulator accepts in
 * signInWithCredential. Real Firebase projects never take this path (env.useAuthEmulator is false).
 */
const CALLBACK_PATH = "/google-callback.html";
const MESSAGE_TYPE = "hometools-google-callback";

function authError(code: string): Error {
  return Object.assign(new Error(`Google sign-in failed (${code})`), { code });
}

/** "#://google/link?deep_link_id=<callback URL with link=<widget URL with id_token=...>>" -> the ID token. */
export function idTokenFromDeepLink(hash: string): string | null {
  const query = hash.indexOf("?");
  if (query < 0) return null;
  const deepLink = new URLSearchParams(hash.slice(query + 1)).get("deep_link_id");
  const link = deepLink ? new URL(deepLink).searchParams.get("link") : null;
  return link ? new URL(link).searchParams.get("id_token") : null;
}

function chooseEmulatorAccount(): Promise<string> {
  const params = new URLSearchParams({
    apiKey: env.firebase.apiKey,
    appName: firebaseApp.name,
    authType: "signInViaRedirect",
    providerId: "google.com",
    eventId: String(Date.now()),
    ibi: `${window.location.origin}${CALLBACK_PATH}#`,
  });
  const popup = window.open(
    `${env.authEmulatorUrl}/emulator/auth/handler?${params}`,
    "hometools-google",
    "popup,width=520,height=680",
  );
  if (!popup) return Promise.reject(authError("auth/popup-blocked"));

  return new Promise((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; hash?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== MESSAGE_TYPE) return;
      cleanup();
      const token = typeof data.hash === "string" ? idTokenFromDeepLink(data.hash) : null;
      if (token) resolve(token);
      else reject(authError("auth/internal-error"));
    };
    const watch = window.setInterval(() => {
      if (popup.closed) {
        // The callback page posts before it closes; give that message a moment to arrive.
        window.setTimeout(() => {
          cleanup();
          reject(authError("auth/popup-closed-by-user"));
        }, 300);
        window.clearInterval(watch);
      }
    }, 400);
    window.addEventListener("message", onMessage);
  });
}

export async function signInWithEmulatorGoogle(): Promise<UserCredential> {
  const idToken = await chooseEmulatorAccount();
  return signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
}
