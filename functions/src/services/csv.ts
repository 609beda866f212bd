import { inertCell } from "../domain/overview/daily-stats";

/**
 * A CSV file for a spreadsheet (the exports: orders, invoices): RFC 4180 as csv-stringify writes it,
 * CRLF between records, every text cell made inert (domain/overview/daily-stats.ts, inertCell) so a
 * cell a customer typed never runs as a formula. csv-stringify loads with the first export.
 */
export async function csvOf(columns: readonly string[], rows: readonly string[][]): Promise<string> {
  const { stringify } = await import("csv-stringify/sync");
  return stringify([[...columns], ...rows.map((row) => row.map(inertCell))], {
    record_delimiter: "windows",
    quoted_match: /[",\r\n']/,
  });
}
