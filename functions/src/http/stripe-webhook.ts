import { taxEngine } from "../services/taxes/choose-tax-engine";
import express, { type Request, type Response } from "express";
import { webhookBudgetMs } from "../config";
import { AppError } from "../errors";
import { log } from "../log";
import { applyStripeEvent, verifyStripeEvent } from "../services/payments/receive-stripe-event";
import { errorHandler } from "./middleware/error-handler";
import { requestContext } from "./middleware/request-context";

class OutOfTime extends Error {}

/**
 * How long we give Firestore (8 s, WEBHOOK_BUDGET_MS in config.ts). Its SDK keeps retrying an
 * unreachable backend for minutes; we would rather answer 503 soon, well inside the function's
 * timeout, and let Stripe deliver again later (handling is idempotent, so a write that still lands
 * afterwards is harmless).
 */
function withinBudget<T>(work: Promise<T>): Promise<T> {
  const budgetMs = webhookBudgetMs();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime(`no answer within ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * POST from Stripe, on any path (the function's own URL, or /api/stripe/webhook through Hosting).
 * The signature is checked over the raw bytes Cloud Functions kept in req.rawBody. 400 for a bad
 * signature, 2xx for anything handled or deliberately ignored, 5xx when we failed, so that Stripe
 * delivers the event again.
 */
async function receive(req: Request, res: Response) {
  if (req.method !== "POST") throw new AppError("bad-request", "Stripe webhooks are POST requests", 405);
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const event = await verifyStripeEvent(rawBody, req.get("stripe-signature"));
  try {
    res.json({ received: true, outcome: await withinBudget(applyStripeEvent(event)) });
  } catch (error) {
    const late = error instanceof OutOfTime;
    log.error("stripe event not applied; Stripe will deliver it again", {
      eventId: event.id,
      eventType: event.type,
      error: late ? (error as Error).message : ((error as Error).stack ?? String(error)),
    });
    throw new AppError("internal", "The event could not be processed now; deliver it again", late ? 503 : 500);
  }
}

/** The stripeWebhook function's handler: the API's request id and error shape around `receive`. */
function buildStripeWebhook() {
  // As buildApp(): the tax engine is chosen here; a TAX_PROVIDER the shop does not know stops the function at its first event.
  taxEngine();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(requestContext);
  app.use(receive);
  app.use(errorHandler);
  return app;
}

export const handleStripeWebhook = buildStripeWebhook();
