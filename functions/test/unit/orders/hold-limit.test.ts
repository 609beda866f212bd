import { describe, expect, test } from "vitest";
import { holdProblem, type HeldOrder } from "../../../src/domain/orders/hold-limit";

const rules = { maxPieces: 50, maxLapses: 3, windowHours: 24 };
const now = new Date("2026-11-23T12:00:00Z");
const product = { _id: "drill", minimumOrder: 1 };
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

function order({
  productId = "drill",
  quantity = 10,
  ...fields
}: Partial<HeldOrder> & { productId?: string; quantity?: number } = {}): HeldOrder {
  return {
    lines: [{ productId, quantity }],
    status: "pending",
    uid: "pat-uid",
    email: "pat@example.com",
    createdAt: hoursAgo(0.1),
    expiresAt: hoursAgo(-0.4),
    history: [{ status: "pending", by: "pat@example.com" }],
    ...fields,
  };
}

const cancelledBy = (by: string, createdAt = hoursAgo(1)) =>
  order({
    status: "cancelled",
    createdAt,
    history: [
      { status: "pending", by },
      { status: "cancelled", by },
    ],
  });

describe("what one account may hold unpaid of one product", () => {
  test("when the new order stays within the piece limit, then there is no problem", () => {
    expect(holdProblem(product, 40, [order()], [], now, rules)).toBeNull();
    expect(holdProblem(product, 50, [], [], now, rules)).toBeNull();
  });

  test("when an order of several lines holds the product, then only its line of that product counts", () => {
    const cart = order({
      lines: [
        { productId: "saw", quantity: 40 },
        { productId: "drill", quantity: 30 },
      ],
    });
    expect(holdProblem(product, 20, [cart], [], now, rules)).toBeNull();
    expect(holdProblem(product, 21, [cart], [], now, rules)).toEqual({ kind: "pieces", limit: 50, held: 30 });
  });

  test("when the account's holds and the new order pass the limit, then it names the limit and what is held", () => {
    expect(holdProblem(product, 41, [order()], [], now, rules)).toEqual({ kind: "pieces", limit: 50, held: 10 });
    expect(holdProblem(product, 39_999, [], [], now, rules)).toEqual({ kind: "pieces", limit: 50, held: 0 });
  });

  test("when holds are of other products, then they do not count", () => {
    expect(holdProblem(product, 50, [order({ productId: "saw", quantity: 50 })], [], now, rules)).toBeNull();
  });

  test("when the product's minimum order is above the limit, then the minimum can still be ordered", () => {
    expect(holdProblem({ _id: "drill", minimumOrder: 100 }, 100, [], [], now, rules)).toBeNull();
    expect(holdProblem({ _id: "drill", minimumOrder: 100 }, 101, [], [], now, rules)).toMatchObject({ limit: 100 });
  });

  test("when three orders of the product were cancelled by the shopper or expired within a day, then no new hold until the first leaves the day", () => {
    const recent = [
      cancelledBy("pat@example.com", hoursAgo(5)),
      order({ status: "expired", createdAt: hoursAgo(3) }),
      cancelledBy("pat@example.com", hoursAgo(1)),
    ];
    expect(holdProblem(product, 1, [], recent, now, rules)).toEqual({
      kind: "lapses",
      lapses: 3,
      until: new Date(now.getTime() + 19 * 3_600_000),
    });
    expect(holdProblem({ _id: "saw", minimumOrder: 1 }, 1, [], recent, now, rules)).toBeNull();
  });

  test("when a lapse is older than a day, or the cancel was an admin's, or the order was paid, then it does not count", () => {
    const recent = [
      cancelledBy("pat@example.com", hoursAgo(25)),
      cancelledBy("admin@example.com (admin)"),
      order({ status: "paid" }),
      cancelledBy("pat@example.com"),
      order({ status: "expired" }),
    ];
    expect(holdProblem(product, 1, [], recent, now, rules)).toBeNull();
  });

  test("when the shopper changed their email before cancelling, then the cancels still count: who cancelled is the account's uid", () => {
    const cancelledAfterChange = (createdAt: string) =>
      order({
        status: "cancelled",
        createdAt,
        expiresAt: null,
        cancelledBy: "pat-uid",
        history: [
          { status: "pending", by: "pat@example.com" },
          { status: "cancelled", by: "pat.new@example.com" },
        ],
      });
    const recent = [
      cancelledAfterChange(hoursAgo(3)),
      cancelledAfterChange(hoursAgo(2)),
      cancelledAfterChange(hoursAgo(1)),
    ];
    expect(holdProblem(product, 1, [], recent, now, rules)).toMatchObject({ kind: "lapses", lapses: 3 });
    const byAdmin = recent.map((lapse) => ({ ...lapse, cancelledBy: "admin-uid" }));
    expect(holdProblem(product, 1, [], byAdmin, now, rules)).toBeNull();
  });

  test("when holds have ended but the sweep has not given their stock back, then they count as held and as lapses", () => {
    const ended = order({ quantity: 45, expiresAt: hoursAgo(0.01), createdAt: hoursAgo(0.6) });
    expect(holdProblem(product, 10, [ended], [], now, rules)).toEqual({ kind: "pieces", limit: 50, held: 45 });
    const endedThrice = [1, 2, 3].map((hours) =>
      order({ createdAt: hoursAgo(hours), expiresAt: hoursAgo(hours - 0.5) }),
    );
    expect(holdProblem(product, 1, [], endedThrice, now, rules)).toMatchObject({ kind: "lapses", lapses: 3 });
  });
});
