import { randomBytes } from "node:crypto";
import { chargeOutcome, checkCard, TEST_PAYMENT_METHODS } from "./cards";
import { invalidRequest, missing, newId, StripeApiError } from "./errors";
import { object, text, type FormObject } from "./form";

export interface PaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: "US"; funding: "credit" };
  billing_details: { name: string | null; email: string | null; phone: null; address: { postal_code: string | null } };
  created: number;
  livemode: false;
  /** Not shown by Stripe: the number, kept so a confirm knows what the card does. */
  number: string;
}

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "requires_confirmation" | "succeeded" | "canceled";
  client_secret: string;
  capture_method: "automatic";
  confirmation_method: "automatic";
  created: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
}

export type IntentEvent = { type: "payment_intent.succeeded" | "payment_intent.payment_failed"; intent: PaymentIntent };

const now = () => Math.floor(Date.now() / 1000);
const MIN_AMOUNT = 50;

/** PaymentIntents and PaymentMethods in memory, with Stripe's test-mode rules. */
export class PaymentIntentStore {
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly methods = new Map<string, PaymentMethod>();

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
      created: now(),
      canceled_at: null,
      cancellation_reason: null,
      description: text(form, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: Object.fromEntries(Object.entries(object(form, "metadata") ?? {}).map(([k, v]) => [k, String(v)])),
      next_action: null,
      payment_method: null,
      payment_method_types: Array.isArray(allowed) ? allowed.map(String) : ["card"],
      receipt_email: text(form, "receipt_email") ?? null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  retrieve(id: string): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw missing("payment_intent", id);
    return intent;
  }

  /** Stripe.js calls with a publishable key prove access with the client secret. */
  retrieveWithSecret(id: string, clientSecret: string | undefined): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent || intent.client_secret !== clientSecret) throw missing("payment_intent", id);
    return intent;
  }

  createPaymentMethod(form: FormObject): PaymentMethod {
    if ((text(form, "type") ?? "card") !== "card") throw invalidRequest("Only card PaymentMethods exist here.", "type");
    const card = object(form, "card");
    if (!text(card, "number"))
      throw invalidRequest("Missing required param: card[number].", "card[number]", "parameter_missing");
    const checked = checkCard({
      number: text(card, "number")!,
      exp_month: text(card, "exp_month"),
      exp_year: text(card, "exp_year"),
      cvc: text(card, "cvc"),
    });
    const { brand, last4 } = chargeOutcome(checked.number);
    const method: PaymentMethod = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand,
        last4,
        exp_month: checked.exp_month,
        exp_year: checked.exp_year,
        country: "US",
        funding: "credit",
      },
      billing_details: {
        name: text(form, "billing_details", "name") ?? null,
        email: text(form, "billing_details", "email") ?? null,
        phone: null,
        address: { postal_code: text(form, "billing_details", "address", "postal_code") ?? null },
      },
      created: now(),
      livemode: false,
      number: checked.number,
    };
    this.methods.set(method.id, method);
    return method;
  }

  private paymentMethod(form: FormObject): PaymentMethod {
    const data = object(form, "payment_method_data");
    if (data) return this.createPaymentMethod(data);
    const id = text(form, "payment_method");
    if (!id) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        "payment_method",
        "payment_intent_unexpected_state",
      );
    }
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (testNumber)
      return this.createPaymentMethod({
        type: "card",
        card: { number: testNumber, exp_month: "12", exp_year: String(new Date().getUTCFullYear() + 5) },
      });
    const method = this.methods.get(id);
    if (!method) throw missing("PaymentMethod", id, "payment_method");
    return method;
  }

  /**
   * Charges the card. Success: the PaymentIntent succeeds. Decline: it goes back to
   * requires_payment_method and `declined` holds the 402 card_error to answer with.
   * Either way the change is an event to deliver.
   */
  confirm(intent: PaymentIntent, form: FormObject): { event: IntentEvent; declined?: StripeApiError } {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        "payment_intent_unexpected_state",
      );
    }
    const method = this.paymentMethod(form);
    const outcome = chargeOutcome(method.number);
    if (outcome.ok) {
      Object.assign(intent, {
        status: "succeeded",
        amount_received: intent.amount,
        latest_charge: newId("ch"),
        payment_method: method.id,
        last_payment_error: null,
      });
      return { event: { type: "payment_intent.succeeded", intent } };
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
      event: { type: "payment_intent.payment_failed", intent },
      declined: new StripeApiError(402, { ...lastError, payment_intent: intent }),
    };
  }

  cancel(intent: PaymentIntent, form: FormObject): PaymentIntent {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        "payment_intent_unexpected_state",
      );
    }
    return Object.assign(intent, {
      status: "canceled",
      canceled_at: now(),
      cancellation_reason: text(form, "cancellation_reason") ?? null,
    });
  }
}

/** What a PaymentMethod looks like over the wire. */
export function shownPaymentMethod({ number: _number, ...method }: PaymentMethod) {
  return method;
}
