import { missing, newId, unixTime } from "./errors";
import { list } from "./lists";
import type { PaymentIntent } from "./payment-intents";
import type { PaymentMethod } from "./payment-methods";

/** Stripe's Charge, with the fields an integration reads (all of them Stripe's own, with Stripe's types). */
export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  billing_details: PaymentMethod["billing_details"];
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: "card"; card: PaymentMethod["card"] };
  receipt_email: string | null;
  receipt_url: string | null;
  refunded: boolean;
  status: "succeeded" | "pending" | "failed";
}

/** The charges that succeeded PaymentIntents made, in memory. */
export class ChargeStore {
  private readonly charges = new Map<string, Charge>();

  /** A captured, paid charge of the whole amount (automatic capture, as the shop's intents use). */
  create(intent: PaymentIntent, method: PaymentMethod): Charge {
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: structuredClone(method.billing_details),
      captured: true,
      created: unixTime(),
      currency: intent.currency,
      customer: null,
      description: intent.description,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: true,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: "card", card: { ...method.card } },
      receipt_email: intent.receipt_email,
      receipt_url: null,
      refunded: false,
      status: "succeeded",
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  retrieve(id: string, param = "id"): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw missing("charge", id, param);
    return charge;
  }
}

/**
 * A charge as sent. Since API version 2022-11-15 Stripe leaves `refunds` out unless the request
 * expands it (`expand[]=refunds`), and never puts it in events; so does the stand-in.
 */
export function shownCharge(charge: Charge, refunds?: { id: string }[]) {
  if (!refunds) return charge;
  return { ...charge, refunds: list(refunds, `/v1/charges/${charge.id}/refunds`) };
}
