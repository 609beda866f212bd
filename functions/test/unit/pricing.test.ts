import { describe, expect, test } from "vitest";
import { checkQuantity, orderTotalCents, toCents, toDollars } from "../../src/domain/pricing";

describe("pricing", () => {
  test("when prices have cents that floats get wrong, then totals are exact integer cents", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(orderTotalCents(19.99, 3)).toBe(5997);
    expect(orderTotalCents(12.35, 3)).toBe(3705);
    expect(toDollars(orderTotalCents(9.75, 5))).toBe(48.75);
  });

  test("when the quantity is outside minimumOrder..available, then the problem is named", () => {
    const product = { minimumOrder: 2, available: 5 };
    expect(checkQuantity(1, product)).toBe("below-minimum");
    expect(checkQuantity(2, product)).toBeNull();
    expect(checkQuantity(5, product)).toBeNull();
    expect(checkQuantity(6, product)).toBe("above-available");
  });
});
