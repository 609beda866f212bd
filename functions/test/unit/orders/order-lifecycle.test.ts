import { holdHasEnded, orderMoves, orderStatuses, type OrderMove, type OrderStatus } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import {
  applyMove,
  holdEndsAt,
  isPayable,
  MoveRefused,
  note,
  type LifecycleOrder,
} from "../../../src/domain/orders/order-lifecycle";

const at = new Date("2026-11-22T10:00:00.000Z");
const order = (status: OrderStatus): LifecycleOrder => ({
  status,
  quantity: 4,
  paid: status !== "pending",
  history: [],
});

/** Every move the contract allows, with where it leads and how many pieces it gives back. */
const allowed: Array<[OrderStatus, OrderMove, OrderStatus, number]> = [
  ["pending", "pay", "paid", 0],
  ["pending", "expire", "expired", 4],
  ["pending", "cancel", "cancelled", 4],
  ["paid", "ship", "shipped", 0],
  ["paid", "refund", "refunded", 4],
  ["shipped", "refund", "refunded", 4],
  ["paid", "partialRefund", "partially-refunded", 0],
  ["shipped", "partialRefund", "partially-refunded", 0],
  ["partially-refunded", "partialRefund", "partially-refunded", 0],
  ["partially-refunded", "refund", "refunded", 4],
  ["partially-refunded", "ship", "shipped", 0],
];

describe("order lifecycle", () => {
  test.each(allowed)(
    "when a %s order gets '%s', then it becomes %s and releases %i pieces",
    (from, move, to, released) => {
      const result = applyMove(order(from), { move, by: "admin@example.com", reason: "test", at });
      expect(result.status).toBe(to);
      expect(result.changes.status).toBe(to);
      expect(result.releasedStock).toBe(released);
      expect(result.changes.history).toEqual([
        { at: at.toISOString(), status: to, by: "admin@example.com", reason: "test" },
      ]);
    },
  );

  const moves = Object.keys(orderMoves) as OrderMove[];
  const refused = orderStatuses.flatMap((from) =>
    moves.filter((move) => !allowed.some(([f, m]) => f === from && m === move)).map((move) => [from, move] as const),
  );

  test("when every status meets every move, then exactly the contract's moves are allowed", () => {
    expect(refused).toHaveLength(orderStatuses.length * moves.length - allowed.length);
  });

  test.each(refused)("when a %s order gets '%s', then the move is refused and nothing changes", (from, move) => {
    const before = order(from);
    expect(() => applyMove(before, { move, by: "someone", reason: "test", at })).toThrow(MoveRefused);
    expect(before).toEqual(order(from));
  });

  test("when an order is paid, then paid and paidAt are set and the hold ends", () => {
    const { changes } = applyMove(order("pending"), { move: "pay", by: "stripe", reason: "paid", at });
    expect(changes).toMatchObject({ paid: true, paidAt: at, expiresAt: null });
  });

  test("when an order ships or is refunded, then its timestamp is set and paid stays true", () => {
    expect(applyMove(order("paid"), { move: "ship", by: "a", reason: "r", at }).changes).toMatchObject({
      shippedAt: at,
    });
    const refund = applyMove(order("shipped"), { move: "refund", by: "a", reason: "r", at }).changes;
    expect(refund).toMatchObject({ refundedAt: at });
    expect(refund.paid).toBeUndefined();
  });

  test("when moves follow each other, then the history keeps every one, oldest first", () => {
    let current = order("pending");
    for (const move of ["pay", "ship", "refund"] as const) {
      const { changes } = applyMove(current, { move, by: "x", reason: move, at });
      current = { ...current, status: changes.status, history: changes.history };
    }
    expect(current.history.map((entry) => entry.status)).toEqual(["paid", "shipped", "refunded"]);
  });

  test("when something happens beside a move, then a note keeps the status and adds the reason", () => {
    expect(note(order("paid"), "stripe", "dispute opened", at)).toEqual([
      { at: at.toISOString(), status: "paid", by: "stripe", reason: "dispute opened" },
    ]);
  });
});

describe("holds", () => {
  const placed = new Date("2026-11-22T10:00:00.000Z");
  const ends = holdEndsAt(placed, 30);
  const endsIso = ends.toISOString();

  test("when a hold is placed, then it ends after the hold minutes (fractions allowed)", () => {
    expect(ends.toISOString()).toBe("2026-11-22T10:30:00.000Z");
    expect(holdEndsAt(placed, 0.1).getTime() - placed.getTime()).toBe(6_000);
  });

  test("when the clock reaches expiresAt, then the hold has ended and the order is not payable", () => {
    const pending = { status: "pending" as const, expiresAt: endsIso, deletedAt: null };
    expect(holdHasEnded(pending, new Date(ends.getTime() - 1))).toBe(false);
    expect(isPayable(pending, new Date(ends.getTime() - 1))).toBe(true);
    expect(holdHasEnded(pending, ends)).toBe(true);
    expect(isPayable(pending, ends)).toBe(false);
  });

  test("when an order is not pending or is deleted, then it is not payable", () => {
    const now = placed;
    for (const status of orderStatuses.filter((value) => value !== "pending")) {
      expect(isPayable({ status, expiresAt: endsIso, deletedAt: null }, now)).toBe(false);
      expect(holdHasEnded({ status, expiresAt: endsIso }, new Date(ends.getTime() + 1))).toBe(false);
    }
    expect(isPayable({ status: "pending", expiresAt: endsIso, deletedAt: endsIso }, now)).toBe(false);
  });
});
