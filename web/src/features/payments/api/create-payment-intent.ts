import type { CreatePaymentIntentInput, PaymentIntentResult } from "@hometools/contract";
import { api } from "../../../lib/api-client";

/**
 * POST /create-payment-intent: the client secret of the order's PaymentIntent. The spec's client
 * sends the price; the server ignores it and charges the order's total from the database.
 */
export async function createPaymentIntent(input: CreatePaymentIntentInput): Promise<string> {
  return (await api.post<PaymentIntentResult>("/create-payment-intent", input)).clientSecret;
}
