import { randomBytes } from "node:crypto";
import { chargeOutcome } from "./cards";
import type { ChargeStore } from "./charges";
import { invalidRequest, missing, newId, StripeApiError, unixTime } from "./errors";
import { openDispute } from "./disputes";
import type { StandinEvent } from "./event-log";
import { metadata, text, type FormObject } from "./form";
import { CANCELLABLE, type PaymentIntent } from "./objects";
import { shownPaymentMethod, type PaymentMethodStore } from "./payment-methods";

const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];

const MIN_AMOUNT = 50;

/** PaymentIntents in memory, with Stripe's test-mode rules. */
export class PaymentIntentStore {
  private readonly intents = new Map<string, PaymentIntent>();

  constructor(
    private readonly methods: PaymentMethodStore,
    private readonly charges: ChargeStore,
  ) {}

  create(form: FormObject): PaymentIntent {
    const amount = Number(text(form, "amount"));
    const currency = text(form, "currency")?.toLowerCase();
    if (text(form, "amount") === undefined)
      throw invalidRequest("Missing required param: amount.", "amount", "parameter_missing");
    if (!Number.isInteger(amount) || amount < 0)
      throw invalidRequest("Invalid integer: " + text(form, "amount"), "amount");
    if (amount < MIN_AMOUNT) throw invalidRequest("Amount must be at least $0.50 usd", "amount", "amount_too_small");
    if (!currency) throw invalidRequest("Missing required param: currency.", "currency", "parameter_missing");
    const id = newId("pi");
    const allowed = form.allowed_payment_method_types ?? form.payment_method_types;
    const intent: PaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      capture_method: "automatic",
      confirmation_method: "automatic",
      created: unixTime(),
      canceled_at: null,
      cancellation_reason: null,
      description: text(form, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadata(form),
      next_action: null,
      payment_method: null,
      payment_method_types: Array.isArray(allowed) ? allowed.map(String) : ["card"],
      receipt_email: text(form, "receipt_email") ?? null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  retrieve(id: string, param = "id"): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw missing("payment_intent", id, param);
    return intent;
  }

  /** Stripe.js calls with a publishable key prove access with the client secret. */
  retrieveWithSecret(id: string, clientSecret: string | undefined): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent || intent.client_secret !== clientSecret) throw missing("payment_intent", id);
    return intent;
  }

  /**
   * Charges the card. Success: the PaymentIntent succeeds with a charge (and, with the dispute test
   * card, a dispute follows). Decline: it goes back to requires_payment_method and `declined` holds
   * the 402 card_error to answer with. Either way the changes are events to deliver.
   */
  confirm(intent: PaymentIntent, form: FormObject): { events: StandinEvent[]; declined?: StripeApiError } {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw unexpectedState(
        intent,
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    const method = this.methods.forConfirm(form);
    const outcome = chargeOutcome(method.number);
    if (outcome.ok) {
      const charge = this.charges.create(intent, method);
      Object.assign(intent, {
        status: "succeeded",
        amount_received: intent.amount,
        latest_charge: charge.id,
        payment_method: method.id,
        last_payment_error: null,
      });
      const succeeded = { type: "payment_intent.succeeded", object: intent };
      return { events: outcome.disputed ? [succeeded, openDispute(charge)] : [succeeded] };
    }
    const { ok: _ok, brand: _brand, last4: _last4, ...reason } = outcome;
    const lastError = {
      type: "card_error" as const,
      ...reason,
      payment_method: shownPaymentMethod(method),
      doc_url: `https://stripe.com/docs/error-codes/${reason.code.replace(/_/g, "-")}`,
    };
    Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_payment_error: lastError });
    return {
      events: [{ type: "payment_intent.payment_failed", object: intent }],
      declined: new StripeApiError(402, { ...lastError, payment_intent: intent }),
    };
  }

  /** POST /v1/payment_intents/{id}/cancel, with Stripe's rules on status and reason. */
  cancel(intent: PaymentIntent, form: FormObject): { intent: PaymentIntent; events: StandinEvent[] } {
    if (!(CANCELLABLE as readonly string[]).includes(intent.status)) {
      throw unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(", ")}.`,
      );
    }
    const reason = text(form, "cancellation_reason");
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
      throw invalidRequest(
        `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`,
        "cancellation_reason",
        "parameter_invalid_string",
      );
    }
    Object.assign(intent, { status: "canceled", canceled_at: unixTime(), cancellation_reason: reason ?? null });
    return { intent, events: [{ type: "payment_intent.canceled", object: intent }] };
  }
}

/** Stripe's answer to a call the PaymentIntent's status does not allow: the intent rides along in the error. */
function unexpectedState(intent: PaymentIntent, message: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    message,
    payment_intent: structuredClone(intent),
    doc_url: "https://stripe.com/docs/error-codes/payment-intent-unexpected-state",
  });
}
