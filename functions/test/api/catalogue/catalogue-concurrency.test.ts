import { describe, expect, test } from "vitest";
import { admin, adminSdk, call, newProduct, newUser, placeOrder } from "../helpers";

// These hold on Firestore and on the official emulator; on the embedded emulator they hold because
// the transaction layer serialises read-write transactions (docs/decisions/007 and 021).
describe("catalogue changes beside each other and beside orders", () => {
  test("when two admins save an edit read at the same version at once, then exactly one 200 and one 409, and no change is lost", async () => {
    const product = await newProduct({ price: 10 });
    const [first, second] = await Promise.all([admin(), admin()]);
    const results = await Promise.all([
      call("PATCH", `/products/${product._id}`, { token: first!.idToken, body: { version: 1, price: 11 } }),
      call("PATCH", `/products/${product._id}`, { token: second!.idToken, body: { version: 1, name: "Renamed Tool" } }),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = results.find((result) => result.status === 200)!;
    const lost = results.find((result) => result.status === 409)!;
    expect(won.body.version).toBe(2);
    expect(lost.body.error.code).toBe("version-conflict");
    // The loser sees the winner's change, and the stored product is exactly the winner's.
    expect(lost.body.error.current).toEqual(won.body);
    expect((await call("GET", `/product/${product._id}`)).body).toEqual(won.body);
  });

  test("when ten admins race with the same version, then exactly one wins", async () => {
    const product = await newProduct({ price: 10 });
    const { idToken } = await admin();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("PATCH", `/products/${product._id}`, { token: idToken, body: { version: 1, price: 20 + index } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(9);
    expect((await call("GET", `/product/${product._id}`)).body.version).toBe(2);
  });

  test("when 10 stock moves and 5 orders run at once, then the stock ends exactly at start + moves - orders", async () => {
    const start = 50;
    const product = await newProduct({ available: start, minimumOrder: 1, price: 5 });
    const { idToken } = await admin();
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => newUser("Busy Shopper")));
    const deltas = [7, 7, 7, 7, 7, 7, -4, -4, -4, -4];
    const quantity = 3;

    const [moves, orders] = await Promise.all([
      Promise.all(
        deltas.map((delta, index) =>
          call("POST", `/products/${product._id}/stock`, { token: idToken, body: { delta, reason: `move ${index}` } }),
        ),
      ),
      Promise.all(shoppers.map((shopper) => placeOrder(shopper, product._id, quantity))),
    ]);

    expect(moves.map((result) => result.status)).toEqual(deltas.map(() => 200));
    expect(orders).toHaveLength(5);
    const expected = start + deltas.reduce((sum, delta) => sum + delta, 0) - 5 * quantity;
    const after = (await call("GET", `/product/${product._id}`)).body;
    expect(after.available).toBe(expected);
    // Orders never change the version; neither do stock moves.
    expect(after.version).toBe(1);

    const { db } = await adminSdk();
    const kept = await db.collection("products").doc(product._id).collection("stockMoves").get();
    expect(kept.size).toBe(10);
    expect(kept.docs.map((doc) => doc.get("delta") as number).sort()).toEqual([...deltas].sort());
  }, 90_000);

  test("when the price changes after an order is placed, then the placed order keeps its price and new orders pay the new one", async () => {
    const product = await newProduct({ price: 12.5, minimumOrder: 2, available: 20 });
    const shopper = await newUser("Early Shopper");
    const placed = await placeOrder(shopper, product._id, 2);
    expect(placed.totalPrice).toBe(25);

    const { idToken } = await admin();
    expect(
      (await call("PATCH", `/products/${product._id}`, { token: idToken, body: { version: 1, price: 20 } })).status,
    ).toBe(200);

    const again = await call("GET", `/orders/${placed._id}`, { token: shopper.idToken });
    expect(again.body).toMatchObject({ unitPrice: 12.5, totalPrice: 25 });
    // A page still showing the old price is told the price changed rather than charged it.
    const stale = await call("POST", "/orders", {
      token: shopper.idToken,
      body: { productId: product._id, quantity: 2, number: "+1 555 0100", location: "1 Elm Street", totalPrice: 25 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("price-changed");
    const later = await placeOrder(shopper, product._id, 2);
    expect(later.totalPrice).toBe(40);
  });
});
