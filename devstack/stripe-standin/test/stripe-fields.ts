/**
 * Field names and JSON types of Stripe's objects, read from the example objects in Stripe's public
 * OpenAPI fixtures (github.com/stripe/openapi, openapi/fixtures3.json) and the stripe SDK's types.
 * Only the fields the stand-in may send are listed: a field not listed here is one Stripe does not have.
 * "?" = may be null.
 */
type Kind = "string" | "integer" | "boolean" | "object" | "array";
type Spec = Record<string, `${Kind}${"" | "?"}`>;

export const STRIPE_FIELDS: Record<"payment_intent" | "charge" | "refund" | "dispute" | "event", Spec> = {
  payment_intent: {
    id: "string",
    object: "string",
    amount: "integer",
    amount_capturable: "integer",
    amount_received: "integer",
    canceled_at: "integer?",
    cancellation_reason: "string?",
    capture_method: "string",
    client_secret: "string?",
    confirmation_method: "string",
    created: "integer",
    currency: "string",
    customer: "string?",
    description: "string?",
    last_payment_error: "object?",
    latest_charge: "string?",
    livemode: "boolean",
    metadata: "object",
    next_action: "object?",
    payment_method: "string?",
    payment_method_types: "array",
    receipt_email: "string?",
    status: "string",
  },
  charge: {
    id: "string",
    object: "string",
    amount: "integer",
    amount_captured: "integer",
    amount_refunded: "integer",
    balance_transaction: "string?",
    billing_details: "object",
    captured: "boolean",
    created: "integer",
    currency: "string",
    customer: "string?",
    description: "string?",
    disputed: "boolean",
    failure_code: "string?",
    failure_message: "string?",
    livemode: "boolean",
    metadata: "object",
    paid: "boolean",
    payment_intent: "string?",
    payment_method: "string?",
    payment_method_details: "object?",
    receipt_email: "string?",
    receipt_url: "string?",
    refunded: "boolean",
    refunds: "object?",
    status: "string",
  },
  refund: {
    id: "string",
    object: "string",
    amount: "integer",
    balance_transaction: "string?",
    charge: "string?",
    created: "integer",
    currency: "string",
    customer: "string?",
    metadata: "object?",
    payment_intent: "string?",
    payment_method: "string?",
    reason: "string?",
    receipt_number: "string?",
    source_transfer_reversal: "string?",
    status: "string?",
    transfer_reversal: "string?",
  },
  dispute: {
    id: "string",
    object: "string",
    amount: "integer",
    balance_transactions: "array",
    charge: "string",
    created: "integer",
    currency: "string",
    enhanced_eligibility_types: "array",
    evidence: "object",
    evidence_details: "object",
    is_charge_refundable: "boolean",
    livemode: "boolean",
    metadata: "object",
    payment_intent: "string?",
    reason: "string",
    status: "string",
  },
  event: {
    id: "string",
    object: "string",
    api_version: "string?",
    created: "integer",
    data: "object",
    livemode: "boolean",
    pending_webhooks: "integer",
    request: "object?",
    type: "string",
  },
};

/** Nested objects, by their path in the parent. */
export const STRIPE_NESTED_FIELDS = {
  "dispute.evidence_details": ["due_by", "has_evidence", "past_due", "submission_count"],
  "event.request": ["id", "idempotency_key"],
  list: ["object", "data", "has_more", "url"],
};

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Every field of `object` that Stripe's object of this type lacks or types differently, e.g. ["foo (unknown)"]. */
export function unlikeStripe(type: keyof typeof STRIPE_FIELDS, object: object): string[] {
  const spec = STRIPE_FIELDS[type];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const expected = spec[key];
    if (!expected) {
      problems.push(`${key} (unknown)`);
      continue;
    }
    const kind = kindOf(value);
    const nullable = expected.endsWith("?");
    if (kind !== expected.replace("?", "") && !(nullable && kind === "null")) {
      problems.push(`${key} (${kind}, Stripe's is ${expected})`);
    }
  }
  if ((object as { object?: string }).object !== type) problems.push(`object (not "${type}")`);
  return problems;
}
