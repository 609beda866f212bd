import { randomBytes } from "node:crypto";
import { PROJECT_ID, urls } from "../../ports/ports";
import { api, ApiError } from "./http";

/**
 * Accounts as a person makes them: through the Auth emulator's REST API (what the Firebase JS SDK
 * calls), so every token is a real ID token the API verifies.
 */
const IDENTITY = `http://${urls.auth}/identitytoolkit.googleapis.com/v1`;
const SECURE_TOKEN = `http://${urls.auth}/securetoken.googleapis.com/v1/token`;
const API_KEY = "demo-api-key";

export interface Account {
  uid: string;
  email: string;
  password: string;
  name: string;
  /** A Firebase ID token, good for an hour. */
  idToken: string;
  /** For a fresh ID token after the account changed. */
  refreshToken: string;
}

export const seedAdmin = { email: "admin@example.com", password: "admin123", name: "Shop Admin" } as const;
export const seedBuyer = { email: "buyer@example.com", password: "buyer123", name: "Bea Buyer" } as const;
/** The seed's staff member (docs/decisions/034-owner-and-staff.md): an admin with `role: "staff"`. */
export const seedStaff = { email: "staff@example.com", password: "staff123", name: "Sam Staff" } as const;

/** A short random tag: unique names and addresses per test and per run. */
export function tag(length = 6): string {
  return randomBytes(8).toString("hex").slice(0, length);
}

export function uniqueEmail(prefix = "buyer"): string {
  return `t-${prefix}-${Date.now().toString(36)}${tag(4)}@example.com`;
}

async function identity<T = Record<string, string>>(method: string, body: object): Promise<T> {
  const response = await fetch(`${IDENTITY}/${method}?key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new ApiError(response.status, json, `Auth emulator ${method}`);
  return json;
}

interface SignedIn {
  localId: string;
  idToken: string;
  refreshToken: string;
  displayName?: string;
}

/** Signs in with email and password. */
export async function signIn(email: string, password: string): Promise<Account> {
  const json = await identity<SignedIn>("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return {
    uid: json.localId,
    email,
    password,
    name: json.displayName ?? "",
    idToken: json.idToken,
    refreshToken: json.refreshToken,
  };
}

export const signInAdmin = () => signIn(seedAdmin.email, seedAdmin.password);
export const signInBuyer = () => signIn(seedBuyer.email, seedBuyer.password);
export const signInStaff = () => signIn(seedStaff.email, seedStaff.password);

/**
 * A fresh account with a display name, signed in again so its token carries the name. `record`
 * also sends PUT /user/{email}, what the web app does after every login, so it shows in the admin's
 * user list; `verified` opens the verification link first (only verified accounts can be promoted).
 */
export async function createAccount(
  options: { email?: string; password?: string; name?: string; verified?: boolean; record?: boolean } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${tag(8)}`;
  const name = options.name ?? `Tester ${tag(4)}`;
  const { idToken } = await identity<SignedIn>("accounts:signUp", { email, password, returnSecureToken: true });
  await identity("accounts:update", { idToken, displayName: name, returnSecureToken: true });
  // The sign-in answer may leave the display name out: the account's name is the one just set.
  let account = { ...(await signIn(email, password)), name };
  if (options.verified) account = await verifyEmail(account);
  if (options.record ?? true)
    await api("PUT", `/user/${encodeURIComponent(email)}`, { token: account.idToken, body: { email } });
  return account;
}

/**
 * A new account made by signing in with Google, as the Auth emulator takes it: its own unsigned ID
 * token for Google, whose `name` and `picture` become the account's (and the google.com provider's,
 * which the account's owner cannot edit).
 */
export async function googleAccount(name: string, picture: string): Promise<Account> {
  const email = uniqueEmail("google");
  const claims = { sub: tag(16), email, email_verified: true, name, picture };
  const json = await identity<SignedIn>("accounts:signInWithIdp", {
    postBody: new URLSearchParams({ id_token: JSON.stringify(claims), providerId: "google.com" }).toString(),
    requestUri: "http://localhost",
    returnSecureToken: true,
  });
  return { uid: json.localId, email, password: "", name, idToken: json.idToken, refreshToken: json.refreshToken };
}

/** The account with a fresh ID token (which carries what changed since the last one). */
export async function refreshed(account: Account): Promise<Account> {
  const response = await fetch(`${SECURE_TOKEN}?key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: account.refreshToken }),
  });
  const json = (await response.json()) as { id_token?: string; refresh_token?: string };
  if (!response.ok || !json.id_token) throw new ApiError(response.status, json, "Auth emulator token refresh");
  return { ...account, idToken: json.id_token, refreshToken: json.refresh_token ?? account.refreshToken };
}

/**
 * Changes the caller's own account the way any signed-in user can from the browser (any display
 * name, any photo URL); answers the account with a fresh token, which carries the change.
 */
export async function updateOwnAccount(
  account: Account,
  fields: { displayName?: string; photoUrl?: string; email?: string },
): Promise<Account> {
  await identity("accounts:update", { idToken: account.idToken, ...fields });
  return refreshed({ ...account, name: fields.displayName ?? account.name, email: fields.email ?? account.email });
}

/** The verification codes the Auth emulator "sent" to `email`, oldest first (its local outbox). */
export async function verificationCodes(email: string): Promise<string[]> {
  const response = await fetch(`http://${urls.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL")
    .map((code) => code.oobCode);
}

/** Applies the latest verification link sent to `email`, as its owner opening the mail would. */
export async function openVerificationLink(email: string): Promise<void> {
  const code = (await verificationCodes(email)).at(-1);
  if (!code) throw new Error(`no verification mail for ${email}`);
  await identity("accounts:update", { oobCode: code });
}

/** Verifies the account's email as its owner would; answers it with a token carrying email_verified. */
export async function verifyEmail(account: Account): Promise<Account> {
  await identity("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken: account.idToken });
  await openVerificationLink(account.email);
  return refreshed(account);
}

/** Deletes the account, as its owner can (the load test's shoppers clean up after themselves). */
export async function deleteAccount(account: Pick<Account, "idToken">): Promise<void> {
  await identity("accounts:delete", { idToken: account.idToken });
}
