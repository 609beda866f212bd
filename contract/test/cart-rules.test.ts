import { describe, expect, test } from "vitest";
import { lineProblem, mergeCartLines, orderSummaryName, repeatedLines } from "../src/cart/cart-rules";
import { lineKey } from "../src/catalogue/variant-rules";

describe("the rules of order lines and carts", () => {
  test("when a line is checked against its product now, then it names the spec's problem or none", () => {
    const product = { minimumOrder: 2, available: 5 };
    expect(lineProblem(2, product)).toBeNull();
    expect(lineProblem(5, product)).toBeNull();
    expect(lineProblem(1, product)).toBe("inter minimum Amount");
    expect(lineProblem(6, product)).toBe("reduce your quantity");
    expect(lineProblem(1, null)).toBe("no longer sold");
  });

  test("when an order has several lines, then it is named after the first and how many more", () => {
    expect(orderSummaryName(["Drill"])).toBe("Drill");
    expect(orderSummaryName(["Drill", "Level", "Screws"])).toBe("Drill + 2 more");
  });

  test("when a product comes back on a later line, then that line is named", () => {
    expect(repeatedLines(["a", "b", "a", "c", "b"])).toEqual([2, 4]);
    expect(repeatedLines(["a", "b"])).toEqual([]);
  });

  test("when a visitor's cart joins the account's, then quantities add up, capped at what is available", () => {
    const account = [
      { productId: "drill", quantity: 2 },
      { productId: "level", quantity: 1 },
    ];
    const visitor = [
      { productId: "drill", quantity: 5, available: 4 },
      { productId: "screws", quantity: 3, available: 10 },
      { productId: "gone", quantity: 2, available: 0 },
    ];
    // A line that names no variant is the tool's own, `default`.
    expect(mergeCartLines(account, visitor)).toEqual([
      { productId: "drill", variantId: "default", quantity: 4 },
      { productId: "level", variantId: "default", quantity: 1 },
      { productId: "screws", variantId: "default", quantity: 3 },
      { productId: "gone", variantId: "default", quantity: 1 },
    ]);
  });

  test("when the carts hold sizes of one tool, then each size is a line of its own and the same size adds up", () => {
    const account = [
      { productId: "wrench", variantId: "8-in", quantity: 1 },
      { productId: "wrench", variantId: "6-in", quantity: 2 },
    ];
    const visitor = [
      { productId: "wrench", variantId: "8-in", quantity: 2, available: 90 },
      { productId: "wrench", variantId: "10-in", quantity: 1, available: 0 },
    ];
    expect(mergeCartLines(account, visitor)).toEqual([
      { productId: "wrench", variantId: "8-in", quantity: 3 },
      { productId: "wrench", variantId: "6-in", quantity: 2 },
      { productId: "wrench", variantId: "10-in", quantity: 1 },
    ]);
    // An order's lines are told apart by tool and variant: a line without one is the default.
    const keys = [
      ...account,
      account[0]!,
      { productId: "drill", quantity: 1 },
      { productId: "drill", variantId: "default", quantity: 1 },
    ].map(lineKey);
    expect(repeatedLines(keys)).toEqual([2, 4]);
  });

  test("when the merged cart would pass 20 products, then it keeps the first 20", () => {
    const visitor = Array.from({ length: 25 }, (_, index) => ({ productId: `p${index}`, quantity: 1, available: 9 }));
    expect(mergeCartLines([], visitor)).toHaveLength(20);
  });
});
