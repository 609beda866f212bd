import { INVOICE_SEQUENCE_DIGITS } from "@hometools/contract";

/**
 * Invoice and credit note numbers (docs/decisions/047-invoices.md): `<prefix>-<YYYY>-<NNNNNN>`, one
 * gapless sequence per prefix and calendar year in UTC, starting at 1. The counter of a sequence is
 * one document (data/invoices/invoice-counter-repository.ts); this file only names and formats.
 */

/** The UTC calendar year a document issued at `at` belongs to: 2026-12-31T23:59Z is 2026, a minute later 2027. */
export const sequenceYear = (at: Date): number => at.getUTCFullYear();

/** The counter of one sequence: `INV-2026`. */
export const sequenceId = (prefix: string, year: number): string => `${prefix}-${year}`;

/** The number of the `sequence`-th document of a prefix's year: `INV-2026-000001`. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${sequenceId(prefix, year)}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, "0")}`;
}

/** The next number of a sequence whose last issued place was `last` (0: none yet this year). */
export function nextNumber(
  prefix: string,
  at: Date,
  last: number,
): { number: string; sequence: number; year: number; counter: string } {
  const year = sequenceYear(at);
  const sequence = last + 1;
  return { number: documentNumber(prefix, year, sequence), sequence, year, counter: sequenceId(prefix, year) };
}

/**
 * Numbers in the order an accountant reads them: by prefix, then year, then place (numeric, so
 * 1,000,000 follows 999,999 although it has one digit more).
 */
export function compareNumbers(a: string, b: string): number {
  const split = (number: string) => {
    const [sequence = "0", year = "0", ...prefix] = number.split("-").reverse();
    return { prefix: prefix.reverse().join("-"), year: Number(year), sequence: Number(sequence) };
  };
  const [x, y] = [split(a), split(b)];
  if (x.prefix !== y.prefix) return x.prefix < y.prefix ? -1 : 1;
  return x.year - y.year || x.sequence - y.sequence;
}
