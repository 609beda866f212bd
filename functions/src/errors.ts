import type { ErrorCode } from "@hometools/contract";

export interface AppErrorOptions {
  /** Sent as `error.fields`: a message per request field, keyed by its path (`lines.0.quantity`). */
  fields?: Record<string, string>;
  /** Sent as the Retry-After header (seconds): when a retry is likely to go through. */
  retryAfterSeconds?: number;
  /** Sent as `error.current`: for a version conflict, the thing as it now is. */
  current?: unknown;
}

/**
 * An answer of the API in the contract's error shape, built by the HTTP layer: the error middleware
 * sends it as it is. Services, the domain, the repositories and the Stripe client never build one
 * (but for the transaction layer's `contention`, below): they throw the shop's refusals
 * (domain/refused.ts), which http/refusals/ words (docs/decisions/042).
 */
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

/**
 * 503 `contention` with Retry-After: others kept changing what a unit read until it gave up
 * (docs/decisions/009 and 029). A moment later it will most likely go through. The one AppError
 * built below http/: the transaction layer (data/transaction.ts) throws it as its own contract
 * (functions/test/api/platform/isolation.test.ts pins the shape), and the error middleware answers
 * Firestore's own give-up and the `contention` refusal with it (docs/decisions/042).
 */
export const contention = () =>
  new AppError("contention", "Many people are buying this right now; please try again in a moment", 503, {
    retryAfterSeconds: 1,
  });
