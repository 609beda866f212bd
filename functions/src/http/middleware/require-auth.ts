import type { NextFunction, Request, Response } from "express";
import { assertOwner, type Caller } from "../../domain/caller";
import { AppError } from "../../errors";
import { log } from "../../log";
import { checkWriteBudget } from "../../services/accounts/check-write-budget";
import { identifyCaller } from "../../services/accounts/identify-caller";
import { clientAddress } from "../client-address";
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
    let caller = await identifyCaller(token, { checkRevoked });
    // A team member's token is checked on every call, reads included: a role change revokes it
    // and takes effect at once (docs/decisions/034). A shopper's reads skip the Auth lookup.
    const member = caller.admin && !checkRevoked;
    if (member) caller = await identifyCaller(token, { checkRevoked: true });
    req.caller = { ...caller, address: clientAddress(req) };
    req.idToken = token;
    req.tokenLive = checkRevoked || member;
  } catch (error) {
    log.warn("rejected an ID token", { reason: (error as Error).message, code: (error as { code?: string }).code });
    throw new AppError("unauthenticated", "Your session is not valid; sign in again", 401);
  }
}

/**
 * Verifies `Authorization: Bearer <ID token>` (with firebase-admin, behind the service); 401 otherwise.
 * Every call that changes something (any method but GET), and every call with a team member's
 * token, also refuses a revoked token or a disabled account: that costs one Auth lookup, which a
 * shopper's own reads skip.
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

/**
 * 403 `owner-only` unless the caller is the shop's owner (staff are admins too, docs/decisions/034).
 * Use after requireAdmin. A route the owner alone may use takes this one more middleware.
 */
export async function requireOwner(req: Request, _res: Response, next: NextFunction) {
  assertOwner(callerOf(req));
  next();
}

/**
 * For calls open to anyone that act for an account when one signs them (POST /products/{id}/alerts):
 * a request with a bearer token goes through requireAuth (a bad token is 401, not anonymous);
 * one without stays anonymous (req.caller unset).
 */
export async function optionalAuth(req: Request, res: Response, next: NextFunction) {
  if (bearerToken(req)) return requireAuth(req, res, next);
  next();
}
