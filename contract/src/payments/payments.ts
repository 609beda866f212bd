import { z } from "../zod";
import { MAX_SHORT } from "../fields";

/** POST /create-payment-intent. `price` is accepted for the spec's client but never used. */
export const createPaymentIntentInput = z.object({
  orderId: z.string({ error: "Order is required" }).trim().min(1, "Order is required").max(128),
  price: z.unknown().optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;

export const paymentIntentResult = z.object({ clientSecret: z.string() });
export type PaymentIntentResult = z.output<typeof paymentIntentResult>;

/** PATCH /booking/{id}: after a successful card payment. `appointment` is the spec's extra field. */
export const bookingInput = z.object({
  transactionId: z
    .string({ error: "Transaction ID is required" })
    .trim()
    .min(1, "Transaction ID is required")
    .max(MAX_SHORT),
  appointment: z.unknown().optional(),
});
export type BookingInput = z.input<typeof bookingInput>;
