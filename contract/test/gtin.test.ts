import { describe, expect, test } from "vitest";
import { createProductInput, gtinCheckDigit, isValidGtin } from "../src";

describe("GTIN check digits", () => {
  test("when a GTIN of each length has its GS1 check digit, then it is valid", () => {
    // GTIN-8, UPC-A (GTIN-12), EAN-13 and GTIN-14 from GS1's examples and real packs.
    for (const gtin of ["96385074", "036000291452", "4006381333931", "00012345600012", "10614141000415"]) {
      expect(isValidGtin(gtin), gtin).toBe(true);
    }
    expect(gtinCheckDigit("400638133393")).toBe(1);
  });

  test("when a GTIN's check digit, length or characters are wrong, then it is refused with fields.gtin", () => {
    for (const gtin of [
      "4006381333932",
      "036000291453",
      "1234567",
      "123456789",
      "40063813339310",
      "4006381333a31",
      "",
    ]) {
      expect(isValidGtin(gtin), gtin).toBe(false);
      const parsed = createProductInput.safeParse({ name: "Drill", price: 10, gtin });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["gtin"]);
    }
    const ok = createProductInput.parse({
      name: "Drill",
      price: 10,
      gtin: " 4006381333931 ",
      brand: "Bosch",
      mpn: "GSR-18",
    });
    expect(ok).toMatchObject({ gtin: "4006381333931", brand: "Bosch", mpn: "GSR-18" });
    expect(createProductInput.parse({ name: "Drill", price: 10 })).toMatchObject({
      gtin: null,
      brand: null,
      mpn: null,
    });
    expect(createProductInput.safeParse({ name: "D", price: 1, brand: "b".repeat(41) }).success).toBe(false);
    expect(createProductInput.safeParse({ name: "D", price: 1, mpn: "m".repeat(71) }).success).toBe(false);
  });
});
