import { rateLimits } from "../../config";
import { countHits, recordHits } from "../../data/accounts/rate-limit-repository";
import type { Transaction } from "../../data/transaction";
import { Refused } from "../../domain/refused";

/** Whose budget a write is counted against: the account (its uid), or the client's address. */
export type BudgetKey = { kind: "account"; uid: string } | { kind: "address"; address: string };

const WINDOW_MS = 60_000;

/** The minute's buckets of the keys, and when their counters may be deleted. */
function windowOf(keys: readonly BudgetKey[], now: Date) {
  const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const minute = new Date(start).toISOString().slice(0, 16);
  const buckets = keys.map((key) => `${key.kind === "account" ? `uid:${key.uid}` : `ip:${key.address}`}|${minute}`);
  return { start, buckets, expireAt: new Date(start + 2 * WINDOW_MS) };
}

/** Refused over-write-budget, with the seconds until the minute ends, when a count is past its key's budget. */
function refuseOverBudget(keys: readonly BudgetKey[], counts: readonly number[], start: number, now: Date): void {
  const limits = rateLimits();
  const over = keys.find(
    (key, index) => counts[index]! > (key.kind === "account" ? limits.perAccount : limits.perAddress),
  );
  if (!over) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((start + WINDOW_MS - now.getTime()) / 1000));
  throw new Refused({ kind: "over-write-budget", whose: over.kind, retryAfterSeconds });
}

/**
 * Counts one write against budgets of writes per minute (RATE_LIMIT_WRITES_PER_MINUTE per account,
 * RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE per client address), shared by every function instance
 * because it is counted in Firestore (docs/decisions/030-rate-limits.md). Past a budget: 429
 * rate-limited with Retry-After, the seconds until the minute's window ends; the first key given
 * that is past its budget names the refusal. The write is counted first, then the windows are read
 * (two requests), so a refused write counts too: hammering keeps a client refused for its minute.
 */
export async function checkWriteBudgets(keys: readonly BudgetKey[], now: Date = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const { start, buckets, expireAt } = windowOf(keys, now);
  await recordHits(buckets, expireAt);
  refuseOverBudget(keys, await countHits(buckets), start, now);
}

/** One key's budget (checkWriteBudgets). */
export const checkWriteBudget = (key: BudgetKey, now?: Date) => checkWriteBudgets([key], now);

/** A write's budgets, read inside its unit and charged in its commit (chargeWriteBudgets). */
export interface BudgetCharge {
  buckets: string[];
  expireAt: Date;
}

/**
 * The write budgets of a write that is a unit of its own (an order, a checkout): their counters
 * are read with the unit's other reads (call it in the same Promise.all), and past a budget the
 * unit stops with 429 before it reads anything else. The write is counted only if the unit commits
 * (chargeWriteBudgets): a refused order writes nothing, and costs what a read costs.
 */
export async function readWriteBudgets(
  keys: readonly BudgetKey[],
  tx: Transaction,
  now: Date = new Date(),
): Promise<BudgetCharge> {
  const { start, buckets, expireAt } = windowOf(keys, now);
  // This write is not counted yet: it is the count's next one.
  if (buckets.length)
    refuseOverBudget(
      keys,
      (await countHits(buckets, tx)).map((count) => count + 1),
      start,
      now,
    );
  return { buckets, expireAt };
}

/** Counts the unit's write in its own commit (after its reads). */
export async function chargeWriteBudgets(charge: BudgetCharge, tx: Transaction): Promise<void> {
  if (charge.buckets.length) await recordHits(charge.buckets, charge.expireAt, tx);
}
