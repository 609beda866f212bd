import { randomBytes } from "node:crypto";
import type { Order, Product } from "@hometools/contract";
import { PROJECT_ID, urls } from "../../scripts/lib/ports";

/**
 * Talks to the local stack over HTTP, the way a second client would: the Auth emulator's REST API
 * for accounts and the shop's API for products and orders. Specs use it to arrange fresh data
 * (so they never fight over seed stock) and to check what the UI did.
 */
export const WEB = urls.web;
export const API = `${WEB}/api`;
const IDENTITY = `http://${urls.auth}/identitytoolkit.googleapis.com/v1`;
const API_KEY = "demo-api-key";

export const seedAdmin = { email: "admin@example.com", password: "admin123", name: "Shop Admin" } as const;
export const seedBuyer = { email: "buyer@example.com", password: "buyer123", name: "Bea Buyer" } as const;

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

export async function getProduct(id: string): Promise<Product> {
  return api<Product>("GET", `/product/${encodeURIComponent(id)}`);
}

export interface NewProductFields {
  name?: string;
  price?: number;
  minimumOrder?: number;
  available?: number;
  description?: string;
  img?: string;
}

/** Adds a product as admin. Names are unique and within the 20-character rule. */
export async function createProduct(adminToken: string, fields: NewProductFields = {}): Promise<Product> {
  return api<Product>("POST", "/products", {
    token: adminToken,
    body: {
      name: `E2E Tool ${tag(6)}`,
      price: 12.5,
      minimumOrder: 2,
      available: 50,
      description: "A tool made for the browser tests.",
      img: "",
      ...fields,
    },
  });
}

export async function deleteProduct(adminToken: string, id: string): Promise<void> {
  await api("DELETE", `/products/${encodeURIComponent(id)}`, { token: adminToken }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
}

/** Places an order for `buyer` through the API (the purchase journey itself goes through the UI). */
export async function placeOrder(
  buyer: Pick<Account, "token">,
  product: Pick<Product, "_id" | "minimumOrder">,
  fields: { quantity?: number; number?: string; location?: string } = {},
): Promise<Order> {
  return api<Order>("POST", "/orders", {
    token: buyer.token,
    body: {
      productId: product._id,
      quantity: fields.quantity ?? product.minimumOrder,
      number: fields.number ?? "+1 555 0100",
      location: fields.location ?? "12 Workshop Lane, Springfield",
    },
  });
}
