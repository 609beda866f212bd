import { newId, unixTime } from "./errors";
import type { StandinEvent } from "./event-log";
import { EVIDENCE_FIELDS, type Charge, type Dispute } from "./objects";

const RESPONSE_WINDOW_S = 7 * 24 * 3600;

/**
 * The cardholder disputes the whole charge as fraudulent, as right after a payment with Stripe's
 * dispute test card: the charge is marked disputed (no longer refundable) and charge.dispute.created follows.
 */
export function openDispute(charge: Charge): StandinEvent {
  const created = unixTime();
  const dispute: Dispute = {
    id: newId("dp"),
    object: "dispute",
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null])) as Dispute["evidence"],
    evidence_details: {
      due_by: created + RESPONSE_WINDOW_S,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
  };
  charge.disputed = true;
  // Not caused by an API request of the account: Stripe sends such events with an empty request.
  return { type: "charge.dispute.created", object: dispute, request: { id: null, idempotency_key: null } };
}
