import type { NextFunction, Request, Response } from "express";
import { checkWriteBudget } from "../../services/check-write-budget";
import { clientAddress } from "../client-address";

/** Reads (and the CORS preflight) are never counted: only calls that change something. */
export const isWrite = (req: Request) => !["GET", "HEAD", "OPTIONS"].includes(req.method);

/**
 * Every write counts against its client address's budget before anything else runs (the token's
 * check included); requireAuth then counts it against the account's (require-auth.ts).
 */
export async function limitAddressWrites(req: Request, _res: Response, next: NextFunction) {
  if (isWrite(req)) await checkWriteBudget({ kind: "address", address: clientAddress(req) });
  next();
}
