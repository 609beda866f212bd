import type { ApiErrorBody } from "@hometools/contract";
import type { NextFunction, Request, Response } from "express";
import { Refused } from "../../domain/refused";
import { AppError, contention } from "../../errors";
import { log } from "../../log";
import { refusalError } from "../refusals/refusal-error";

function send(res: Response, status: number, error: ApiErrorBody["error"]) {
  res.status(status).json({ error } satisfies ApiErrorBody);
}

/** Unknown paths: 404 in the contract's shape. */
export function notFoundHandler(_req: Request, res: Response) {
  send(res, 404, { code: "not-found", message: "No such endpoint" });
}

// gRPC status ABORTED, as firebase-admin reports a transaction Firestore would not commit.
const GRPC_ABORTED = 10;

function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === GRPC_ABORTED || code === "aborted" || code === "firestore/aborted";
}

/**
 * The one place errors become responses: the shop's refusals (Refused) are worded by
 * http/refusals/refusal-error.ts, AppErrors keep their code and status, body-parser's
 * errors become 400/413, Express's own refusals 400/404, a transaction Firestore gave up on becomes
 * 503 `contention` with Retry-After, and anything else is logged with the request id and answered 500
 * without a stack trace.
 */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  if (error instanceof Refused) {
    errorHandler(refusalError(error.refusal), req, res, _next);
    return;
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) res.set("Retry-After", String(error.retryAfterSeconds));
    send(res, error.status, {
      code: error.code,
      message: error.message,
      ...(error.fields && { fields: error.fields }),
      ...(error.current !== undefined && { current: error.current }),
    });
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    send(res, 413, { code: "payload-too-large", message: "The request body is too large" });
    return;
  }
  if (type === "entity.parse.failed") {
    send(res, 400, { code: "invalid-json", message: "The request body is not valid JSON" });
    return;
  }
  if (isContention(error)) {
    // Firestore gave up on a transaction after firebase-admin's retries (many buyers of one
    // product at once, on the embedded fallback's locking units): answered as a unit that gave up.
    log.warn("transaction contention", { method: req.method, path: req.path });
    errorHandler(contention(), req, res, _next);
    return;
  }
  // Express's own refusals (a path with broken percent-encoding is a 400 from the router).
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    send(res, status === 404 ? 404 : 400, {
      code: status === 404 ? "not-found" : "bad-request",
      message: status === 404 ? "No such endpoint" : "The request is malformed",
    });
    return;
  }
  log.error("unhandled error", { method: req.method, path: req.path, error: (error as Error)?.stack ?? String(error) });
  send(res, 500, { code: "internal", message: "Something went wrong on our side; please try again" });
}
