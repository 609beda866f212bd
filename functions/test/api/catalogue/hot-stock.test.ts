import type { Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { adminSdk, admin, call, errorOf, newProduct, newUser } from "../helpers";
import { orderLines, stockOf } from "../orders/lines-helpers";

/**
 * Sharded stock (docs/decisions/049): a tool's pieces live in `products/{id}/stockShards/{n}`, the
 * API answers `available` as their exact sum at once, and the product document's copy (the list's
 * `available` and `inStock`) catches up within about 1.5 s.
 */
async function shardsOf(productId: string) {
  const { db } = await adminSdk();
  const { docs } = await db.collection(`products/${productId}/stockShards`).get();
  return docs.map((doc) => (doc.get("pieces") as Record<string, number>).default ?? 0);
}

async function copyOf(productId: string) {
  const { db } = await adminSdk();
  const product = await db.doc(`products/${productId}`).get();
  return { available: product.get("available") as number, inStock: product.get("inStock") as boolean };
}

/** Polls (every 100 ms, at most 5 s) until the product document's copy of the sum is `available`. */
async function copyBecomes(productId: string, available: number) {
  const deadline = Date.now() + 5000;
  while ((await copyOf(productId)).available !== available && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return copyOf(productId);
}

describe("sharded stock", () => {
  test("when 16 shoppers order 1-3 pieces of one tool at once, then each placed piece leaves one shard, available is the exact sum at once, cancels and restocks spread back, and the list's copy catches up", async () => {
    const tool = await newProduct({ price: 4, minimumOrder: 1, available: 24 });
    const spread = await shardsOf(tool._id);
    expect(spread.reduce((sum, pieces) => sum + pieces, 0)).toBe(24);
    expect(spread.length).toBe(20);

    const shoppers = await Promise.all(Array.from({ length: 16 }, () => newUser("Hot Shopper")));
    const results = await Promise.all(
      shoppers.map((shopper, index) => orderLines(shopper, [{ productId: tool._id, quantity: (index % 3) + 1 }])),
    );
    // On a machine too busy for a unit to win within its 4 s it answers 503 contention (decision 009), never another 5xx.
    expect(results.filter((result) => result.status >= 500 && result.status !== 503)).toEqual([]);
    for (const busy of results.filter((result) => result.status === 503)) expect(errorOf(busy).code).toBe("contention");
    const placed = results.filter((result) => result.status === 201);
    const sold = placed.reduce((sum, result) => sum + result.body.quantity, 0);
    expect(sold).toBeLessThanOrEqual(24);
    // A shopper refused for stock asked for more than was left (at most 3): at least 22 were sold by then.
    const refused = results.filter((result) => result.status === 409);
    for (const result of refused) expect(errorOf(result).code).toBe("out-of-stock");
    if (refused.length > 0) expect(sold).toBeGreaterThan(21);
    expect(await stockOf(tool._id)).toBe(24 - sold);
    const shards = await shardsOf(tool._id);
    expect(shards.reduce((sum, pieces) => sum + pieces, 0)).toBe(24 - sold);
    for (const pieces of shards) expect(pieces).toBeGreaterThanOrEqual(0);
    expect(await copyBecomes(tool._id, 24 - sold)).toEqual({ available: 24 - sold, inStock: 24 - sold > 0 });

    const cancelled = placed.slice(0, 3);
    for (const order of cancelled) {
      const owner = shoppers[results.indexOf(order)]!;
      expect((await call<Order>("POST", `/orders/${order.body._id}/cancel`, { token: owner.idToken })).status).toBe(
        200,
      );
    }
    const back = cancelled.reduce((sum, result) => sum + result.body.quantity, 0);
    expect(await stockOf(tool._id)).toBe(24 - sold + back);

    const restock = await call("POST", `/products/${tool._id}/stock`, {
      token: (await admin()).idToken,
      body: { delta: 20, reason: "hot stock test: restock" },
    });
    expect(restock.status).toBe(200);
    expect((restock.body as { available: number }).available).toBe(44 - sold + back);
    // A restock of 20 puts one piece on each of the 20 shards.
    const after = await shardsOf(tool._id);
    expect(after.filter((pieces, index) => pieces <= shards[index]!)).toEqual([]);
    expect(after.reduce((sum, pieces) => sum + pieces, 0)).toBe(44 - sold + back);
    expect((await copyBecomes(tool._id, 44 - sold + back)).available).toBe(44 - sold + back);
    // Sixteen sign-ups, sixteen orders at once and the polls: more than the default 30 s on a busy machine.
  }, 90_000);
});
