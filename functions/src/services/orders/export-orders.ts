import type { ExportQuery } from "@hometools/contract";
import { listOrdersPlacedBetween } from "../../data/orders/order-repository";
import { listRefundsMadeBetween } from "../../data/after-sale/refund-repository";
import { csvOf } from "../csv";
import { toDollars } from "../../domain/pricing";
import { addressLine } from "../../domain/checkout/address";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { recordActivity } from "../team/record-activity";

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
  "Order number",
  "Refunded",
  // The checkout's columns (empty for orders placed without one).
  "Ship to",
  "Shipping",
  "Shipping amount",
  "Discount",
  "Code",
  // Taxes, as charged (docs/decisions/036): the line's and the whole order's.
  "line tax",
  "order tax",
  // The line's variant (docs/decisions/045): empty for a tool without options.
  "sku",
  "variant",
] as const;

/**
 * GET /orders/export.csv (admin): one row per line of every live order placed on the UTC days
 * `from` to `to` (both included), oldest first, money in dollars without a sign; then one row per
 * refund made on those days (status "refund", its pieces, the refund's id, amount and tax), so each
 * refund counts on its own day whenever its order was placed. Every text cell is
 * made inert for spreadsheets (domain/overview/daily-stats.ts, inertCell); csv-stringify quotes as RFC 4180 says.
 */
export async function exportOrders(
  caller: Caller,
  { from, to }: ExportQuery,
): Promise<{ csv: string; filename: string }> {
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
      order.orderNumber,
      "",
      order.shippingAddress ? addressLine(order.shippingAddress) : "",
      order.shipping?.label ?? "",
      order.shipping ? amount(order.shipping.amountCents) : "",
      amount(order.discountCents),
      order.code ?? "",
      amount(line.taxCents),
      amount(order.taxCents),
      line.sku ?? "",
      line.variantLabel,
    ]),
  );
  for (const refund of await listRefundsMadeBetween(start, until)) {
    rows.push([
      refund.orderId,
      refund.atIso,
      "refund",
      refund.email,
      refund.lines
        .map((line) => `${line.quantity} x ${line.productName}${line.variantLabel ? ` (${line.variantLabel})` : ""}`)
        .join(", "),
      "",
      String(refund.lines.reduce((pieces, line) => pieces + line.quantity, 0)),
      "",
      refund.orderTotalCents === null ? "" : amount(refund.orderTotalCents),
      refund.refundId,
      refund.orderNumber,
      amount(refund.amountCents),
      "",
      "",
      "",
      "",
      "",
      // The refund's row: the tax inside it, and its order's tax as charged.
      refund.taxCents === null ? "" : amount(refund.taxCents),
      refund.orderTaxCents === null ? "" : amount(refund.orderTaxCents),
      "",
      "",
    ]);
  }
  const csv = await csvOf(exportColumns, rows);
  const filename = `orders-${from}-to-${to}.csv`;
  // Customers' emails leave the shop with it: the log keeps who took them (no export without its entry).
  await runTransaction((tx) =>
    recordActivity(tx, caller, {
      action: "orders.export",
      target: { kind: "export", id: `${from}..${to}`, label: filename },
    }),
  );
  return { csv, filename };
}
