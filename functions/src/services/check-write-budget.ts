import { rateLimits } from "../config";
import { countHits, recordHit } from "../data/rate-limit-repository";
import { AppError } from "../errors";

/** Whose budget a write is counted against: the account (its uid), or the client's address. */
export type BudgetKey = { kind: "account"; uid: string } | { kind: "address"; address: string };

const WINDOW_MS = 60_000;

/**
 * Counts one write against a budget of writes per minute (RATE_LIMIT_WRITES_PER_MINUTE per account,
 * RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE per client address), shared by every function instance
 * because it is counted in Firestore (docs/decisions/030-rate-limits.md). Past the budget: 429
 * rate-limited with Retry-After, the seconds until the minute's window ends. The write is counted
 * first and the window counted after, so two instances at once never both slip under the budget
 * unseen (a refused write counts too: hammering keeps a client refused for its minute).
 */
export async function checkWriteBudget(key: BudgetKey, now: Date = new Date()): Promise<void> {
  const limits = rateLimits();
  const budget = key.kind === "account" ? limits.perAccount : limits.perAddress;
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const id = key.kind === "account" ? `uid:${key.uid}` : `ip:${key.address}`;
  const bucket = `${id}|${new Date(windowStart).toISOString().slice(0, 16)}`;
  await recordHit(bucket, now, new Date(windowStart + 2 * WINDOW_MS));
  const count = await countHits(bucket);
  if (count <= budget) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now.getTime()) / 1000));
  throw new AppError(
    "rate-limited",
    key.kind === "account"
      ? `Too many changes from your account in a minute: please wait ${retryAfterSeconds} s and try again`
      : `Too many changes from your network in a minute: please wait ${retryAfterSeconds} s and try again`,
    429,
    { retryAfterSeconds },
  );
}
