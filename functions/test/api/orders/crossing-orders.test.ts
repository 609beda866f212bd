import { describe, expect, test } from "vitest";
import { call, errorOf, newUser } from "../helpers";
import { orderLines, products, stockOf } from "./lines-helpers";

/**
 * Two-line orders that cross ([A, B] and [B, A] at once) are where one lock per document deadlocks:
 * each holds one product and waits for the other. On the official emulator every order's unit runs
 * optimistically (functions/src/data/transaction.ts), so none waits; a unit that keeps losing
 * answers 503 `contention` with Retry-After, never 500.
 */
describe("crossing two-line orders", () => {
  test("when 10 orders of [A, B] and 10 of [B, A] run at once for 15 pieces of each, then 15 are placed, none half, and cancelling them gives every piece back", async () => {
    const [a, b] = await products(2, { price: 5, available: 15 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newUser("Crossing Shopper")));
    const one = (productId: string) => ({ productId, quantity: 1 });

    const results = await Promise.all(
      shoppers.map((shopper, index) =>
        orderLines(shopper, index % 2 ? [one(a!._id), one(b!._id)] : [one(b!._id), one(a!._id)]),
      ),
    );

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    for (const busy of results.filter((result) => result.status === 503)) {
      expect(errorOf(busy).code).toBe("contention");
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const placed = results.filter((result) => result.status === 201);
    expect(placed).toHaveLength(15);
    const refused = results.filter((result) => result.status === 409);
    expect(refused.map((result) => errorOf(result).code)).toEqual(refused.map(() => "out-of-stock"));
    for (const order of placed) expect(order.body.lines).toHaveLength(2);
    expect([await stockOf(a!._id), await stockOf(b!._id)]).toEqual([0, 0]);

    const cancelled = await Promise.all(
      placed.map((order) => {
        const owner = shoppers[results.indexOf(order)]!;
        return call("POST", `/orders/${order.body._id}/cancel`, { token: owner.idToken });
      }),
    );
    expect(cancelled.map((result) => result.status)).toEqual(placed.map(() => 200));
    expect([await stockOf(a!._id), await stockOf(b!._id)]).toEqual([15, 15]);
  }, 120_000);
});
