// The zod-free entry: the schemas (and zod) stay out of the home page's bundle.
import type { ErrorCode } from "@hometools/contract/errors";

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
