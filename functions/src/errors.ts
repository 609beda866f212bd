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
 * sends it as it is. Services, the domain, the repositories and the Stripe client never build one:
 * they throw the shop's refusals (domain/refused.ts), which http/refusals/ words (docs/decisions/042).
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
