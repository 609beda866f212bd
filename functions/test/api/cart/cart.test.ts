import type { Cart, Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, call, errorOf, newProduct, newUser, type TestUser } from "../helpers";
import { contact, products, stockOf } from "../orders/lines-helpers";

const getCart = async (user: TestUser) => (await call<Cart>("GET", "/cart", { token: user.idToken })).body;
/** PUT /cart with the version GET /cart answers now, as the web app sends it. */
const putCart = async (user: TestUser, lines: unknown) =>
  call<Cart>("PUT", "/cart", { token: user.idToken, body: { lines, version: (await getCart(user)).version } });
const checkout = (user: TestUser, extra: object = {}) =>
  call<Order>("POST", "/cart/checkout", { token: user.idToken, body: { ...contact, ...extra } });

describe("the cart", () => {
  test("when a shopper fills a cart, then it belongs to that account only and holds no stock", async () => {
    const [drill, level] = await products(2);
    const pat = await newUser("Pat Cart");
    const sam = await newUser("Sam Cart");
    const put = await putCart(pat, [
      { productId: drill!._id, quantity: 2 },
      { productId: level!._id, quantity: 1 },
    ]);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      totalPrice: 30,
      lines: [
        {
          productId: drill!._id,
          productName: drill!.name,
          unitPrice: 10,
          quantity: 2,
          available: 10,
          minimumOrder: 1,
          problem: null,
        },
        { productId: level!._id, quantity: 1, problem: null },
      ],
    });
    expect(await getCart(pat)).toEqual(put.body);
    expect(await getCart(sam)).toEqual({ lines: [], totalPrice: 0, version: expect.any(Number) });
    expect(await stockOf(drill!._id)).toBe(10);
    expect((await call("GET", "/cart")).status).toBe(401);
  });

  test("when the products change after they were added, then each line names its problem", async () => {
    const low = await newProduct({ price: 3, minimumOrder: 1, available: 5 });
    const bulk = await newProduct({ price: 1, minimumOrder: 1, available: 50 });
    const gone = await newProduct({ price: 2, minimumOrder: 1, available: 5 });
    const user = await newUser();
    await putCart(user, [
      { productId: low._id, quantity: 5 },
      { productId: bulk._id, quantity: 1 },
      { productId: gone._id, quantity: 1 },
    ]);
    const adminToken = (await admin()).idToken;
    const rival = await newUser();
    await call("POST", "/orders", { token: rival.idToken, body: { productId: low._id, quantity: 2, ...contact } });
    await call("DELETE", `/products/${gone._id}`, { token: adminToken });
    const { db } = await (await import("../helpers")).adminSdk();
    await db.collection("products").doc(bulk._id).update({ minimumOrder: 4 });

    const cart = await getCart(user);
    expect(cart.lines.map((line) => line.problem)).toEqual([
      "reduce your quantity",
      "inter minimum Amount",
      "no longer sold",
    ]);
    expect(cart.lines[2]).toMatchObject({ productName: gone.name, available: 0 });
    expect(cart.totalPrice).toBe(16);

    const refused = await checkout(user);
    expect(refused.status).toBe(404);
    expect(errorOf(refused).fields).toEqual({ "lines.2.productId": "no longer sold" });
    expect((await getCart(user)).lines).toHaveLength(3);
  });

  test("when a cart names an unknown product, a product twice, 21 products or a bad quantity, then 400 at that line", async () => {
    const many = await products(21, { price: 1 });
    const user = await newUser();
    const first = { productId: many[0]!._id, quantity: 1 };
    const cases: [unknown, Record<string, string>][] = [
      [[first, { productId: "no-such-tool", quantity: 1 }], { "lines.1.productId": "No such product" }],
      [[first, { productId: "a/b", quantity: 1 }], { "lines.1.productId": "No such product" }],
      [[first, first], { "lines.1.productId": "This product is already on another line" }],
      [[{ ...first, quantity: 0 }], { "lines.0.quantity": "Must be at least 1" }],
      [[{ ...first, quantity: 100_001 }], { "lines.0.quantity": "Must be at most 100000" }],
    ];
    for (const [lines, fields] of cases) {
      const result = await putCart(user, lines);
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toEqual(fields);
    }
    const tooMany = await putCart(
      user,
      many.map((product) => ({ productId: product._id, quantity: 1 })),
    );
    expect(Object.keys(errorOf(tooMany).fields ?? {})).toEqual(["lines"]);
    expect(await getCart(user)).toEqual({ lines: [], totalPrice: 0, version: expect.any(Number) });
  });

  test("when the shopper checks out, then one order holds every line, stock is reserved and the cart is empty", async () => {
    const [drill, level] = await products(2);
    const user = await newUser("Chris Checkout");
    await putCart(user, [
      { productId: drill!._id, quantity: 2 },
      { productId: level!._id, quantity: 3 },
    ]);
    const placed = await checkout(user, { totalPrice: 50 });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ name: "Chris Checkout", quantity: 5, totalPrice: 50, status: "pending" });
    expect(placed.body.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [drill!._id, 2],
      [level!._id, 3],
    ]);
    expect([await stockOf(drill!._id), await stockOf(level!._id)]).toEqual([8, 7]);
    expect(await getCart(user)).toEqual({ lines: [], totalPrice: 0, version: expect.any(Number) });

    const again = await checkout(user);
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe("cart-empty");
  });

  test("when one cart is checked out twice at once, then one order is placed and the other is refused", async () => {
    const [drill, level] = await products(2);
    const user = await newUser();
    await putCart(user, [
      { productId: drill!._id, quantity: 1 },
      { productId: level!._id, quantity: 2 },
    ]);
    const results = await Promise.all([checkout(user), checkout(user), checkout(user)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect([await stockOf(drill!._id), await stockOf(level!._id)]).toEqual([9, 8]);
    expect((await call("GET", `/orders/${user.email}`, { token: user.idToken })).body).toHaveLength(1);
  });

  test("when a checkout is refused (short line, price changed), then nothing is reserved and the cart stays", async () => {
    const [drill, level] = await products(2, { available: 3 });
    const user = await newUser();
    await putCart(user, [
      { productId: drill!._id, quantity: 2 },
      { productId: level!._id, quantity: 4 },
    ]);
    const short = await checkout(user);
    expect(short.status).toBe(409);
    expect(errorOf(short).fields).toEqual({ "lines.1.quantity": "reduce your quantity" });
    await putCart(user, [
      { productId: drill!._id, quantity: 2 },
      { productId: level!._id, quantity: 3 },
    ]);
    const changed = await checkout(user, { totalPrice: 49.99 });
    expect(errorOf(changed).code).toBe("price-changed");
    expect([await stockOf(drill!._id), await stockOf(level!._id)]).toEqual([3, 3]);
    expect((await getCart(user)).lines).toHaveLength(2);
  });
});
