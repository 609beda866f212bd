import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { scriptsApp } from "../../../scripts/lib/admin-app";
import { emulatorEnv, PROJECT_ID, urls } from "../../../scripts/lib/ports";
import { checkAnswer } from "./answer-check";

export { urls };

const identity = `http://${urls.auth}/identitytoolkit.googleapis.com/v1`;

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** For a fresh ID token after the account changed (updateOwnAccount). */
  refreshToken?: string;
}

async function identityCall(path: string, body: unknown) {
  const response = await fetch(`${identity}/${path}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs in through the Auth emulator's REST API and returns a real ID token. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  const json = await identityCall("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return { uid: json.localId!, email, idToken: json.idToken!, refreshToken: json.refreshToken! };
}

/** A fresh account (unique email) with a display name; its own ID token. */
export async function newUser(name = "Test Buyer"): Promise<TestUser> {
  const email = `t-${randomUUID().slice(0, 12)}@example.com`;
  const created = await identityCall("accounts:signUp", { email, password: "secret123", returnSecureToken: true });
  await identityCall("accounts:update", { idToken: created.idToken, displayName: name, returnSecureToken: true });
  // A token minted after the update carries the display name.
  return signIn(email, "secret123");
}

/**
 * A new account made by signing in with Google, as the Auth emulator takes it: its own unsigned
 * ID token for Google, whose `name` and `picture` become the account's and the google.com
 * provider's (providerData, which the account's owner cannot edit).
 */
export async function googleUser(name: string, picture: string): Promise<TestUser> {
  const email = `g-${randomUUID().slice(0, 12)}@example.com`;
  const claims = { sub: randomUUID(), email, email_verified: true, name, picture };
  const json = await identityCall("accounts:signInWithIdp", {
    postBody: new URLSearchParams({ id_token: JSON.stringify(claims), providerId: "google.com" }).toString(),
    requestUri: "http://localhost",
    returnSecureToken: true,
  });
  return { uid: json.localId!, email, idToken: json.idToken!, refreshToken: json.refreshToken! };
}

/**
 * Changes the caller's own account the way any signed-in user can from the browser (Auth's
 * accounts:update with their ID token: any display name, any photo URL); returns the user with a
 * fresh ID token, which carries the change.
 */
export async function updateOwnAccount(
  user: TestUser,
  fields: { displayName?: string; photoUrl?: string },
): Promise<TestUser> {
  await identityCall("accounts:update", { idToken: user.idToken, ...fields });
  const response = await fetch(`http://${urls.auth}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: user.refreshToken ?? "" }),
  });
  const json = (await response.json()) as { id_token?: string; refresh_token?: string };
  if (!response.ok || !json.id_token) throw new Error(`Auth emulator token refresh: ${JSON.stringify(json)}`);
  return { ...user, idToken: json.id_token, refreshToken: json.refresh_token ?? user.refreshToken };
}

export const admin = () => signIn("admin@example.com", "admin123");
export const buyer = () => signIn("buyer@example.com", "buyer123");

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
  base?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * One HTTP call to the api function (or through Hosting with `base: urls.web + "/api"`); fails when
 * the answer is not what the served OpenAPI document says (answer-check.ts).
 */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(`${options.base ?? urls.api}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  await checkAnswer({ method, path, body, contentType: headers["content-type"] }, response.status, parsed, text);
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** Asserts the contract's error shape and returns it. */
export function errorOf(result: CallResult) {
  const error = (result.body as { error?: { code: string; message: string; fields?: Record<string, string> } }).error;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    throw new Error(`expected the contract's error shape, got ${result.status} ${result.text.slice(0, 300)}`);
  }
  return error;
}

/** A product of our own (created through the API as admin), so tests never fight over seed stock. */
export async function newProduct(overrides: Record<string, unknown> = {}) {
  const { idToken } = await admin();
  const result = await call("POST", "/products", {
    token: idToken,
    body: { name: `Tool ${randomUUID().slice(0, 6)}`, price: 12.5, minimumOrder: 2, available: 10, ...overrides },
  });
  if (result.status !== 201) throw new Error(`could not create a product: ${result.status} ${result.text}`);
  return result.body as { _id: string; name: string; price: number; available: number; minimumOrder: number };
}

export { PROJECT_ID };

/** firebase-admin pointed at the emulators, for arranging and inspecting state the API does not expose. */
export async function adminSdk() {
  Object.assign(process.env, emulatorEnv);
  const app = scriptsApp();
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** Places an order as `user` for `product` at its minimum quantity. */
export async function placeOrder(user: TestUser, productId: string, quantity: number) {
  const result = await call("POST", "/orders", {
    token: user.idToken,
    body: { productId, quantity, number: "+1 555 0100", location: "12 Elm Street, Springfield" },
  });
  if (result.status !== 201) throw new Error(`could not place an order: ${result.status} ${result.text}`);
  return result.body as { _id: string; totalPrice: number; quantity: number; paid: boolean };
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
 * Verifies `user`'s email the way its owner would: asks the Auth emulator to send the
 * verification mail, reads the link from the emulator's outbox (its oobCodes endpoint) and
 * applies the code. Returns a fresh token, which carries email_verified.
 */
export async function verifyEmail(user: TestUser, password = "secret123"): Promise<TestUser> {
  await identityCall("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken: user.idToken });
  const outbox = await fetch(`http://${urls.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await outbox.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.findLast((entry) => entry.email === user.email && entry.requestType === "VERIFY_EMAIL");
  if (!code) throw new Error(`no verification mail for ${user.email}`);
  await identityCall("accounts:update", { oobCode: code.oobCode });
  return signIn(user.email, password);
}
