import type { Order } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

export interface RefundRequest {
  /** Pieces of each line: a line is a tool and one of its variants (`variantId`). */
  lines?: { productId: string; variantId?: string; quantity: number }[];
  amount?: number;
  restock?: boolean;
  reason?: string;
}

/** POST /orders/{id}/refund (admin): all that is left (no body), some pieces, or an amount, through Stripe. */
export function refundOrder(id: string, body?: RefundRequest): Promise<Order> {
  return api.post<Order>(`/orders/${encodeURIComponent(id)}/refund`, body);
}
