/**
 * The tax report (docs/api.md, "Taxes"), pure: per jurisdiction (country, region, label, rate) the
 * taxable amount and the tax collected on the orders paid in a period, the tax refunded by the
 * refunds made in it, and what is left. Money in integer cents.
 */

/** Where a rate applied, as an order's stored tax line names it. */
export interface Jurisdiction {
  country: string;
  region: string | null;
  label: string;
  rate: number;
}

export interface TaxReportRow extends Jurisdiction {
  taxableCents: number;
  collectedCents: number;
  refundedCents: number;
  netCents: number;
}

/** What the report needs of a paid order: its tax lines. */
export interface ReportedOrder {
  taxLines: ReadonlyArray<Jurisdiction & { taxableCents: number; amountCents: number }>;
}

/** A refund made in the period: its tax, and the tax lines of its order. */
export interface ReportedRefund {
  taxCents: number;
  taxLines: ReadonlyArray<Jurisdiction>;
}

const keyOf = (where: Jurisdiction) => JSON.stringify([where.country, where.region, where.label, where.rate]);

/**
 * The rows, by country, region and label. A refund's tax belongs to its order's rate (an order has
 * one rate applied under the rates engine; with several it counts under the first).
 */
export function taxReportRows(orders: readonly ReportedOrder[], refunds: readonly ReportedRefund[]): TaxReportRow[] {
  const rows = new Map<string, TaxReportRow>();
  const rowOf = (where: Jurisdiction) => {
    const key = keyOf(where);
    const row = rows.get(key) ?? {
      country: where.country,
      region: where.region,
      label: where.label,
      rate: where.rate,
      taxableCents: 0,
      collectedCents: 0,
      refundedCents: 0,
      netCents: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const order of orders) {
    for (const line of order.taxLines) {
      const row = rowOf(line);
      row.taxableCents += line.taxableCents;
      row.collectedCents += line.amountCents;
    }
  }
  for (const refund of refunds) {
    const where = refund.taxLines[0];
    if (!where || refund.taxCents === 0) continue;
    rowOf(where).refundedCents += refund.taxCents;
  }
  return [...rows.values()]
    .map((row) => ({ ...row, netCents: row.collectedCents - row.refundedCents }))
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) ||
        (a.region ?? "").localeCompare(b.region ?? "") ||
        a.label.localeCompare(b.label) ||
        a.rate - b.rate,
    );
}
