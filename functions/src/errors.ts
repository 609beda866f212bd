import type { ErrorCode } from "@hometools/contract";

export interface AppErrorOptions {
  /** Sent as `error.fields`: a message per request field, keyed by its path (`lines.0.quantity`). */
  fields?: Record<string, string>;
  /** Sent as the Retry-After header (seconds): when a retry is likely to go through. */
  retryAfterSeconds?: number;
  /** Sent as `error.current`: for a version conflict, the thing as it now is. */
  current?: unknown;
}

/** The one error type the API throws on purpose; the error middleware turns it into the contract's shape. */
export class AppError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly current?: unknown;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.current = options.current;
  }
}

export const notFound = (what: string) => new AppError("not-found", `${what} not found`, 404);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message, 403);

/**
 * 503 `contention` with Retry-After: others kept changing what a unit read until it gave up
 * (docs/decisions/009 and 029). A moment later it will most likely go through.
 */
export const contention = () =>
  new AppError("contention", "Many people are buying this right now; please try again in a moment", 503, {
    retryAfterSeconds: 1,
  });
