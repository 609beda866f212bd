/**
 * Faults the stand-in can be told to have, so tests can see what the shop does when Stripe is
 * down, failing or slow (docs/payments.md, "When Stripe is down"). Controlled over HTTP:
 *
 *   POST   /_faults  {"mode": "hang" | "error" | "slow", "ms"?: number, "count"?: number}
 *   DELETE /_faults  clears it;  GET /_faults  shows it
 *
 * `hang` never answers, `error` answers 500 api_error as Stripe does in an incident, `slow` waits
 * `ms` (default 5000) and then answers normally. `count` calls are affected, or every call until
 * cleared. `path` (e.g. "/v1/tax/") limits the fault to the calls whose path starts with it, so a
 * test can take Stripe Tax down while payments work. Only Stripe's API (/v1/...) is affected; the browser script /v1/stripe.js still loads.
 */
export type FaultMode = "hang" | "error" | "slow";

export interface Fault {
  mode: FaultMode;
  ms: number;
  /** Calls still to be affected; null: every call until cleared. */
  count: number | null;
  /** Only calls whose path starts with this are affected; absent: every /v1 call. */
  path?: string;
}

const MODES: readonly FaultMode[] = ["hang", "error", "slow"];
const DEFAULT_SLOW_MS = 5_000;
const MAX_MS = 600_000;

export class FaultInputError extends Error {}

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new FaultInputError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** Reads a POST /_faults body; throws FaultInputError naming what is wrong. */
export function parseFault(body: unknown): Fault {
  if (typeof body !== "object" || body === null) throw new FaultInputError("the body must be a JSON object");
  const { mode, ms, count, path } = body as Record<string, unknown>;
  if (path !== undefined && (typeof path !== "string" || !path.startsWith("/v1/"))) {
    throw new FaultInputError('path must be a string starting with "/v1/"');
  }
  if (!MODES.includes(mode as FaultMode)) throw new FaultInputError(`mode must be one of ${MODES.join(", ")}`);
  return {
    mode: mode as FaultMode,
    ms: ms === undefined ? DEFAULT_SLOW_MS : wholeNumber(ms, "ms", 0, MAX_MS),
    count: count === undefined ? null : wholeNumber(count, "count", 1, 1_000_000),
    ...(path !== undefined && { path }),
  };
}

export class Faults {
  private current: Fault | null = null;

  set(fault: Fault): void {
    this.current = { ...fault };
  }

  clear(): void {
    this.current = null;
  }

  show(): Fault | null {
    return this.current && { ...this.current };
  }

  /** The fault the next API call has, counting it down; null when there is none. */
  take(path: string): Fault | null {
    const fault = this.current;
    if (!fault || (fault.path !== undefined && !path.startsWith(fault.path))) return null;
    if (fault.count !== null && --fault.count <= 0) this.current = null;
    return { ...fault };
  }
}
