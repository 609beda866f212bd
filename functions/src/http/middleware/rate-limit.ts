import type { NextFunction, Request, Response } from "express";
import { checkWriteBudgets, type BudgetKey } from "../../services/check-write-budget";
import { identifyCaller } from "../../services/identify-caller";
import { clientAddress } from "../client-address";

declare module "express-serve-static-core" {
  interface Request {
    /** The account whose write budget limitWrites already counted this request against. */
    budgetCountedFor?: string;
  }
}

/** Reads (and the CORS preflight) are never counted: only calls that change something. */
export const isWrite = (req: Request) => !["GET", "HEAD", "OPTIONS"].includes(req.method);

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
  if (!isWrite(req)) return next();
  const keys: BudgetKey[] = [{ kind: "address", address: clientAddress(req) }];
  const token = bearerToken(req);
  const caller = token ? await identifyCaller(token).catch(() => undefined) : undefined;
  if (caller) keys.push({ kind: "account", uid: caller.uid });
  await checkWriteBudgets(keys);
  req.budgetCountedFor = caller?.uid;
  next();
}
