import { rateLimits } from "../config";
import { countHits, recordHits } from "../data/rate-limit-repository";
import { AppError } from "../errors";

/** Whose budget a write is counted against: the account (its uid), or the client's address. */
export type BudgetKey = { kind: "account"; uid: string } | { kind: "address"; address: string };

const WINDOW_MS = 60_000;

/**
 * Counts one write against budgets of writes per minute (RATE_LIMIT_WRITES_PER_MINUTE per account,
 * RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE per client address), shared by every function instance
 * because it is counted in Firestore (docs/decisions/030-rate-limits.md). Past a budget: 429
 * rate-limited with Retry-After, the seconds until the minute's window ends; the first key given
 * that is past its budget names the refusal. The write is counted first, in one batch for every
 * key, and the windows counted after, all at once, so two instances at once never both slip under a
 * budget unseen (a refused write counts too: hammering keeps a client refused for its minute).
 */
export async function checkWriteBudgets(keys: readonly BudgetKey[], now: Date = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const limits = rateLimits();
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const minute = new Date(windowStart).toISOString().slice(0, 16);
  const buckets = keys.map((key) => `${key.kind === "account" ? `uid:${key.uid}` : `ip:${key.address}`}|${minute}`);
  await recordHits(buckets, now, new Date(windowStart + 2 * WINDOW_MS));
  const counts = await Promise.all(buckets.map(countHits));
  const over = keys.find(
    (key, index) => counts[index]! > (key.kind === "account" ? limits.perAccount : limits.perAddress),
  );
  if (!over) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now.getTime()) / 1000));
  throw new AppError(
    "rate-limited",
    over.kind === "account"
      ? `Too many changes from your account in a minute: please wait ${retryAfterSeconds} s and try again`
      : `Too many changes from your network in a minute: please wait ${retryAfterSeconds} s and try again`,
    429,
    { retryAfterSeconds },
  );
}

/** One key's budget (checkWriteBudgets). */
export const checkWriteBudget = (key: BudgetKey, now?: Date) => checkWriteBudgets([key], now);
