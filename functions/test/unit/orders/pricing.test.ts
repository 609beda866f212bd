import { describe, expect, test } from "vitest";
import { checkQuantity, formatCents, orderTotalCents, toCents, toDollars } from "../../../src/domain/pricing";
import { formatDollars } from "@hometools/contract/pricing";

describe("pricing", () => {
  test("when prices have cents that floats get wrong, then totals are exact integer cents", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(orderTotalCents(toCents(19.99), 3)).toBe(5997);
    expect(orderTotalCents(toCents(12.35), 3)).toBe(3705);
    expect(toDollars(orderTotalCents(toCents(9.75), 5))).toBe(48.75);
  });

  test("when the quantity is outside minimumOrder..available, then the problem is named", () => {
    const product = { minimumOrder: 2, available: 5 };
    expect(checkQuantity(1, product)).toBe("below-minimum");
    expect(checkQuantity(2, product)).toBeNull();
    expect(checkQuantity(5, product)).toBeNull();
    expect(checkQuantity(6, product)).toBe("above-available");
  });

  test("when money is shown, then it always has two decimals and a thousands separator", () => {
    expect(formatDollars(14)).toBe("$14.00");
    expect(formatDollars(18.5)).toBe("$18.50");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(0.5)).toBe("$0.50");
    expect(formatCents(99_999_999)).toBe("$999,999.99");
    expect(formatCents(toCents(0.1 + 0.2))).toBe("$0.30");
  });
});
