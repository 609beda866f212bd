import type { ChargeStore } from "./charges";
import { invalidRequest, missing, newId, unixTime } from "./errors";
import { metadata, text, type FormObject } from "./form";
import type { PaymentIntentStore } from "./payment-intents";
import type { StandinEvent } from "./event-log";
import type { Charge, Refund } from "./objects";

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;

/** Refunds of the stand-in's charges, in memory, with Stripe's rules on what may be refunded. */
export class RefundStore {
  private readonly refunds = new Map<string, Refund>();

  constructor(
    private readonly intents: PaymentIntentStore,
    private readonly charges: ChargeStore,
  ) {}

  retrieve(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw missing("refund", id);
    return refund;
  }

  /** Newest first, as Stripe lists a charge's refunds. */
  forCharge(chargeId: string): Refund[] {
    return [...this.refunds.values()].filter((refund) => refund.charge === chargeId).reverse();
  }

  /** POST /v1/refunds: refunds `amount` (default: all that is left) and emits refund.created and charge.refunded. */
  create(form: FormObject): { refund: Refund; events: StandinEvent[] } {
    const charge = this.chargeToRefund(form);
    if (charge.disputed) {
      throw invalidRequest(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        "charge_disputed",
      );
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    }
    const rawAmount = text(form, "amount");
    const amount = rawAmount === undefined ? left : Number(rawAmount);
    if (!Number.isInteger(amount) || amount < 1) {
      throw invalidRequest(`Invalid positive integer`, "amount", "parameter_invalid_integer");
    }
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      throw invalidRequest(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        "amount",
        "amount_too_large",
      );
    }
    const reason = text(form, "reason");
    if (reason !== undefined && !REASONS.includes(reason as (typeof REASONS)[number])) {
      throw invalidRequest(
        `Invalid reason: must be one of ${REASONS.join(", ")}`,
        "reason",
        "parameter_invalid_string",
      );
    }
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: unixTime(),
      currency: charge.currency,
      customer: charge.customer,
      metadata: metadata(form),
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: (reason as Refund["reason"]) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    return {
      refund,
      events: [
        { type: "refund.created", object: refund },
        { type: "charge.refunded", object: charge },
      ],
    };
  }

  /** The charge named by `charge`, or the latest charge of `payment_intent`; Stripe's errors otherwise. */
  private chargeToRefund(form: FormObject): Charge {
    const chargeId = text(form, "charge");
    const intentId = text(form, "payment_intent");
    if (!chargeId && !intentId) {
      throw invalidRequest(
        "One of the following params should be provided for this request: payment_intent or charge.",
        undefined,
        "parameter_missing",
      );
    }
    if (chargeId && intentId) {
      throw invalidRequest("You can only specify one of these parameters: charge, payment_intent.", undefined);
    }
    if (chargeId) return this.charges.retrieve(chargeId, "charge");
    const intent = this.intents.retrieve(intentId!, "payment_intent");
    if (intent.status !== "succeeded" || !intent.latest_charge) {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        "payment_intent",
      );
    }
    return this.charges.retrieve(intent.latest_charge, "payment_intent");
  }
}
