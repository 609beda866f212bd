import { emulatorEnv, PROJECT_ID, STORAGE_BUCKET, urls } from "../../../ports/ports";
import {
  createAccount,
  googleAccount,
  observeAnswers,
  signInAdmin,
  signInBuyer,
  signInStaff,
  type Account,
  type CallResult,
} from "../../../testkit/shop-client";
import { checkAnswer } from "./answer-check";

/**
 * The API tests' view of testkit/shop-client, the one test client the browser tests and the
 * scripts use too, plus what only these tests need: the error shape, firebase-admin on the
 * emulators and a forged token. Every answer the client receives here is held to the served
 * OpenAPI document (answer-check.ts).
 */
observeAnswers(checkAnswer);

export {
  call,
  newProduct,
  placeOrder,
  signIn,
  updateOwnAccount,
  urls,
  verifyEmail,
  type CallOptions,
  type CallResult,
} from "../../../testkit/shop-client";
export { PROJECT_ID };

export type TestUser = Account;

export const admin = signInAdmin;
export const buyer = signInBuyer;
export const staff = signInStaff;

/** A fresh account's password: tests sign in again with it after changing the account. */
export const PASSWORD = "secret123";

/** A fresh account (unique email) with a display name and its own ID token; not in the user list. */
export const newUser = (name = "Test Buyer") => createAccount({ name, password: PASSWORD, record: false });

/**
 * A fresh account whose email is verified: mail before payment goes only to a verified address,
 * so tests that read an order's mail place it with one of these.
 */
export const verifiedUser = (name = "Test Buyer") =>
  createAccount({ name, password: PASSWORD, record: false, verified: true });

/** A new account made by signing in with Google (its name and picture from Google's token). */
export const googleUser = googleAccount;

/** Asserts the contract's error shape and returns it. */
export function errorOf(result: CallResult) {
  const error = (result.body as { error?: { code: string; message: string; fields?: Record<string, string> } }).error;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    throw new Error(`expected the contract's error shape, got ${result.status} ${result.text.slice(0, 300)}`);
  }
  return error;
}

/**
 * firebase-admin pointed at the emulators, for arranging and inspecting state the API does not expose.
 * Loaded on first use: it takes a second or more to load, and most files only call the API.
 */
export async function adminSdk() {
  Object.assign(process.env, emulatorEnv);
  const [{ getAuth }, { getFirestore }, { scriptsApp }] = await Promise.all([
    import("firebase-admin/auth"),
    import("firebase-admin/firestore"),
    import("../../../stack/admin-app"),
  ]);
  const app = scriptsApp();
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** The project's bucket on the local Storage stand-in, through firebase-admin: what the photos stored. */
export async function adminBucket() {
  Object.assign(process.env, emulatorEnv);
  const [{ getStorage }, { scriptsApp }] = await Promise.all([
    import("firebase-admin/storage"),
    import("../../../stack/admin-app"),
  ]);
  return getStorage(scriptsApp()).bucket(STORAGE_BUCKET);
}

/** An ID token signed with a key Google never issued: what a forger would send. */
export async function forgedToken(uid: string, email: string): Promise<string> {
  const { generateKeyPairSync, createSign } = await import("node:crypto");
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = encode({ alg: "RS256", kid: "forged", typ: "JWT" });
  const payload = encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    admin: true,
  });
  const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(privateKey).toString("base64url");
  return `${header}.${payload}.${signature}`;
}

/**
 * Whether the official Cloud Firestore emulator serves the suite (it answers "Ok" on /); false on
 * the embedded fallback, where some files skip (docs/running-locally.md, "Known limits").
 */
export async function officialFirestoreRuns(): Promise<boolean> {
  try {
    const response = await fetch(`http://${urls.firestore}/`, { signal: AbortSignal.timeout(2000) });
    return (await response.text()).trim() === "Ok";
  } catch {
    return false;
  }
}

/**
 * An unsigned ID token as the Auth emulator issues them (firebase-admin takes unsigned tokens only
 * from the emulator; a signed one is refused, see forgedToken), here with a sign-in time of our
 * choosing: a token whose `auth_time` is old.
 */
export function emulatorToken(uid: string, email: string, authTime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = encode({ alg: "none", typ: "JWT" });
  const payload = encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: authTime,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: "password" },
  });
  return `${header}.${payload}.`;
}
