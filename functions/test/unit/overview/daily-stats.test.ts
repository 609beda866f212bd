import { describe, expect, test } from "vitest";
import {
  changesOfOrder,
  inertCell,
  isLowOnStock,
  lastDays,
  topSellers,
  utcDay,
} from "../../../src/domain/overview/daily-stats";

describe("daily stats rules", () => {
  test("when a day is taken from a moment, then it is the UTC day", () => {
    expect(utcDay("2026-11-23T23:59:59.999Z")).toBe("2026-11-23");
    expect(utcDay("2026-11-24T00:00:00.000Z")).toBe("2026-11-24");
    expect(utcDay("2026-11-24T01:30:00+02:00")).toBe("2026-11-23");
  });

  test("when the last days are asked for, then they run oldest first to today, across months and a leap day", () => {
    expect(lastDays(3, new Date("2024-03-01T12:00:00Z"))).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(lastDays(1, new Date("2026-01-01T00:00:00Z"))).toEqual(["2026-01-01"]);
    expect(lastDays(365, new Date())).toHaveLength(365);
  });

  test("when an order was placed, paid and refunded on three days, then each move counts on its own day", () => {
    const lines = [
      {
        productId: "a",
        productName: "Saw",
        variantId: "default",
        variantLabel: "",
        sku: null,
        unitPriceCents: 500,
        quantity: 2,
        lineTotalCents: 1000,
        discountCents: 0,
        taxCents: 0,
      },
      {
        productId: "a",
        productName: "Saw",
        variantId: "default",
        variantLabel: "",
        sku: null,
        unitPriceCents: 500,
        quantity: 1,
        lineTotalCents: 500,
        discountCents: 0,
        taxCents: 0,
      },
    ];
    const order = {
      quantity: 3,
      totalCents: 1500,
      lines,
      createdAt: "2026-01-01T10:00:00Z",
      paidAt: "2026-01-02T10:00:00Z",
      refundedAt: "2026-01-03T10:00:00Z",
      status: "refunded",
      shipping: null,
      discountCents: 0,
      taxCents: 0,
    };
    expect(changesOfOrder(order)).toEqual([
      { day: "2026-01-01", counts: { orders: 1 }, sales: [] },
      {
        day: "2026-01-02",
        counts: { paidOrders: 1, pieces: 3, revenueCents: 1500, shippingCents: 0, discountCents: 0, taxCents: 0 },
        sales: [{ productId: "a", name: "Saw", pieces: 3, revenueCents: 1500 }],
      },
      { day: "2026-01-03", counts: { refundedCents: 1500, taxRefundedCents: 0 }, sales: [] },
    ]);
    // A payment refunded at once because it came after the hold ended was never a sale.
    expect(changesOfOrder({ ...order, paidAt: null, status: "expired" })).toHaveLength(1);
  });

  test("when a checkout order is paid, then its day counts the shipping charged and the discount given; placing it counts neither", () => {
    const lines = [
      {
        productId: "a",
        productName: "Saw",
        variantId: "default",
        variantLabel: "",
        sku: null,
        unitPriceCents: 1000,
        quantity: 3,
        lineTotalCents: 3000,
        discountCents: 0,
        taxCents: 0,
      },
    ];
    const order = {
      quantity: 3,
      totalCents: 3299, // 30.00 - 3.00 + 5.99
      lines,
      createdAt: "2026-01-01T10:00:00Z",
      paidAt: "2026-01-02T10:00:00Z",
      refundedAt: null,
      status: "paid",
      shipping: { amountCents: 599 },
      discountCents: 300,
      taxCents: 0,
    };
    const [placed, paid] = changesOfOrder(order);
    expect(placed!.counts).toEqual({ orders: 1 });
    expect(paid!.counts).toEqual({
      paidOrders: 1,
      pieces: 3,
      revenueCents: 3299,
      shippingCents: 599,
      discountCents: 300,
      taxCents: 0,
    });
  });

  test("when a taxed order is paid and partly refunded, then the payment's day counts its tax and each refund's day the tax inside it", () => {
    const order = {
      quantity: 1,
      totalCents: 1089,
      lines: [
        {
          productId: "a",
          productName: "Saw",
          variantId: "default",
          variantLabel: "",
          sku: null,
          unitPriceCents: 1000,
          quantity: 1,
          lineTotalCents: 1000,
          discountCents: 0,
          taxCents: 89,
        },
      ],
      createdAt: "2026-01-01T10:00:00Z",
      paidAt: "2026-01-02T10:00:00Z",
      refundedAt: null,
      status: "partially-refunded",
      shipping: null,
      discountCents: 0,
      taxCents: 89,
      refunds: [{ amountCents: 500, taxCents: 41, at: "2026-01-04T10:00:00Z" }],
    };
    const [, paid, refunded] = changesOfOrder(order);
    expect(paid!.counts).toMatchObject({ revenueCents: 1089, taxCents: 89 });
    expect(refunded).toEqual({
      day: "2026-01-04",
      counts: { refundedCents: 500, taxRefundedCents: 41 },
      sales: [],
    });
  });

  test("when sales are ranked, then by revenue, then pieces, then name, at most the count asked", () => {
    const sold = (productId: string, pieces: number, revenueCents: number) => ({
      productId,
      name: productId,
      pieces,
      revenueCents,
    });
    const ranked = topSellers([sold("b", 1, 900), sold("a", 5, 900), sold("c", 1, 100), sold("b", 1, 200)], 2);
    expect(ranked.map(({ productId, revenueCents }) => [productId, revenueCents])).toEqual([
      ["b", 1100],
      ["a", 900],
    ]);
  });

  test("when stock is at most 5 or below one minimum order, then it is low", () => {
    expect(isLowOnStock({ available: 5, minimumOrder: 1 })).toBe(true);
    expect(isLowOnStock({ available: 6, minimumOrder: 1 })).toBe(false);
    expect(isLowOnStock({ available: 9, minimumOrder: 10 })).toBe(true);
    expect(isLowOnStock({ available: 10, minimumOrder: 10 })).toBe(false);
  });

  test("when a cell starts like a formula, then it gets an apostrophe; other text stays as it is", () => {
    for (const value of ["=1+1", "+1", "-2", "@SUM(A1)", "\t=1", "\r=1"]) expect(inertCell(value)).toBe(`'${value}`);
    for (const value of ["Saw", "", "12.50", "a=b", "O'Brien"]) expect(inertCell(value)).toBe(value);
  });
});
