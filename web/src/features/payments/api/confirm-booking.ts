import type { BookingInput, Order } from "@hometools/contract";
import { api } from "../../../lib/api/api-client";

/** PATCH /booking/{id}: tells the server the card payment succeeded; it checks with Stripe and answers the paid order. */
export function confirmBooking(orderId: string, input: BookingInput): Promise<Order> {
  return api.patch<Order>(`/booking/${encodeURIComponent(orderId)}`, input);
}
