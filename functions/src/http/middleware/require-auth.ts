import type { NextFunction, Request, Response } from "express";
import type { Caller } from "../../domain/caller";
import { AppError } from "../../errors";
import { log } from "../../log";
import { identifyCaller } from "../../services/identify-caller";

declare module "express-serve-static-core" {
  interface Request {
    caller?: Caller;
    idToken?: string;
  }
}

/** The verified caller; only valid behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new AppError("unauthenticated", "Sign in first", 401);
  return req.caller;
}

/** Verifies `Authorization: Bearer <ID token>` (with firebase-admin, behind the service); 401 otherwise. */
export async function requireAuth(req: Request, _res: Response, next: NextFunction) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
  if (!match?.[1]) throw new AppError("unauthenticated", "Sign in first", 401);
  const token = match[1];
  try {
    req.caller = await identifyCaller(token);
    req.idToken = token;
  } catch (error) {
    log.warn("rejected an ID token", { reason: (error as Error).message });
    throw new AppError("unauthenticated", "Your session is not valid; sign in again", 401);
  }
  next();
}

/** 403 unless the verified caller carries the admin claim. Use after requireAuth. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!callerOf(req).admin) throw new AppError("forbidden", "Only admins can do this", 403);
  next();
}
