import type { PaymentRefusal } from "../../domain/payments/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const paymentWording: Wording<PaymentRefusal> = {
  "already-paid": () => new AppError("already-paid", "This order is already paid", 409),
  "payment-processing": () =>
    new AppError("conflict", "A payment for this order is being processed; try again in a minute", 409),
  "not-this-transaction": () =>
    new AppError("bad-request", "That transaction does not belong to this order", 400, {
      fields: { transactionId: "This transaction does not belong to this order" },
    }),
  "payment-not-succeeded": () => new AppError("payment-failed", "The payment has not succeeded", 409),
  "payment-mismatch": ({ problem }) =>
    new AppError("payment-failed", `The payment does not match this order: ${problem}`, 409),
  "payments-unavailable": ({ retryAfterSeconds }) =>
    new AppError(
      "payment-provider-unavailable",
      "Card payments are unavailable for a moment. Your order is kept; please try again in a minute.",
      503,
      { retryAfterSeconds },
    ),
  "unsigned-event": () => new AppError("bad-request", "Missing Stripe-Signature header", 400),
  "bad-signature": () => new AppError("bad-request", "The Stripe signature does not match this request", 400),
};
