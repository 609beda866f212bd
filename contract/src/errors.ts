/** Every error the API answers with has this shape (docs/api.md, "Errors"). */
export const errorCodes = [
  "bad-request",
  "invalid-json",
  "unauthenticated",
  "forbidden",
  "not-found",
  "out-of-stock",
  "price-changed",
  "already-paid",
  "order-not-payable",
  "too-many-open-orders",
  "hold-limit",
  "contention",
  "payment-provider-unavailable",
  "conflict",
  "cart-empty",
  "version-conflict",
  "payload-too-large",
  "payment-failed",
  "email-not-verified",
  "too-many-reviews",
  "refund-exceeds-paid",
  "already-reviewed",
  "rate-limited",
  "owner-only",
  "last-owner",
  "recent-sign-in-required",
  "method-not-allowed",
  "rate-exists",
  "team-member",
  "category-in-use",
  "slug-taken",
  "sku-taken",
  "too-many-images",
  "no-invoice",
  "in-stock",
  "bad-token",
  "internal",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** For 400s: each bad field and what is wrong with it. */
    fields?: Record<string, string>;
    /** For 409 version-conflict: the thing as it is now, so the client can show what changed. */
    current?: unknown;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
