/** Firebase Auth error codes as sentences a shopper understands (shown in red under the form). */
const messages: Record<string, string> = {
  "auth/invalid-credential": "Wrong email or password.",
  "auth/invalid-login-credentials": "Wrong email or password.",
  "auth/wrong-password": "Wrong email or password.",
  "auth/user-not-found": "No account uses this email. Create one with signup.",
  "auth/email-already-in-use": "An account with this email already exists. Log in instead.",
  "auth/weak-password": "That password is too weak. Use at least 6 characters.",
  "auth/invalid-email": "That email address is not valid.",
  "auth/missing-password": "Password is required",
  "auth/user-disabled": "This account has been disabled. Contact us for help.",
  "auth/too-many-requests": "Too many attempts. Wait a minute, then try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
  "auth/popup-closed-by-user": "The Google window was closed before you signed in.",
  "auth/cancelled-popup-request": "The Google window was closed before you signed in.",
  "auth/popup-blocked": "Your browser blocked the Google window. Allow pop-ups for this site and try again.",
  "auth/operation-not-allowed": "This way of signing in is not enabled for the shop.",
};

export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === "string" && messages[code]) return messages[code];
  const message = error instanceof Error ? error.message : "";
  // Firebase phrases unknown errors as "Firebase: Error (auth/some-code)."; keep the readable part.
  const cleaned = message
    .replace(/^Firebase:\s*/, "")
    .replace(/\s*\(auth\/[^)]+\)\.?$/, "")
    .trim();
  return cleaned && cleaned !== "Error" ? cleaned : "Sign-in failed. Please try again.";
}
