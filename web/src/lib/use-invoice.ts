import type { Invoice } from "@hometools/contract";
import { ApiError } from "./api/api-client";
import { useApiQuery, usePublicApiQuery, type Query } from "./api/use-api-query";

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** Where an order's invoice and credit notes are downloaded (docs/api.md, "Invoices"). */
export const invoicePdfPath = (orderId: string) => `${orderPath(orderId)}/invoice.pdf`;
export const creditNotePdfPath = (orderId: string, number: string) =>
  `${orderPath(orderId)}/credit-notes/${encodeURIComponent(number)}.pdf`;

/**
 * GET /orders/{id}/invoice, asked only once the order is `paid` (the invoice is issued with the
 * payment): for its owner and admins with the ID token, for a guest (`guest`) with the order's key
 * their page sets. The account's and the guest's order pages both show it, so the hook lives here.
 */
export function useInvoice(orderId: string, { paid, guest }: { paid: boolean; guest: boolean }): Query<Invoice> {
  const path = paid ? `${orderPath(orderId)}/invoice` : null;
  const account = useApiQuery<Invoice>(guest ? null : path);
  const visitor = usePublicApiQuery<Invoice>(guest ? path : null);
  return guest ? visitor : account;
}

/** 404 `no-invoice`: the order was paid before invoices existed (or not yet), which is no failure. */
export const isNoInvoice = (error: unknown) => error instanceof ApiError && error.code === "no-invoice";
