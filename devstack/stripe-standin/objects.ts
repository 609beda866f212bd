/**
 * The Stripe objects the stand-in keeps and answers, in one place. The resources (payment-intents.ts,
 * charges.ts, refunds.ts, disputes.ts) take the types from here, so one imports another only where it
 * calls it, and their imports form no circle (functions/test/integration/import-circles.test.ts).
 */

/** Stripe's card PaymentMethod, plus the number the stand-in keeps for itself. */
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

/** Stripe's PaymentIntent (automatic capture, card only). */
export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: (typeof CANCELLABLE)[number] | "succeeded" | "canceled";
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

// Stripe's rules: these statuses may be cancelled, with one of these reasons.
export const CANCELLABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
] as const;

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

/** Stripe's Refund object. */
export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  customer: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  receipt_number: string | null;
  source_transfer_reversal: string | null;
  status: "succeeded";
  transfer_reversal: string | null;
}

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
export const EVIDENCE_FIELDS = [
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
