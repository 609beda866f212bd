import { describe, expect, test } from "vitest";
import { taxReportRows } from "../../../src/domain/taxes/tax-report";

const ny = { country: "US", region: "NY", label: "New York sales tax", rate: 8.875 };
const de = { country: "DE", region: null, label: "Germany VAT", rate: 19 };

describe("the tax report's rows", () => {
  test("when orders of two jurisdictions were paid and some refunded, then each row sums its own and net is collected - refunded", () => {
    const rows = taxReportRows(
      [
        { taxLines: [{ ...ny, taxableCents: 4597, amountCents: 408 }] },
        { taxLines: [{ ...ny, taxableCents: 1000, amountCents: 89 }] },
        { taxLines: [{ ...de, taxableCents: 4879, amountCents: 779 }] },
        { taxLines: [] },
      ],
      [
        { taxCents: 178, taxLines: [ny] },
        { taxCents: 0, taxLines: [de] },
        { taxCents: 50, taxLines: [] },
      ],
    );
    expect(rows).toEqual([
      { ...de, taxableCents: 4879, collectedCents: 779, refundedCents: 0, netCents: 779 },
      { ...ny, taxableCents: 5597, collectedCents: 497, refundedCents: 178, netCents: 319 },
    ]);
  });

  test("when a refund's order was paid before the period, then its row shows only the refund", () => {
    expect(taxReportRows([], [{ taxCents: 10, taxLines: [ny] }])).toEqual([
      { ...ny, taxableCents: 0, collectedCents: 0, refundedCents: 10, netCents: -10 },
    ]);
  });
});
