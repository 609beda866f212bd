import { z } from "zod";
import { dollars, integerLike, MAX_TEXT, requiredText } from "./fields";
import type { OrderHistoryEntry, OrderStatus } from "./order-lifecycle";

export const orderMessages = {
  belowMinimum: "inter minimum Amount",
  aboveAvailable: "reduce your quantity",
  quantityRequired: "Quantity is required",
  phoneRequired: "Phone number is required",
  locationRequired: "Location is required",
} as const;

/**
 * POST /orders. The name and email come from the token and the total from the server;
 * a client `totalPrice` is only compared (409 "price-changed" when it disagrees).
 */
export const createOrderInput = z.object({
  productId: requiredText("Product is required", 128),
  quantity: integerLike(orderMessages.quantityRequired, 1, orderMessages.belowMinimum),
  number: requiredText(orderMessages.phoneRequired, 40),
  location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  totalPrice: dollars("Total price is required").optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;
export type NewOrder = z.output<typeof createOrderInput>;

/**
 * The purchase form's rules for one product: the same fields plus the spec's quantity range.
 * The server applies the same range (see functions/src/domain/pricing.ts).
 */
export function purchaseFormInput(product: { minimumOrder: number; available: number }) {
  return z.object({
    quantity: integerLike(orderMessages.quantityRequired, 1, orderMessages.belowMinimum)
      .refine((quantity) => quantity >= product.minimumOrder, orderMessages.belowMinimum)
      .refine((quantity) => quantity <= product.available, orderMessages.aboveAvailable),
    number: requiredText(orderMessages.phoneRequired, 40),
    location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  });
}
export type PurchaseFormInput = z.input<ReturnType<typeof purchaseFormInput>>;

export interface Order {
  _id: string;
  uid: string;
  /** The customer's name (from the account). */
  name: string;
  email: string;
  productId: string;
  productName: string;
  /** Dollars. */
  unitPrice: number;
  quantity: number;
  /** Phone number. */
  number: string;
  location: string;
  /** Dollars: quantity x unitPrice, computed by the server. */
  totalPrice: number;
  /** True once money was taken, also when the order was later shipped or refunded. */
  paid: boolean;
  status: OrderStatus;
  /** A payment dispute was opened at Stripe (charge.dispute.created). */
  disputed: boolean;
  /** Until when a pending order holds its stock; null once it is no longer pending. */
  expiresAt: string | null;
  transactionId: string | null;
  createdAt: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  refundedAt: string | null;
  /** Every move, oldest first: when, to which status, who made it and why. */
  history: OrderHistoryEntry[];
}
