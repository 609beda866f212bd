import type { NextFunction, Request, Response } from "express";
import { checkWriteBudgets, type BudgetKey } from "../../services/accounts/check-write-budget";
import { identifyCaller } from "../../services/accounts/identify-caller";
import { clientAddress } from "../client-address";

declare module "express-serve-static-core" {
  interface Request {
    /** The account whose write budget limitWrites already counted this request against. */
    budgetCountedFor?: string;
  }
}

/** A quote is a POST that writes nothing (it reserves nothing): it costs what a read costs. */
const READS_SENT_AS_POST = new Set(["/cart/quote"]);

/**
 * Writes that are one unit each count against their budgets inside that unit: the counters are
 * read with the unit's other reads and charged in its commit (docs/decisions/030-rate-limits.md,
 * "In the unit"). Their routes pass budgetKeys(req) to the service.
 */
const COUNTED_IN_UNIT = new Set(["/orders", "/checkout", "/cart/checkout"]);

/** Reads (and the CORS preflight) are never counted: only calls that change something. */
export const isWrite = (req: Request) =>
  !["GET", "HEAD", "OPTIONS"].includes(req.method) && !READS_SENT_AS_POST.has(req.path);

/** Whether the write's budgets are counted in its service's unit rather than here. */
export const countedInUnit = (req: Request) => req.method === "POST" && COUNTED_IN_UNIT.has(req.path);

/** The budgets a write counted in its unit is held to: its client address's, and its account's. */
export function budgetKeys(req: Request): BudgetKey[] {
  const keys: BudgetKey[] = [{ kind: "address", address: clientAddress(req) }];
  if (req.caller) keys.push({ kind: "account", uid: req.caller.uid });
  return keys;
}

/** The bearer token the request carries, if any (require-auth.ts answers 401 for a bad one). */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
}

/**
 * Every write counts against its client address's budget before any route runs, and, when it
 * carries a token that verifies, against that account's budget in the same step: one batch of hits,
 * then both windows counted at once (docs/decisions/030-rate-limits.md). The token is only verified
 * here, without the revocation lookup; requireAuth still refuses a revoked token or a disabled
 * account, and counts the account itself when this step could not (require-auth.ts).
 */
export async function limitWrites(req: Request, _res: Response, next: NextFunction) {
  if (!isWrite(req) || countedInUnit(req)) return next();
  const keys: BudgetKey[] = [{ kind: "address", address: clientAddress(req) }];
  const token = bearerToken(req);
  const caller = token ? await identifyCaller(token).catch(() => undefined) : undefined;
  if (caller) keys.push({ kind: "account", uid: caller.uid });
  await checkWriteBudgets(keys);
  req.budgetCountedFor = caller?.uid;
  next();
}
