import type { NextFunction, Request, Response } from "express";
import { identifyOrderKey } from "../../services/checkout/identify-order-key";
import { docId } from "../validate";
import { requireAuth } from "./require-auth";

/**
 * requireAuth, or for a guest the header `X-Order-Key: <orderKey>` in place of a token, valid for
 * the one order this request names (`orderIdOf`). A token, when sent, wins.
 */
export function requireAuthOrOrderKey(orderIdOf: (req: Request) => unknown) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get("x-order-key");
    const orderId = orderIdOf(req);
    if (key === undefined || req.get("authorization") || (typeof orderId === "string" && orderId.includes("@"))) {
      await requireAuth(req, res, next);
      return;
    }
    req.caller = await identifyOrderKey(docId(orderId, "Order"), key);
    next();
  };
}

/** The caller if a token came (verified as requireAuth does), else none: POST /checkout serves both. */
export async function optionalAuth(req: Request, res: Response, next: NextFunction) {
  if (req.get("authorization") === undefined) {
    next();
    return;
  }
  await requireAuth(req, res, next);
}

/** The order a path parameter names. */
export const orderInPath = (name: string) => (req: Request) => req.params[name];
