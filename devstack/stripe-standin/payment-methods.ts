import { chargeOutcome, checkCard, TEST_PAYMENT_METHODS } from "./cards";
import { invalidRequest, missing, newId, unixTime } from "./errors";
import { object, text, type FormObject } from "./form";
import type { PaymentMethod } from "./objects";

/** Card PaymentMethods in memory (POST /v1/payment_methods, payment_method_data on confirm). */
export class PaymentMethodStore {
  private readonly methods = new Map<string, PaymentMethod>();

  create(form: FormObject): PaymentMethod {
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
      created: unixTime(),
      livemode: false,
      number: checked.number,
    };
    this.methods.set(method.id, method);
    return method;
  }

  /** The card a confirm charges: `payment_method_data`, a test PaymentMethod such as pm_card_visa, or one created before. */
  forConfirm(form: FormObject): PaymentMethod {
    const data = object(form, "payment_method_data");
    if (data) return this.create(data);
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
      return this.create({
        type: "card",
        card: { number: testNumber, exp_month: "12", exp_year: String(new Date().getUTCFullYear() + 5) },
      });
    const method = this.methods.get(id);
    if (!method) throw missing("PaymentMethod", id, "payment_method");
    return method;
  }
}

/** What a PaymentMethod looks like over the wire. */
export function shownPaymentMethod({ number: _number, ...method }: PaymentMethod) {
  return method;
}
