import { urls } from "../../ports/ports";

/**
 * One HTTP call to the shop's API, as a second client makes it. Every answer is shown to the
 * observers first: the API tests register one that holds each answer to the served OpenAPI document.
 */
export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  /** Sent as multipart/form-data (a photo upload); fetch writes the boundary into the Content-Type. */
  form?: FormData;
  headers?: Record<string, string>;
  /** The API's base URL: the api function itself by default, or `${urls.web}/api` through Hosting. */
  base?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface SentRequest {
  method: string;
  path: string;
  body: string | undefined;
  contentType: string | undefined;
}

export type AnswerObserver = (request: SentRequest, status: number, parsed: unknown, text: string) => Promise<void>;

const observers: AnswerObserver[] = [];

/** Registers a check every later answer goes through (it throws to fail the call). */
export function observeAnswers(observer: AnswerObserver): void {
  if (!observers.includes(observer)) observers.push(observer);
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

/** Calls the API and answers whatever it said, any status. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(`${options.base ?? urls.api}${path}`, { method, headers, body: options.form ?? body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: the text is the body */
  }
  const sent = { method, path, body, contentType: options.form ? "multipart/form-data" : headers["content-type"] };
  for (const observe of observers) await observe(sent, response.status, parsed, text);
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** Calls the API and answers the body of a 2xx; anything else throws an ApiError. */
export async function api<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const result = await call<T>(method, path, options);
  if (result.status < 200 || result.status > 299) throw new ApiError(result.status, result.body, `${method} ${path}`);
  return result.body;
}

/** Polls until `check` answers a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, what = "it"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
