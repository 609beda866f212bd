import type { ExportQuery, TaxReport } from "@hometools/contract";
import { findOrderWithArchived, listOrdersPaidBetween } from "../../data/orders/order-repository";
import { listRefundsMadeBetween } from "../../data/after-sale/refund-repository";
import { inertCell } from "../../domain/overview/daily-stats";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { toDollars } from "../../domain/pricing";
import { recordActivity } from "../team/record-activity";
import { taxReportRows, type ReportedRefund } from "../../domain/taxes/tax-report";

/** The UTC days `from` to `to`, both included, as [start, until). */
function period({ from, to }: ExportQuery): { start: Date; until: Date } {
  return {
    start: new Date(`${from}T00:00:00.000Z`),
    until: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000),
  };
}

/**
 * GET /tax-report (owner): per jurisdiction, the taxable amount and the tax collected on the orders
 * paid in the period, the tax refunded by the refunds made in it, and the net (domain/taxes/tax-report.ts).
 * A refund's tax is read from its order, where it was recorded with the refund.
 */
export async function taxReport(caller: Caller, query: ExportQuery): Promise<TaxReport> {
  const report = await buildTaxReport(query);
  await logReport(caller, query, `tax report ${query.from} to ${query.to}`);
  return report;
}

/** The report leaves the shop's hands: logged as an export is (docs/decisions/034). */
function logReport(caller: Caller, { from, to }: ExportQuery, label: string) {
  return runTransaction((tx) =>
    recordActivity(tx, caller, { action: "tax.report", target: { kind: "report", id: `${from}..${to}`, label } }),
  );
}

async function buildTaxReport(query: ExportQuery): Promise<TaxReport> {
  const { start, until } = period(query);
  const [paid, refundRows] = await Promise.all([
    listOrdersPaidBetween(start, until),
    listRefundsMadeBetween(start, until),
  ]);
  const orderIds = [...new Set(refundRows.map((row) => row.orderId))];
  const orders = new Map(
    (await Promise.all(orderIds.map((id) => findOrderWithArchived(id)))).flatMap((order) =>
      order ? [[order._id, order] as const] : [],
    ),
  );
  const refunds: ReportedRefund[] = refundRows.flatMap((row) => {
    const order = orders.get(row.orderId);
    const refund = order?.refunds.find((recorded) => recorded.refundId === row.refundId);
    return order && refund ? [{ taxCents: refund.taxCents, taxLines: order.taxLines }] : [];
  });
  return {
    from: query.from,
    to: query.to,
    rows: taxReportRows(paid, refunds).map(({ taxableCents, collectedCents, refundedCents, netCents, ...where }) => ({
      ...where,
      taxable: toDollars(taxableCents),
      collected: toDollars(collectedCents),
      refunded: toDollars(refundedCents),
      net: toDollars(netCents),
    })),
  };
}

export const taxReportColumns = [
  "country",
  "region",
  "label",
  "rate",
  "taxable",
  "collected",
  "refunded",
  "net",
] as const;

/** GET /tax-report.csv (owner): the same rows, money in dollars with two decimals. */
export async function taxReportCsv(caller: Caller, query: ExportQuery): Promise<{ csv: string; filename: string }> {
  const { rows } = await buildTaxReport(query);
  const money = (dollars: number) => dollars.toFixed(2);
  const cells = rows.map((row) => [
    row.country,
    row.region ?? "",
    inertCell(row.label),
    String(row.rate),
    money(row.taxable),
    money(row.collected),
    money(row.refunded),
    money(row.net),
  ]);
  const { stringify } = await import("csv-stringify/sync");
  const csv = stringify([[...taxReportColumns], ...cells], { record_delimiter: "windows", quoted_match: /[",\r\n']/ });
  const filename = `tax-report-${query.from}-to-${query.to}.csv`;
  await logReport(caller, query, filename);
  return { csv, filename };
}
