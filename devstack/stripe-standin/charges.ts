import { missing, newId, unixTime } from "./errors";
import { list } from "./lists";
import type { Charge, PaymentIntent, PaymentMethod } from "./objects";

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
