import type { ErrorCode } from "@hometools/contract";

/** The one error type the API throws on purpose; the error middleware turns it into the contract's shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Sent as the Retry-After header (seconds): when a retry is likely to go through. */
    readonly retryAfterSeconds?: number,
    /** Sent as `error.current`: for a version conflict, the thing as it now is. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError("not-found", `${what} not found`, 404);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message, 403);
