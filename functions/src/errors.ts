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

/**
 * 503 `contention` with Retry-After: others kept changing what a unit read until it gave up
 * (docs/decisions/009 and 029). A moment later it will most likely go through.
 */
export const contention = () =>
  new AppError("contention", "Many people are buying this right now; please try again in a moment", 503, undefined, 1);
