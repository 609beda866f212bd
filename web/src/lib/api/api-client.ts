// The zod-free entry: the schemas (and zod) stay out of the home page's bundle.
import { isApiErrorBody, type ErrorCode } from "@hometools/contract/errors";
import { apiBase } from "../../config/paths";
import { readAccessToken } from "../session/access-token";
import { storedIdToken } from "../session/stored-user";

/*
 * Callers catch what the client throws: the typed error is part of its interface, so it lives here
 * (one chunk fewer for the home page's preload map).
 */

/**
 * The contract's codes, and those the client gives a failure the server never worded: the shop
 * was unreachable (`network`), its answer was not JSON (`bad-response`), or a status without an
 * error body that maps to no code (`unknown`).
 */
export type ApiErrorCode = ErrorCode | "network" | "bad-response" | "unknown";

/** Any failed call: the contract's error shape, or a network/unknown failure turned into it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  /** The server's X-Request-Id, which finds the request in the functions' logs. */
  readonly requestId?: string;
  /** For a 409 version-conflict: the thing as the server holds it now. */
  readonly current?: unknown;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    requestId?: string | null,
    current?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (requestId) this.requestId = requestId;
    if (current !== undefined) this.current = current;
  }
}

/** True when the API refused the caller's identity (401) or rights (403). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export interface RequestOptions {
  /** Public reads (products, reviews) skip the token so they never wait for auth. */
  auth?: boolean;
  signal?: AbortSignal;
  /** A file (a CSV, a JSON download, a PDF): answered as it came, as text or (`blob`) as bytes. */
  accept?: FileType;
  /** The file's bytes as a Blob rather than text: a PDF is not text. */
  blob?: boolean;
}

/** The files the API answers: the exports' CSV and JSON, and the invoices' PDFs. */
export type FileType = "text/csv" | "application/json" | "application/pdf";

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: "bad-request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not-found",
  409: "conflict",
  413: "payload-too-large",
};

/** Set once Firebase has answered: from then on its user's token is the one to send. */
let firebaseAnswered = false;

/**
 * The signed-in user's current ID token (refreshed by Firebase when close to expiry). Exported for
 * the one call that cannot go through fetch (an upload's progress: lib/api/upload.ts).
 */
export async function currentToken(): Promise<string | null> {
  // Firebase loads after the first paint and checks the kept user over the network. Until it has
  // answered, a returning user's calls send the token Firebase kept, while it is still valid, so a
  // page's data does not wait for that check (docs/decisions/027); the server verifies it as any.
  if (!firebaseAnswered) {
    const kept = storedIdToken();
    if (kept) return kept;
  }
  const { auth } = await import("../session/firebase");
  await auth.authStateReady();
  firebaseAnswered = true;
  const user = auth.currentUser;
  if (user) return user.getIdToken();
  return readAccessToken();
}

/** How long to wait before the one retry of a 503 `contention`: the server's Retry-After, at most 3 s. */
function retryDelayMs(response: Response): number {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3) * 1000 : 1000;
}

/** A page of a list and the path (relative to /api) of the next one, from the `Link: <...>; rel="next"` header. */
export interface ApiPage<T> {
  items: T[];
  next: string | null;
}

function nextPath(response: Response): string | null {
  const match = /<\/api(\/[^>]*)>;\s*rel="next"/.exec(response.headers.get("Link") ?? "");
  return match ? match[1]! : null;
}

declare global {
  interface Window {
    /** The public call index.html's inline script started for the page this URL opens. */
    hometoolsEarly?: { path: string; response: Promise<Response | null> };
  }
}

/** Taken only while the page is opening: later, the answer could be stale. */
const EARLY_ANSWER_MS = 15_000;

/**
 * The answer to `url` that index.html's inline script asked for with the page's scripts (its route
 * table's `data`, docs/decisions/027), once, or null when there is none (or it failed).
 */
function takeEarly(url: string): Promise<Response | null> | null {
  const early = window.hometoolsEarly;
  if (early?.path !== url) return null;
  delete window.hometoolsEarly;
  return performance.now() < EARLY_ANSWER_MS ? early.response : null;
}

/** A guest's order key: while its page is open, calls carry it (X-Order-Key) in place of a token. */
let guestOrderKey: string | null = null;

/** The guest's order page sets its key on mount and clears it on leaving (docs/api.md, "Checkout"). */
export function setGuestOrderKey(key: string | null): void {
  guestOrderKey = key;
}

/** The ApiError for a failed answer: its contract error body, else one made from its status. */
export function apiErrorOf(status: number, data: unknown, requestId: string | null): ApiError {
  if (isApiErrorBody(data)) {
    const { code, message, fields, current } = data.error;
    return new ApiError(status, code, message, fields, requestId, current);
  }
  if (status === 400) {
    // Not ours: the Functions runtime answers a body it cannot parse as JSON with its own HTML
    // page before our code runs (docs/decisions/011-runtime-json-errors.md).
    return new ApiError(
      400,
      "bad-request",
      "The shop could not read this request. Please reload the page and try again.",
    );
  }
  const code = codeByStatus[status] ?? (status >= 500 ? "internal" : "unknown");
  return new ApiError(status, code, `The shop answered ${status}`, undefined, requestId);
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  retryContention = true,
): Promise<{ data: T; response: Response }> {
  const headers: Record<string, string> = { Accept: options.accept ?? "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (guestOrderKey) headers["X-Order-Key"] = guestOrderKey;
  else if (options.auth !== false) {
    const token = await currentToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const url = `${apiBase}${path}`;
  const early = method === "GET" && options.auth === false && !options.signal ? takeEarly(url) : null;
  let response: Response;
  try {
    response =
      (await early) ??
      (await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "network", "Could not reach the shop");
  }

  // Read before the text, which would mangle a PDF's bytes.
  if (response.ok && options.accept && options.blob) return { data: (await response.blob()) as T, response };
  const text = await response.text();
  if (response.ok && options.accept) return { data: text as T, response };
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }

  if (!response.ok) {
    const requestId = response.headers.get("X-Request-Id");
    // Many buyers of one product at once: the transaction usually goes through a moment later.
    if (isApiErrorBody(data) && data.error.code === "contention" && retryContention) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response)));
      return send<T>(method, path, body, options, false);
    }
    throw apiErrorOf(response.status, data, requestId);
  }
  if (text && data === undefined) {
    const requestId = response.headers.get("X-Request-Id");
    throw new ApiError(response.status, "bad-response", "The shop sent an unreadable answer", undefined, requestId);
  }
  return { data: data as T, response };
}

/** The file name of a download, from `Content-Disposition: attachment; filename="<name>"`. */
function filenameOf(response: Response): string | null {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
}

async function request<T>(...args: Parameters<typeof send>): Promise<T> {
  return (await send<T>(...args)).data;
}

/** The one client for the API; `path` is relative to /api, e.g. api.get<Order>(`/orders/${id}`). */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  /** One page of a paged list (GET /products, /reviews, /orders, /user ...). */
  getPage: async <T>(path: string, options?: RequestOptions): Promise<ApiPage<T>> => {
    const { data, response } = await send<T[]>("GET", path, undefined, options);
    return { items: data, next: nextPath(response) };
  },
  /** A file the API answers (GET /orders/export.csv, GET /me/export): its text and the name the server gave it. */
  getFile: async (
    path: string,
    accept: "text/csv" | "application/json",
  ): Promise<{ text: string; filename: string | null }> => {
    const { data, response } = await send<string>("GET", path, undefined, { accept });
    return { text: data, filename: filenameOf(response) };
  },
  /** A file as bytes (an invoice's PDF), and the name the server gave it. */
  getBlob: async (path: string, accept: FileType): Promise<{ blob: Blob; filename: string | null }> => {
    const { data, response } = await send<Blob>("GET", path, undefined, { accept, blob: true });
    return { blob: data, filename: filenameOf(response) };
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  /** DELETE, with a body where the call takes one (DELETE /me's confirmation). */
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("DELETE", path, body, options),
};
