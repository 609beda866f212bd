import type { InvoiceListQuery, InvoiceListRow } from "@hometools/contract";
import { listIssuedBetween } from "../../data/invoices/invoice-repository";
import { assertOwner, type Caller } from "../../domain/caller";
import { compareNumbers } from "../../domain/invoices/invoice-number";
import { listRowOf } from "../../domain/invoices/invoice-view";
import { csvOf } from "../csv";

/**
 * GET /invoices?from=&to= (owner): every invoice and credit note issued on those UTC days (both
 * included), invoices first, each kind in ascending number order per prefix (then year, then place).
 */
export async function listInvoices(caller: Caller, { from, to }: Pick<InvoiceListQuery, "from" | "to">) {
  assertOwner(caller);
  const start = new Date(`${from}T00:00:00.000Z`);
  const until = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);
  const { invoices, creditNotes } = await listIssuedBetween(start, until);
  const byNumber = (a: InvoiceListRow, b: InvoiceListRow) => compareNumbers(a.number, b.number);
  return [...invoices.map(listRowOf).sort(byNumber), ...creditNotes.map(listRowOf).sort(byNumber)];
}

export const invoiceCsvColumns = [
  "number",
  "kind",
  "issuedAt",
  "orderNumber",
  "invoiceNumber",
  "tax",
  "total",
] as const;

/**
 * `?format=csv`: the same rows for the accountant, RFC 4180 as the orders' export writes it
 * (services/csv.ts), money as 1234.50.
 */
export async function listInvoicesCsv(
  caller: Caller,
  query: Pick<InvoiceListQuery, "from" | "to">,
): Promise<{ csv: string; filename: string }> {
  const rows = await listInvoices(caller, query);
  const csv = await csvOf(
    invoiceCsvColumns,
    rows.map((row) => [
      row.number,
      row.kind,
      row.issuedAt,
      row.orderNumber,
      row.invoiceNumber,
      row.tax.toFixed(2),
      row.total.toFixed(2),
    ]),
  );
  return { csv, filename: `invoices-${query.from}-to-${query.to}.csv` };
}
