import { describe, expect, test } from "vitest";
import { adminSdk, call, newProduct, newUser } from "../helpers";

// The shop's units (functions/src/data/transaction.ts) isolate on the official emulator by their
// preconditions, and on the embedded emulator as transactions behind our layer (docs/decisions/007).
describe("transactions isolate", () => {
  test("when 20 of the shop's read-then-decrement units run at once, then every decrement counts (100 -> 80)", async () => {
    const { db } = await adminSdk();
    const { runTransaction } = await import("../../../src/data/transaction");
    const ref = db.collection("isolationTest").doc();
    await ref.set({ count: 100 });

    await Promise.all(
      Array.from({ length: 20 }, () =>
        runTransaction(async (tx) => {
          const count = (await tx.get(ref)).get("count") as number;
          // Give the others every chance to read the same value before this one writes.
          await new Promise((resolve) => setTimeout(resolve, 5));
          tx.update(ref, { count: count - 1 });
        }),
      ),
    );

    expect((await ref.get()).get("count")).toBe(80);
    await ref.delete();
  }, 30_000);

  test("when 10 units each create a missing document or add to it, beside a fresh document, then one creates it, it ends at 10 and each made its own", async () => {
    const { db } = await adminSdk();
    const { runTransaction } = await import("../../../src/data/transaction");
    const ref = db.collection("isolationTest").doc();

    // A first order of a new account writes its hold guard this way: each of these loses to the
    // first create (ALREADY_EXISTS) or to a later add (the update time), and runs again.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          tx.set(ref, { count: ((snapshot.get("count") as number | undefined) ?? 0) + 1 });
          // ...beside the order it creates under a fresh id, whose create must not hide the loss.
          tx.create(db.collection("isolationTest").doc(), { of: ref.id });
        }),
      ),
    );

    expect((await ref.get()).get("count")).toBe(10);
    const made = await db.collection("isolationTest").where("of", "==", ref.id).get();
    expect(made.size).toBe(10);
    await Promise.all([ref.delete(), ...made.docs.map((doc) => doc.ref.delete())]);
  }, 30_000);

  test.skipIf(process.env.HOMETOOLS_TRANSACTIONS === "locking")(
    "when a unit loses every round (what it read changes before each commit), then after 4 s it gives up with 503 contention and Retry-After, having written nothing",
    async () => {
      const { db } = await adminSdk();
      const { runTransaction } = await import("../../../src/data/transaction");
      const ref = db.collection("isolationTest").doc();
      await ref.set({ count: 0, touched: 0 });
      let rounds = 0;
      const started = Date.now();

      const unit = runTransaction(async (tx) => {
        rounds++;
        const count = (await tx.get(ref)).get("count") as number;
        await ref.update({ touched: rounds }); // someone else gets there first, every time
        tx.update(ref, { count: count + 1 });
      });

      await expect(unit).rejects.toMatchObject({ code: "contention", status: 503, retryAfterSeconds: 1 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
      expect(rounds).toBeGreaterThan(1);
      expect((await ref.get()).get("count")).toBe(0);
      await ref.delete();
    },
    30_000,
  );

  test("when 50 shoppers order the last 10 pieces at once, then exactly 10 get 201, 40 get 409 and the stock ends at 0", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 10, price: 5 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => newUser("Flash Shopper")));

    const results = await Promise.all(
      shoppers.map((shopper) =>
        call("POST", "/orders", {
          token: shopper.idToken,
          body: { productId: product._id, quantity: 1, number: "+1 555 0100", location: "1 Sale Street" },
        }),
      ),
    );

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(
      results.filter((result) => result.status === 409).every((result) => result.body.error.code === "out-of-stock"),
    ).toBe(true);
    expect((await call("GET", `/product/${product._id}`)).body.available).toBe(0);

    const { db } = await adminSdk();
    const orders = await db.collection("orders").where("productId", "==", product._id).get();
    expect(orders.size).toBe(10);
  }, 90_000);
});
