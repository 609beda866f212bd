import { randomBytes } from "node:crypto";

/** Stripe's error object: `{ error: { type, code?, decline_code?, message, param?, ... } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error";
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
      payment_intent?: unknown;
      payment_method?: unknown;
      doc_url?: string;
    },
  ) {
    super(body.message);
  }
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** Stripe's timestamps: whole seconds since the Unix epoch. */
export const unixTime = () => Math.floor(Date.now() / 1000);

export const invalidRequest = (message: string, param?: string, code?: string, status = 400) =>
  new StripeApiError(status, {
    type: "invalid_request_error",
    message,
    ...(param && { param }),
    ...(code && { code }),
  });

export const missing = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: "https://stripe.com/docs/error-codes/resource-missing",
  });

export const unauthorized = (message: string) => new StripeApiError(401, { type: "invalid_request_error", message });
