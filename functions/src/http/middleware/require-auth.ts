import type { NextFunction, Request, Response } from "express";
import type { Caller } from "../../domain/caller";
import { AppError } from "../../errors";
import { log } from "../../log";
import { checkWriteBudget } from "../../services/check-write-budget";
import { identifyCaller } from "../../services/identify-caller";
import { bearerToken, countedInUnit, isWrite } from "./rate-limit";

declare module "express-serve-static-core" {
  interface Request {
    caller?: Caller;
    idToken?: string;
    /** True once the token was also checked against revocation and disabled accounts. */
    tokenLive?: boolean;
  }
}

/** The verified caller; only valid behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new AppError("unauthenticated", "Sign in first", 401);
  return req.caller;
}

async function identify(req: Request, checkRevoked: boolean) {
  const token = bearerToken(req);
  if (!token) throw new AppError("unauthenticated", "Sign in first", 401);
  try {
    req.caller = await identifyCaller(token, { checkRevoked });
    req.idToken = token;
    req.tokenLive = checkRevoked;
  } catch (error) {
    log.warn("rejected an ID token", { reason: (error as Error).message, code: (error as { code?: string }).code });
    throw new AppError("unauthenticated", "Your session is not valid; sign in again", 401);
  }
}

/**
 * Verifies `Authorization: Bearer <ID token>` (with firebase-admin, behind the service); 401 otherwise.
 * Every call that changes something (any method but GET) also refuses a revoked token or a
 * disabled account: that costs one Auth lookup, which a shopper's own reads skip.
 */
export async function requireAuth(req: Request, _res: Response, next: NextFunction) {
  await identify(req, req.method !== "GET");
  // Every write of an account counts against its budget, whatever address it comes from: most were
  // counted with their address already (rate-limit.ts).
  const { uid } = callerOf(req);
  if (isWrite(req) && !countedInUnit(req) && req.budgetCountedFor !== uid) {
    await checkWriteBudget({ kind: "account", uid });
  }
  next();
}

/**
 * 403 unless the verified caller carries the admin claim. Use after requireAuth; admin reads
 * are checked against revocation here, so a revoked or disabled admin is refused everywhere.
 */
export async function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.tokenLive) await identify(req, true);
  if (!callerOf(req).admin) throw new AppError("forbidden", "Only admins can do this", 403);
  next();
}
