import { randomBytes } from "node:crypto";
import { PROJECT_ID, urls } from "./ports";

/**
 * Talks to the local stack over HTTP, the way a second client would: the Auth emulator's REST API
 * for accounts and the shop's API. The browser suite (e2e/support/api.ts) and `npm run check:persist`
 * share it; nothing outside e2e/ imports e2e/.
 */
export const WEB = urls.web;
export const API = `${WEB}/api`;
const IDENTITY = `http://${urls.auth}/identitytoolkit.googleapis.com/v1`;
const API_KEY = "demo-api-key";

export interface Account {
  email: string;
  password: string;
  name: string;
  uid: string;
  /** A Firebase ID token, good for an hour. */
  token: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    where: string,
  ) {
    super(`${where} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** A short random tag: unique names and addresses per test and per run. */
export function tag(length = 6): string {
  return randomBytes(8).toString("hex").slice(0, length);
}

export function uniqueEmail(prefix = "buyer"): string {
  return `e2e-${prefix}-${Date.now().toString(36)}${tag(4)}@example.com`;
}

async function identity<T>(method: string, body: object): Promise<T> {
  const response = await fetch(`${IDENTITY}/${method}?key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new ApiError(response.status, json, `Auth emulator ${method}`);
  return json;
}

/** Signs in with email and password; returns a fresh ID token and the uid. */
export async function signIn(email: string, password: string): Promise<{ token: string; uid: string }> {
  const { idToken, localId } = await identity<{ idToken: string; localId: string }>("accounts:signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return { token: idToken, uid: localId };
}

/** Calls the shop's API; throws ApiError on a non-2xx answer. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new ApiError(response.status, json, `${method} /api${path}`);
  return json as T;
}

/**
 * Creates a fresh account in the Auth emulator with a display name, and records it with the
 * API (PUT /user/{email}, what the web app does after every login) so it shows in the admin's
 * user list. Then signs in again so the token carries the display name.
 */
export async function createAccount(
  options: { email?: string; password?: string; name?: string; verified?: boolean } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${tag(8)}`;
  const name = options.name ?? `Tester ${tag(4)}`;
  const { idToken } = await identity<{ idToken: string }>("accounts:signUp", {
    email,
    password,
    returnSecureToken: true,
  });
  await identity("accounts:update", { idToken, displayName: name, returnSecureToken: true });
  if (options.verified) await verifyEmail(idToken, email);
  const { token, uid } = await signIn(email, password);
  await api("PUT", `/user/${encodeURIComponent(email)}`, { token, body: { email } });
  return { email, password, name, uid, token };
}

/** The verification links the Auth emulator "sent" to `email`, oldest first (its local outbox). */
export async function verificationCodes(email: string): Promise<string[]> {
  const response = await fetch(`http://${urls.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL")
    .map((code) => code.oobCode);
}

/**
 * Verifies the account's email the way its owner would: the verification mail is sent, and its
 * link (read from the emulator's outbox) applied. Only verified accounts can be made admins.
 */
export async function verifyEmail(idToken: string, email: string): Promise<void> {
  await identity("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
  await openVerificationLink(email);
}

/** Applies the latest verification link sent to `email`, as its owner opening the mail would. */
export async function openVerificationLink(email: string): Promise<void> {
  await identity("accounts:update", { oobCode: (await verificationCodes(email)).at(-1) });
}
