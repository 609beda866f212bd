import { describe, expect, test } from "vitest";
import { admin, adminSdk, buyer, call, errorOf, newProduct, newUser, placeOrder } from "../helpers";

const contact = { number: "+1 555 0100", location: "12 Elm Street, Springfield" };

async function stockOf(productId: string): Promise<number> {
  return (await call("GET", `/product/${productId}`)).body.available;
}

describe("placing orders", () => {
  test("when a buyer orders, then the server decides name, email and total and reserves the stock", async () => {
    const product = await newProduct({ price: 12.35, minimumOrder: 2, available: 10 });
    const user = await newUser("Olga Orders");
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 3, ...contact, totalPrice: 37.05, name: "Forged", email: "x@y.zz" },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: "Olga Orders",
      email: user.email,
      uid: user.uid,
      productId: product._id,
      productName: product.name,
      unitPrice: 12.35,
      quantity: 3,
      totalPrice: 37.05,
      paid: false,
      status: "pending",
      transactionId: null,
    });
    expect(result.body).not.toHaveProperty("paymentIntentId");
    expect(await stockOf(product._id)).toBe(7);
  });

  test("when the quantity is below the minimum order, then 400 with fields.quantity and no stock moves", async () => {
    const product = await newProduct({ minimumOrder: 3, available: 10 });
    const user = await newUser();
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 2, ...contact },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({ quantity: "inter minimum Amount" });
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when there is not enough stock, then 409 out-of-stock and nothing is written", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 4 });
    const user = await newUser();
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 5, ...contact },
    });
    expect(result.status).toBe(409);
    const error = errorOf(result);
    expect(error.code).toBe("out-of-stock");
    expect(error.fields).toEqual({ quantity: "reduce your quantity" });
    expect(await stockOf(product._id)).toBe(4);
    expect((await call("GET", `/orders/${user.email}`, { token: user.idToken })).body).toEqual([]);
  });

  test("when the client's totalPrice disagrees with the server's, then 409 price-changed", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 5 });
    const user = await newUser();
    const result = await call("POST", "/orders", {
      token: user.idToken,
      body: { productId: product._id, quantity: 2, ...contact, totalPrice: 2 },
    });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("price-changed");
    expect(await stockOf(product._id)).toBe(5);
  });

  test("when the body is incomplete, then 400 names each missing field", async () => {
    const user = await newUser();
    const result = await call("POST", "/orders", { token: user.idToken, body: { quantity: 1.5, number: " " } });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toMatchObject({
      productId: "Product is required",
      quantity: "Must be a whole number",
      number: "Phone number is required",
      location: "Location is required",
    });
  });

  test("when the product does not exist, then 404; without a token, 401", async () => {
    const user = await newUser();
    const body = { productId: "no-such-tool", quantity: 1, ...contact };
    expect((await call("POST", "/orders", { token: user.idToken, body })).status).toBe(404);
    expect((await call("POST", "/orders", { body })).status).toBe(401);
  });
});

describe("reading orders", () => {
  test("when a buyer lists their own orders, then they see theirs only, newest first", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 10 });
    const user = await newUser();
    const other = await newUser();
    const first = await placeOrder(user, product._id, 1);
    const second = await placeOrder(user, product._id, 2);
    await placeOrder(other, product._id, 1);
    const result = await call("GET", `/orders/${user.email}`, { token: user.idToken });
    expect(result.status).toBe(200);
    expect(result.body.map((order: { _id: string }) => order._id)).toEqual([second._id, first._id]);
  });

  test("when someone asks for another user's orders, then 403; without a token, 401", async () => {
    const user = await newUser();
    const other = await newUser();
    const result = await call("GET", `/orders/${other.email}`, { token: user.idToken });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe("forbidden");
    expect((await call("GET", `/orders/${user.email}`)).status).toBe(401);
  });

  test("when the owner or an admin reads one order, then 200; another user 403; unknown 404", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const owner = await newUser();
    const stranger = await newUser();
    const order = await placeOrder(owner, product._id, 1);
    expect((await call("GET", `/orders/${order._id}`, { token: owner.idToken })).body).toMatchObject({
      _id: order._id,
    });
    expect((await call("GET", `/orders/${order._id}`, { token: (await admin()).idToken })).status).toBe(200);
    expect((await call("GET", `/orders/${order._id}`, { token: stranger.idToken })).status).toBe(403);
    expect((await call("GET", "/orders/no-such-order", { token: owner.idToken })).status).toBe(404);
  });

  test("when an admin lists all orders, then 200 newest first; a buyer gets 403", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const order = await placeOrder(await newUser(), product._id, 1);
    const all = await call("GET", "/orders", { token: (await admin()).idToken });
    expect(all.status).toBe(200);
    expect(all.body[0]._id).toBe(order._id);
    expect((await call("GET", "/orders", { token: (await buyer()).idToken })).status).toBe(403);
  });
});

describe("deleting orders", () => {
  test("when an admin deletes an unpaid order, then its stock comes back and it leaves every list", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 10 });
    const user = await newUser();
    const order = await placeOrder(user, product._id, 4);
    expect(await stockOf(product._id)).toBe(6);
    const { idToken } = await admin();
    const result = await call("DELETE", `/orders/${order._id}`, { token: idToken });
    expect(result.body).toEqual({ deletedCount: 1 });
    expect(await stockOf(product._id)).toBe(10);
    expect((await call("GET", `/orders/${user.email}`, { token: user.idToken })).body).toEqual([]);
    const all = await call("GET", "/orders", { token: idToken });
    expect(all.body.map((o: { _id: string }) => o._id)).not.toContain(order._id);
    expect((await call("GET", `/orders/${order._id}`, { token: user.idToken })).status).toBe(404);
    expect((await call("DELETE", `/orders/${order._id}`, { token: idToken })).body).toEqual({ deletedCount: 0 });
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when an admin deletes a paid order, then it is archived with deletedAt and deletedBy, never erased", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 10 });
    const order = await placeOrder(await newUser(), product._id, 2);
    const { db } = await adminSdk();
    // Arrange a paid order directly: paying is the payments suite's business.
    await db
      .collection("orders")
      .doc(order._id)
      .update({ paid: true, status: "paid", transactionId: "pi_test", paidAt: new Date() });
    const administrator = await admin();
    expect((await call("DELETE", `/orders/${order._id}`, { token: administrator.idToken })).body).toEqual({
      deletedCount: 1,
    });
    const stored = (await db.collection("orders").doc(order._id).get()).data();
    expect(stored).toMatchObject({ paid: true, transactionId: "pi_test", deletedBy: administrator.uid });
    expect(stored?.deletedAt).toBeTruthy();
    expect(await stockOf(product._id)).toBe(8);
  });

  test("when a non-admin deletes an order, then 403 and the order stays", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const user = await newUser();
    const order = await placeOrder(user, product._id, 1);
    expect((await call("DELETE", `/orders/${order._id}`, { token: user.idToken })).status).toBe(403);
    expect((await call("DELETE", `/orders/${order._id}`)).status).toBe(401);
    expect((await call("GET", `/orders/${order._id}`, { token: user.idToken })).status).toBe(200);
  });
});
