import { describe, expect, test } from "vitest";
import { compareNumbers, documentNumber, nextNumber, sequenceYear } from "../../../src/domain/invoices/invoice-number";

describe("invoice numbers", () => {
  test("when the first document of a prefix's year is issued, then it is <prefix>-<YYYY>-000001", () => {
    expect(nextNumber("INV", new Date("2026-03-04T10:00:00Z"), 0)).toEqual({
      number: "INV-2026-000001",
      sequence: 1,
      year: 2026,
      counter: "INV-2026",
    });
    expect(nextNumber("CN", new Date("2026-03-04T10:00:00Z"), 41).number).toBe("CN-2026-000042");
  });

  test("when the UTC year turns, then the sequence is the new year's counter, whatever the local time zone", () => {
    const lastMinute = new Date("2026-12-31T23:59:59.999Z");
    const firstMinute = new Date("2027-01-01T00:00:00.000Z");
    expect(sequenceYear(lastMinute)).toBe(2026);
    expect(nextNumber("INV", lastMinute, 517)).toMatchObject({ number: "INV-2026-000518", counter: "INV-2026" });
    // The new year's counter is a document of its own, read as 0 (missing): it starts at 1.
    expect(nextNumber("INV", firstMinute, 0)).toMatchObject({ number: "INV-2027-000001", counter: "INV-2027" });
    // New York's evening of Dec 31 is already 2027 in UTC.
    expect(sequenceYear(new Date("2026-12-31T20:00:00-05:00"))).toBe(2027);
  });

  test("when a year holds more than 999,999 documents, then the number grows a digit and still sorts after", () => {
    expect(documentNumber("INV", 2026, 1_000_000)).toBe("INV-2026-1000000");
    expect(compareNumbers("INV-2026-999999", "INV-2026-1000000")).toBeLessThan(0);
  });

  test("when numbers are sorted, then they go by prefix, then year, then place", () => {
    const sorted = ["INV-2027-000001", "CN-2026-000002", "INV-2026-000010", "INV-2026-000002", "CN-2026-000001"].sort(
      compareNumbers,
    );
    expect(sorted).toEqual([
      "CN-2026-000001",
      "CN-2026-000002",
      "INV-2026-000002",
      "INV-2026-000010",
      "INV-2027-000001",
    ]);
  });
});
