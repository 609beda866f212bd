import { describe, expect, test } from "vitest";
import { canMove, isPayable } from "../../src/domain/order-status";

describe("order status", () => {
  test("when an order moves, then it only moves forward", () => {
    expect(canMove("pending", "paid")).toBe(true);
    expect(canMove("paid", "pending")).toBe(false);
    expect(canMove("paid", "paid")).toBe(false);
    expect(canMove("pending", "pending")).toBe(false);
  });

  test("when an order is unpaid, has a total and is not deleted, then it is payable", () => {
    expect(isPayable({ paid: false, totalPrice: 10 })).toBe(true);
    expect(isPayable({ paid: true, totalPrice: 10 })).toBe(false);
    expect(isPayable({ paid: false, totalPrice: 0 })).toBe(false);
    expect(isPayable({ paid: false, totalPrice: 10, deletedAt: "2026-01-01" })).toBe(false);
  });
});
