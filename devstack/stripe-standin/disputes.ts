import type { Charge } from "./charges";
import { newId, unixTime } from "./errors";
import type { StandinEvent } from "./event-log";

/** Stripe's Dispute object, as its test card 4000 0000 0000 0259 opens one. */
export interface Dispute {
  id: string;
  object: "dispute";
  amount: number;
  balance_transactions: unknown[];
  charge: string;
  created: number;
  currency: string;
  enhanced_eligibility_types: string[];
  evidence: Record<(typeof EVIDENCE_FIELDS)[number], null>;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: "fraudulent";
  status: "needs_response";
}

// Stripe's evidence fields, all empty until the merchant responds.
const EVIDENCE_FIELDS = [
  "access_activity_log",
  "billing_address",
  "cancellation_policy",
  "cancellation_policy_disclosure",
  "cancellation_rebuttal",
  "customer_communication",
  "customer_email_address",
  "customer_name",
  "customer_purchase_ip",
  "customer_signature",
  "duplicate_charge_documentation",
  "duplicate_charge_explanation",
  "duplicate_charge_id",
  "product_description",
  "receipt",
  "refund_policy",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "service_date",
  "service_documentation",
  "shipping_address",
  "shipping_carrier",
  "shipping_date",
  "shipping_documentation",
  "shipping_tracking_number",
  "uncategorized_file",
  "uncategorized_text",
] as const;

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
