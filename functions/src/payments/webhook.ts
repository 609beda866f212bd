import { randomUUID } from "node:crypto";
import type { ApiErrorBody, ErrorCode } from "@hometools/contract";
import type { Response } from "express";
import type { Request } from "firebase-functions/v2/https";
import { log, withRequestId } from "../log";
import { applyPayment, type PaymentResult } from "../services/mark-paid";
import { paymentFacts, stripe, webhookSecret, type Stripe } from "./stripe-client";

/** The events we act on; Stripe may send others (answered 2xx and ignored). */
const HANDLED = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);

/**
 * How long we give Firestore. Its SDK keeps retrying an unreachable backend for minutes; we would
 * rather answer 503 soon, well inside the function's timeout, and let Stripe deliver again later
 * (handling is idempotent, so a write that still lands afterwards is harmless).
 */
export const WEBHOOK_BUDGET_MS = 8_000;

function fail(res: Response, status: number, code: ErrorCode, message: string) {
  res.status(status).json({ error: { code, message } } satisfies ApiErrorBody);
}

class OutOfTime extends Error {}

function withinBudget<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime(`no answer within ${WEBHOOK_BUDGET_MS} ms`)), WEBHOOK_BUDGET_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * POST from Stripe. The signature is checked over the raw bytes Cloud Functions kept in
 * req.rawBody (Stripe signs those bytes; a re-serialised req.body would not match, and an unsigned
 * body is never trusted). 400 for a bad signature, 2xx for anything handled or deliberately
 * ignored, 5xx when we failed, so that Stripe delivers the event again.
 */
export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  const requestId = req.get("x-request-id")?.slice(0, 64) || randomUUID();
  res.setHeader("X-Request-Id", requestId);
  await withRequestId(requestId, () => handle(req, res));
}

async function handle(req: Request, res: Response) {
  if (req.method !== "POST") return fail(res, 405, "bad-request", "Stripe webhooks are POST requests");
  const signature = req.get("stripe-signature");
  if (!signature || !Buffer.isBuffer(req.rawBody)) {
    log.warn("stripe webhook without a signature");
    return fail(res, 400, "bad-request", "Missing Stripe-Signature header");
  }

  let event: Stripe.Event;
  try {
    event = (await stripe()).webhooks.constructEvent(req.rawBody, signature, webhookSecret());
  } catch (error) {
    if ((error as { type?: string }).type !== "StripeSignatureVerificationError") {
      log.error("stripe webhook: could not verify", { error: (error as Error).stack ?? String(error) });
      return fail(res, 500, "internal", "Something went wrong on our side; please try again");
    }
    log.warn("stripe webhook with a bad signature", { reason: (error as Error).message.split("\n")[0] });
    return fail(res, 400, "bad-request", "The Stripe signature does not match this request");
  }

  if (!HANDLED.has(event.type)) {
    log.info("stripe event ignored", { eventId: event.id, eventType: event.type });
    res.json({ received: true, outcome: "ignored" });
    return;
  }

  const intent = event.data.object as Stripe.PaymentIntent;
  let result: PaymentResult;
  try {
    result = await withinBudget(applyPayment(paymentFacts(intent), { event: { id: event.id, type: event.type } }));
  } catch (error) {
    const late = error instanceof OutOfTime;
    log.error("stripe event not applied; Stripe will deliver it again", {
      eventId: event.id,
      eventType: event.type,
      error: late ? (error as Error).message : ((error as Error).stack ?? String(error)),
    });
    return fail(res, late ? 503 : 500, "internal", "The event could not be processed now; deliver it again");
  }
  res.json({ received: true, outcome: result.outcome });
}
