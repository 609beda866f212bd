import { describe, expect, test } from "vitest";
import { emulatorEnv } from "../../../../ports/ports";
import { adminSdk, call, errorOf, newProduct, newUser, placeOrder, verifiedUser } from "../helpers";
import { orderLines, products, stockOf } from "./lines-helpers";

describe("orders of several lines", () => {
  test("when a shopper orders two tools, then one order holds both lines, the summary and the summed total", async () => {
    const drill = await newProduct({ name: "Cart Drill", price: 12.35, minimumOrder: 1, available: 10 });
    const level = await newProduct({ name: "Cart Level", price: 4.1, minimumOrder: 2, available: 8 });
    // Verified: the placed mail goes only to a verified address (docs/security.md, "Hostile and unlucky shoppers").
    const user = await verifiedUser("Lena Lines");
    const result = await orderLines(
      user,
      [
        { productId: drill._id, quantity: 3 },
        { productId: level._id, quantity: 2 },
      ],
      { totalPrice: 45.25 },
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: "Lena Lines",
      productId: null,
      unitPrice: null,
      productName: "Cart Drill + 1 more",
      quantity: 5,
      totalPrice: 45.25,
      status: "pending",
      lines: [
        { productId: drill._id, productName: "Cart Drill", unitPrice: 12.35, quantity: 3, lineTotal: 37.05 },
        { productId: level._id, productName: "Cart Level", unitPrice: 4.1, quantity: 2, lineTotal: 8.2 },
      ],
    });
    expect([await stockOf(drill._id), await stockOf(level._id)]).toEqual([7, 6]);
    const mine = (await call("GET", `/orders/${user.email}`, { token: user.idToken })).body;
    expect(mine).toHaveLength(1);
    // One "placed" mail for the whole order, naming every line.
    const { db } = await adminSdk();
    const mail = (await db.collection("mail").doc(`${result.body._id}-placed`).get()).get("message.text") as string;
    expect(mail).toContain("Cart Drill");
    expect(mail).toContain("Cart Level");
  });

  test("when one line is short, then 409 out-of-stock names every short line and no line's stock moves", async () => {
    const [plenty, short, alsoShort] = await products(3, { available: 5 });
    const user = await newUser();
    const result = await orderLines(user, [
      { productId: plenty!._id, quantity: 5 },
      { productId: short!._id, quantity: 6 },
      { productId: alsoShort!._id, quantity: 9 },
    ]);
    expect(result.status).toBe(409);
    const error = errorOf(result);
    expect(error.code).toBe("out-of-stock");
    expect(error.fields).toEqual({
      "lines.1.quantity": "reduce your quantity",
      "lines.2.quantity": "reduce your quantity",
    });
    expect(error.message).toContain(short!.name);
    for (const product of [plenty!, short!, alsoShort!]) expect(await stockOf(product._id)).toBe(5);
    expect((await call("GET", `/orders/${user.email}`, { token: user.idToken })).body).toEqual([]);
  });

  test("when a line is below its product's minimum order, then 400 under that line and nothing is reserved", async () => {
    const [one] = await products(1);
    const bulk = await newProduct({ price: 1, minimumOrder: 5, available: 20 });
    const user = await newUser();
    const result = await orderLines(user, [
      { productId: one!._id, quantity: 1 },
      { productId: bulk._id, quantity: 4 },
    ]);
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({ "lines.1.quantity": "inter minimum Amount" });
    expect([await stockOf(one!._id), await stockOf(bulk._id)]).toEqual([10, 20]);
  });

  test("when a product is on two lines, then 400 names the repeated line", async () => {
    const [product] = await products(1);
    const user = await newUser();
    const line = { productId: product!._id, quantity: 1 };
    const result = await orderLines(user, [line, line]);
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({ "lines.1.productId": "This product is already on another line" });
    expect(await stockOf(product!._id)).toBe(10);
  });

  test("when an order has 21 lines or none, then 400 on lines; 20 lines are placed", async () => {
    const many = await products(21, { price: 1 });
    const user = await newUser();
    const lines = many.map((product) => ({ productId: product._id, quantity: 1 }));
    for (const body of [lines, []]) {
      const result = await orderLines(user, body);
      expect(result.status).toBe(400);
      expect(Object.keys(errorOf(result).fields ?? {})).toEqual(["lines"]);
    }
    expect(await stockOf(many[20]!._id)).toBe(10);
    const twenty = await orderLines(user, lines.slice(0, 20));
    expect(twenty.status).toBe(201);
    expect(twenty.body.lines).toHaveLength(20);
    expect(twenty.body.productName).toBe(`${many[0]!.name} + 19 more`);
  });

  test("when the client's total differs (a price changed), then 409 price-changed and nothing is reserved", async () => {
    const [a, b] = await products(2);
    const user = await newUser();
    const lines = [
      { productId: a!._id, quantity: 1 },
      { productId: b!._id, quantity: 2 },
    ];
    const result = await orderLines(user, lines, { totalPrice: 20 });
    expect(result.status).toBe(409);
    expect(errorOf(result)).toMatchObject({ code: "price-changed", fields: { totalPrice: "price changed" } });
    expect([await stockOf(a!._id), await stockOf(b!._id)]).toEqual([10, 10]);
    expect((await orderLines(user, lines, { totalPrice: 30 })).status).toBe(201);
  });

  test("when the whole order's total passes Stripe's limit, then 400 on lines, though each line alone would not", async () => {
    const dear = await products(2, { price: 600_000 });
    const user = await newUser();
    const result = await orderLines(
      user,
      dear.map((product) => ({ productId: product._id, quantity: 1 })),
    );
    expect(result.status).toBe(400);
    expect(errorOf(result).fields?.lines).toMatch(/total must be at most/);
    expect(await stockOf(dear[0]!._id)).toBe(10);
  });

  test("when an order of lines names a product that does not exist, then 404 names the line", async () => {
    const [real] = await products(1);
    const user = await newUser();
    const result = await orderLines(user, [
      { productId: real!._id, quantity: 1 },
      { productId: "no-such-tool", quantity: 1 },
    ]);
    expect(result.status).toBe(404);
    expect(errorOf(result).fields).toEqual({ "lines.1.productId": "no longer sold" });
    expect(await stockOf(real!._id)).toBe(10);
  });

  test("when the account's holds pass a line's bound, then 429 hold-limit on that line and nothing is reserved", async () => {
    const [free, capped] = await products(2, { available: 500 });
    const user = await newUser();
    const result = await orderLines(user, [
      { productId: free!._id, quantity: 1 },
      { productId: capped!._id, quantity: 400 },
    ]);
    expect(result.status).toBe(429);
    expect(errorOf(result).code).toBe("hold-limit");
    expect(Object.keys(errorOf(result).fields ?? {})).toEqual(["lines.1.quantity"]);
    expect(await stockOf(free!._id)).toBe(500);
  });

  test("when an account holds 3 unpaid orders of several lines, then a 4th is 429 too-many-open-orders", async () => {
    const [a, b] = await products(2);
    const user = await newUser();
    const lines = [
      { productId: a!._id, quantity: 1 },
      { productId: b!._id, quantity: 1 },
    ];
    for (let placed = 0; placed < 3; placed += 1) expect((await orderLines(user, lines)).status).toBe(201);
    const fourth = await orderLines(user, lines);
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-open-orders");
    expect(await stockOf(a!._id)).toBe(7);
  });
});

describe("orders stored before lines", () => {
  test("when an order has no lines, then it reads as one line, and npm run migrate writes them once", async () => {
    const product = await newProduct({ price: 7.5, minimumOrder: 1, available: 10 });
    const user = await newUser();
    const order = await placeOrder(user, product._id, 2);
    const { db } = await adminSdk();
    // As the server stored orders before lines: no `lines` field (null is what the emulator keeps of a delete).
    await db.collection("orders").doc(order._id).update({ lines: null });
    const read = (await call("GET", `/orders/${order._id}`, { token: user.idToken })).body;
    expect(read).toMatchObject({
      productId: product._id,
      unitPrice: 7.5,
      quantity: 2,
      lines: [{ productId: product._id, productName: product.name, unitPrice: 7.5, quantity: 2, lineTotal: 15 }],
    });

    Object.assign(process.env, emulatorEnv);
    const { backfillOrderLines } = await import("../../../src/data/migrations/order-lines");
    expect(await backfillOrderLines()).toBeGreaterThanOrEqual(1);
    const stored = (await db.collection("orders").doc(order._id).get()).get("lines");
    expect(stored).toEqual([
      {
        productId: product._id,
        productName: product.name,
        // The tool's own variant: an order stored before variants was of it.
        variantId: "default",
        variantLabel: "",
        sku: null,
        unitPriceCents: 750,
        quantity: 2,
        lineTotalCents: 1500,
        discountCents: 0,
        taxCents: 0,
      },
    ]);
    expect(await backfillOrderLines()).toBe(0);
  });
});
