import { Refused } from "../../domain/refused";
import { log } from "../../log";
import { SignatureMismatch, type VerifiedEvent } from "../../payments/payment-gateway";
import { paymentGateway } from "../../payments/stripe-client";
import { isHandledStripeEvent } from "../../payments/stripe-events";
import { applyChargeEvent, type ChargeOutcome } from "./apply-charge-event";
import { applyPayment, type PaymentOutcome } from "./apply-payment";

/**
 * A webhook delivery from Stripe, step one: the event, if its signature matches the raw bytes
 * (Stripe signs those bytes; a re-serialised body would not match, and an unsigned body is never
 * trusted). 400 for a missing or bad signature.
 */
export async function verifyStripeEvent(rawBody: Buffer | undefined, signature: string | undefined) {
  if (!signature || !Buffer.isBuffer(rawBody)) {
    log.warn("stripe webhook without a signature");
    throw new Refused({ kind: "unsigned-event" });
  }
  try {
    return await paymentGateway().verifyEvent(rawBody, signature);
  } catch (error) {
    if (!(error instanceof SignatureMismatch)) throw error;
    log.warn("stripe webhook with a bad signature", { reason: error.message });
    throw new Refused({ kind: "bad-signature" });
  }
}

/**
 * Step two: what the event does to its order (applied once, however often Stripe delivers it).
 * Only the events of payments/stripe-events.ts are acted on; any other is answered 2xx and ignored.
 */
export async function applyStripeEvent(event: VerifiedEvent): Promise<PaymentOutcome | ChargeOutcome | "ignored"> {
  const webhookEvent = { id: event.id, type: event.type };
  if (isHandledStripeEvent(event.type)) {
    // A canceled intent is recorded and changes nothing: we cancel intents ourselves (cancel, delete,
    // expiry) and the order moved then; one canceled in Stripe's dashboard is replaced on the next pay.
    if (event.payment) return (await applyPayment(event.payment, { event: webhookEvent })).outcome;
    if (event.charge) return applyChargeEvent(webhookEvent, event.charge);
  }
  log.info("stripe event ignored", { eventId: event.id, eventType: event.type });
  return "ignored";
}
