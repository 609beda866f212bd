import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { BODY_LIMIT_BYTES, IMAGE_BODY_LIMIT_BYTES } from "../../config";
import { AppError } from "../../errors";
import { log, withRequestId } from "../../log";

/** Gives every request an id (echoed as X-Request-Id) that each of its log lines carries. */
export function requestContext(req: Request, res: Response, next: NextFunction) {
  const trace = req.get("x-cloud-trace-context")?.split("/")[0];
  const requestId = req.get("x-request-id")?.slice(0, 64) || trace || randomUUID();
  res.setHeader("X-Request-Id", requestId);
  withRequestId(requestId, () => {
    const started = Date.now();
    res.on("finish", () => {
      log.info("request", { method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started });
    });
    next();
  });
}

/**
 * A photo upload (POST /products/{id}/images) may send a photo; every other body is small. The
 * path as the function sees it: with /api through Hosting, without on the function's own URL, and
 * matched as Express routes it (any case, one trailing slash).
 */
const PHOTO_UPLOAD = /^(\/api)?\/products\/[^/]+\/images\/?$/i;
const isPhotoUpload = (req: Request) => req.method === "POST" && PHOTO_UPLOAD.test(req.path);

/**
 * Cloud Functions parses the body before our app sees it (with a 32 MB limit) and keeps the
 * bytes in req.rawBody; refuse anything over our own limit here.
 */
export function bodyLimit(req: Request, _res: Response, next: NextFunction) {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get("content-length") ?? 0);
  const limit = isPhotoUpload(req) ? IMAGE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  if ((rawBody?.length ?? 0) > limit || declared > limit) {
    throw new AppError("payload-too-large", "The request body is too large", 413);
  }
  next();
}
