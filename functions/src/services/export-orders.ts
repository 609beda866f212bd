import type { ExportQuery } from "@hometools/contract";
import { listOrdersPlacedBetween } from "../data/order-repository";
import { inertCell } from "../domain/daily-stats";
import { toDollars } from "../domain/pricing";
import { addressLine } from "../domain/address";

/** 1234.5 dollars as 1234.50: a number every spreadsheet reads, with no currency sign or grouping. */
const amount = (cents: number) => toDollars(cents).toFixed(2);

export const exportColumns = [
  "Order ID",
  "Created",
  "Status",
  "Customer email",
  "Product",
  "Unit price",
  "Quantity",
  "Line total",
  "Order total",
  "Transaction ID",
  // The checkout's columns (empty for orders placed without one).
  "Ship to",
  "Shipping",
  "Shipping amount",
  "Discount",
  "Code",
] as const;

/**
 * GET /orders/export.csv (admin): one row per line of every live order placed on the UTC days
 * `from` to `to` (both included), oldest first, money in dollars without a sign. Every text cell is
 * made inert for spreadsheets (domain/daily-stats.ts, inertCell); csv-stringify quotes as RFC 4180 says.
 */
export async function exportOrders({ from, to }: ExportQuery): Promise<{ csv: string; filename: string }> {
  const start = new Date(`${from}T00:00:00.000Z`);
  const until = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);
  const orders = await listOrdersPlacedBetween(start, until);
  const rows = orders.flatMap((order) =>
    order.lines.map((line) => [
      order._id,
      order.createdAt ?? "",
      order.status,
      order.email,
      line.productName,
      amount(line.unitPriceCents),
      String(line.quantity),
      amount(line.lineTotalCents),
      amount(order.totalCents),
      order.transactionId ?? "",
      order.shippingAddress ? addressLine(order.shippingAddress) : "",
      order.shipping?.label ?? "",
      order.shipping ? amount(order.shipping.amountCents) : "",
      amount(order.discountCents),
      order.code ?? "",
    ]),
  );
  const { stringify } = await import("csv-stringify/sync");
  const csv = stringify([[...exportColumns], ...rows.map((row) => row.map(inertCell))], {
    record_delimiter: "windows",
    quoted_match: /[",\r\n']/,
  });
  return { csv, filename: `orders-${from}-to-${to}.csv` };
}
