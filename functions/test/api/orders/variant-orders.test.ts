import type { Cart, Order, OrderReturn, Quote, Stats } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import {
  admin,
  adminSdk,
  call,
  errorOf,
  newProduct,
  newUser,
  verifiedUser,
  type CallResult,
  type TestUser,
} from "../helpers";
import { kept, putVariants, sizedTool, stockByVariant, stockMovesOf } from "../catalogue/variant-helpers";
import { arrangeOrder } from "./lifecycle-helpers";
import { contact } from "./lines-helpers";
import { payOrder } from "../payments/payment-helpers";

/**
 * Orders, carts, refunds and returns of a tool's variants (docs/api.md, "Variants"): each line names
 * its variant, takes from and gives back to that variant's stock alone. The seed's wrench comes in
 * 6 in (AW-6, $12.75), 8 in (AW-8, $15.25) and 10 in (AW-10, $18.50, none in stock).
 */
const WRENCH = "adjustable-wrench";

type Line = { productId: string; variantId?: string; quantity: number };

const order = (user: TestUser, body: object) =>
  call<Order>("POST", "/orders", { token: user.idToken, body: { ...contact, ...body } });
const cancel = (user: TestUser, id: string) => call<Order>("POST", `/orders/${id}/cancel`, { token: user.idToken });
const putCart = async (user: TestUser, lines: Line[]) => {
  const { version } = (await call<Cart>("GET", "/cart", { token: user.idToken })).body;
  return call<Cart>("PUT", "/cart", { token: user.idToken, body: { lines, version } });
};
const getCart = async (user: TestUser) => (await call<Cart>("GET", "/cart", { token: user.idToken })).body;

function refused(result: CallResult, status: number, code: string) {
  expect(result.status, result.text.slice(0, 300)).toBe(status);
  const error = errorOf(result);
  expect(error.code).toBe(code);
  return error.fields ?? {};
}

describe("orders of a tool's variants", () => {
  test("when an order names no variant of the wrench, or one it has not, then 400 under variantId; the sold-out 10 in is 409; nothing is taken", async () => {
    const before = await stockByVariant(WRENCH);
    const user = await newUser();
    const results = [];
    for (const body of [
      { productId: WRENCH, quantity: 1 },
      { lines: [{ productId: WRENCH, quantity: 1 }] },
      { productId: WRENCH, variantId: "12-in", quantity: 1 },
      {
        lines: [
          { productId: "claw-hammer", quantity: 2 },
          { productId: WRENCH, variantId: "12-in", quantity: 1 },
        ],
      },
      { productId: WRENCH, variantId: "10-in", quantity: 1 },
      {
        lines: [
          { productId: WRENCH, variantId: "8-in", quantity: 1 },
          { productId: WRENCH, variantId: "10-in", quantity: 1 },
        ],
      },
    ]) {
      results.push(await order(user, body));
    }
    const [bare, bareLines, unknown, unknownLines, soldOut, soldOutLines] = results;
    expect(refused(bare!, 400, "bad-request")).toEqual({ variantId: "Choose Size" });
    expect(refused(bareLines!, 400, "bad-request")).toEqual({ "lines.0.variantId": "Choose Size" });
    expect(refused(unknown!, 400, "bad-request")).toEqual({ variantId: "No such option" });
    expect(refused(unknownLines!, 400, "bad-request")).toEqual({ "lines.1.variantId": "No such option" });
    expect(refused(soldOut!, 409, "out-of-stock")).toEqual({ quantity: "reduce your quantity" });
    expect(refused(soldOutLines!, 409, "out-of-stock")).toEqual({ "lines.1.quantity": "reduce your quantity" });
    expect(await stockByVariant(WRENCH)).toEqual(before);
    expect((await call("GET", `/orders/${user.email}`, { token: user.idToken })).body).toEqual([]);
  });

  test("when a shopper orders 2 x 8 in and 1 x 6 in, then each line names its variant and price, only those variants' stock is taken, and a cancel gives it back", async () => {
    const before = await stockByVariant(WRENCH);
    const user = await verifiedUser("Vera Variant");
    const placed = await order(user, {
      lines: [
        { productId: WRENCH, variantId: "8-in", quantity: 2 },
        { productId: WRENCH, variantId: "6-in", quantity: 1 },
      ],
      totalPrice: 43.25,
    });
    expect(placed.status, placed.text).toBe(201);
    const wrench = { productId: WRENCH, productName: "Adjustable Wrench" };
    expect(placed.body).toMatchObject({
      totalPrice: 43.25,
      quantity: 3,
      lines: [
        {
          ...wrench,
          variantId: "8-in",
          variantLabel: "Size: 8 in",
          sku: "AW-8",
          unitPrice: 15.25,
          quantity: 2,
          lineTotal: 30.5,
        },
        {
          ...wrench,
          variantId: "6-in",
          variantLabel: "Size: 6 in",
          sku: "AW-6",
          unitPrice: 12.75,
          quantity: 1,
          lineTotal: 12.75,
        },
      ],
    });
    expect(await stockByVariant(WRENCH)).toEqual({
      ...before,
      "8-in": before["8-in"]! - 2,
      "6-in": before["6-in"]! - 1,
    });
    const { db } = await adminSdk();
    const mail = (await db.collection("mail").doc(`${placed.body._id}-placed`).get()).get("message.text") as string;
    expect(mail).toContain("2 x Adjustable Wrench (Size: 8 in) at $15.25");
    expect(mail).toContain("1 x Adjustable Wrench (Size: 6 in) at $12.75");

    // The one-product body names its variant too.
    const one = await order(user, { productId: WRENCH, variantId: "6-in", quantity: 2 });
    expect(one.body).toMatchObject({ unitPrice: 12.75, totalPrice: 25.5, lines: [{ variantId: "6-in", sku: "AW-6" }] });

    expect((await cancel(user, placed.body._id)).body.status).toBe("cancelled");
    expect((await cancel(user, one.body._id)).body.status).toBe("cancelled");
    expect(await stockByVariant(WRENCH)).toEqual(before);
  });

  test("when twenty shoppers race for the last 5 pieces of one size, then exactly 5 orders are placed and the other size is untouched", async () => {
    const tool = await sizedTool([
      { size: "Last", price: 4, available: 5 },
      { size: "Plenty", price: 4, available: 50 },
    ]);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newUser("Racer")));
    const answers = await Promise.all(
      shoppers.map((shopper) => order(shopper, { productId: tool._id, variantId: "last", quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const late of answers.filter((answer) => answer.status === 409))
      expect(errorOf(late).code).toBe("out-of-stock");
    expect(await stockByVariant(tool._id)).toEqual({ last: 0, plenty: 50 });
  }, 60_000);

  test("when the owner removes a size that pending orders hold, then the orders keep their lines and a cancel gives nothing back to any variant", async () => {
    const tool = await sizedTool([
      { size: "A", price: 3, available: 10, sku: null },
      { size: "B", price: 5, available: 10 },
    ]);
    const [first, second] = await Promise.all([newUser(), newUser()]);
    const held = await order(first!, { productId: tool._id, variantId: "a", quantity: 2 });
    const mixed = await order(second!, {
      lines: [
        { productId: tool._id, variantId: "a", quantity: 3 },
        { productId: tool._id, variantId: "b", quantity: 1 },
      ],
    });
    expect([held.status, mixed.status]).toEqual([201, 201]);

    const removed = await putVariants(tool._id, {
      version: tool.version,
      options: [{ name: "Size", values: ["B"] }],
      variants: [kept(tool.variants[1]!)],
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ available: 9, variants: [{ id: "b", available: 9 }] });
    expect((await stockMovesOf(tool._id))[0]).toMatchObject({ variantId: "a", delta: -5, reason: "variant removed" });

    const read = await call<Order>("GET", `/orders/${held.body._id}`, { token: first!.idToken });
    expect(read.body.lines).toEqual([
      expect.objectContaining({ variantId: "a", variantLabel: "Size: A", sku: null, quantity: 2, unitPrice: 3 }),
    ]);
    expect(
      refused(await order(first!, { productId: tool._id, variantId: "a", quantity: 1 }), 400, "bad-request"),
    ).toEqual({
      variantId: "No such option",
    });
    expect((await cancel(first!, held.body._id)).body.status).toBe("cancelled");
    expect(await stockByVariant(tool._id)).toEqual({ b: 9 });

    // A again is a new variant: the second order's cancel gives its A pieces to nothing, its B piece back to B.
    const again = await putVariants(tool._id, {
      version: removed.body.version,
      options: [{ name: "Size", values: ["B", "A"] }],
      variants: [kept(removed.body.variants[0]!), { options: { Size: "A" }, price: 3, available: 1 }],
    });
    const newA = again.body.variants[1]!.id;
    expect(newA).not.toBe("a");
    expect((await cancel(second!, mixed.body._id)).body.status).toBe("cancelled");
    expect(await stockByVariant(tool._id)).toEqual({ b: 10, [newA]: 1 });
    expect((await call("GET", `/product/${tool._id}`)).body.available).toBe(11);
  });
});

describe("refunds and returns of a tool's variants", () => {
  test("when an admin refunds one size's piece with restock and a shopper returns another size, then each names its variant and restocks only it", async () => {
    const tool = await sizedTool([
      { size: "S", price: 10, available: 10 },
      { size: "M", price: 4, available: 10 },
    ]);
    const user = await verifiedUser("Rita Refund");
    const placed = await order(user, {
      lines: [
        { productId: tool._id, variantId: "s", quantity: 2 },
        { productId: tool._id, variantId: "m", quantity: 3 },
      ],
    });
    expect(placed.status, placed.text).toBe(201);
    await payOrder(user, placed.body._id);
    const owner = (await admin()).idToken;
    const refund = (body: object) => call<Order>("POST", `/orders/${placed.body._id}/refund`, { token: owner, body });

    // Without its variant the line is not on the order: the wrench-like tool has only sizes.
    expect(
      refused(await refund({ lines: [{ productId: tool._id, quantity: 1 }], restock: true }), 400, "bad-request"),
    ).toEqual({
      "lines.0.productId": "This product is not on the order",
    });
    const partial = await refund({ lines: [{ productId: tool._id, variantId: "s", quantity: 1 }], restock: true });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.body).toMatchObject({ status: "partially-refunded", refundedTotal: 10 });
    expect(partial.body.refunds[0]!.lines).toEqual([
      { productId: tool._id, productName: tool.name, variantId: "s", variantLabel: "Size: S", sku: null, quantity: 1 },
    ]);
    expect(await stockByVariant(tool._id)).toEqual({ s: 9, m: 7 });
    const { db } = await adminSdk();
    const mail = (await db.collection("mail").doc(`${placed.body._id}-refunded-1`).get()).get("message.text") as string;
    expect(mail).toContain(`1 x ${tool.name} (Size: S)`);

    const asked = await call<OrderReturn>("POST", `/orders/${placed.body._id}/returns`, {
      token: user.idToken,
      body: { lines: [{ productId: tool._id, variantId: "m", quantity: 2 }], reason: "Too small" },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.lines).toEqual([
      expect.objectContaining({ productId: tool._id, variantId: "m", variantLabel: "Size: M", quantity: 2 }),
    ]);
    const move = (action: string, body?: object) =>
      call<OrderReturn>("POST", `/returns/${asked.body._id}/${action}`, { token: owner, ...(body && { body }) });
    expect((await move("approve")).status).toBe(200);
    expect((await move("receive", { restock: true })).status).toBe(200);
    const refunded = await move("refund");
    expect(refunded.status, refunded.text).toBe(200);
    expect(await stockByVariant(tool._id)).toEqual({ s: 9, m: 9 });
    const after = (await call<Order>("GET", `/orders/${placed.body._id}`, { token: user.idToken })).body;
    expect(after.refunds[1]!.lines).toEqual([
      expect.objectContaining({ variantId: "m", variantLabel: "Size: M", quantity: 2 }),
    ]);
    expect(after.refundedTotal).toBe(18);
  }, 60_000);
});

describe("carts and quotes of a tool's variants", () => {
  test("when a cart holds two sizes of the wrench, then each line shows its variant's label, SKU, price and stock; the same size twice, or none, is refused", async () => {
    const plain = await newProduct({ price: 2, minimumOrder: 1, available: 5 });
    const user = await newUser();
    const stock = await stockByVariant(WRENCH);
    const lines = [
      { productId: WRENCH, variantId: "6-in", quantity: 1 },
      { productId: WRENCH, variantId: "8-in", quantity: 2 },
      { productId: plain._id, quantity: 1 },
    ];
    const put = await putCart(user, lines);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      totalPrice: 45.25,
      lines: [
        {
          productId: WRENCH,
          variantId: "6-in",
          variantLabel: "Size: 6 in",
          sku: "AW-6",
          unitPrice: 12.75,
          available: stock["6-in"],
          problem: null,
        },
        {
          productId: WRENCH,
          variantId: "8-in",
          variantLabel: "Size: 8 in",
          sku: "AW-8",
          unitPrice: 15.25,
          quantity: 2,
          available: stock["8-in"],
        },
        { productId: plain._id, variantId: "default", variantLabel: "", sku: null, unitPrice: 2 },
      ],
    });
    expect(await getCart(user)).toEqual(put.body);

    const twice = await putCart(user, [lines[0]!, { ...lines[0]!, quantity: 3 }]);
    expect(Object.keys(refused(twice, 400, "bad-request"))).toEqual(["lines.1.productId"]);
    expect(refused(await putCart(user, [{ productId: WRENCH, quantity: 1 }]), 400, "bad-request")).toEqual({
      "lines.0.variantId": "Choose Size",
    });
    expect(
      refused(await putCart(user, [{ productId: WRENCH, variantId: "9-in", quantity: 1 }]), 400, "bad-request"),
    ).toEqual({
      "lines.0.variantId": "No such option",
    });
    expect(await getCart(user)).toEqual(put.body);

    const checkedOut = await call<Order>("POST", "/cart/checkout", { token: user.idToken, body: contact });
    expect(checkedOut.status, checkedOut.text).toBe(201);
    expect(checkedOut.body.lines.map(({ variantId, sku }) => ({ variantId, sku }))).toEqual([
      { variantId: "6-in", sku: "AW-6" },
      { variantId: "8-in", sku: "AW-8" },
      { variantId: "default", sku: null },
    ]);
    expect(await stockByVariant(WRENCH)).toEqual({ ...stock, "6-in": stock["6-in"]! - 1, "8-in": stock["8-in"]! - 2 });
    expect((await cancel(user, checkedOut.body._id)).status).toBe(200);
  });

  test("when the owner removes a size in a cart, then its line shows 'no longer sold' and the merge drops it", async () => {
    const tool = await sizedTool([
      { size: "S", price: 3, available: 4 },
      { size: "M", price: 5, available: 4 },
    ]);
    const user = await newUser();
    expect(
      (
        await putCart(user, [
          { productId: tool._id, variantId: "m", quantity: 1 },
          { productId: tool._id, variantId: "s", quantity: 2 },
        ])
      ).status,
    ).toBe(200);
    const removed = await putVariants(tool._id, {
      version: tool.version,
      options: [{ name: "Size", values: ["S"] }],
      variants: [kept(tool.variants[0]!)],
    });
    expect(removed.status, removed.text).toBe(200);
    const cart = await getCart(user);
    expect(cart.totalPrice).toBe(6);
    expect(cart.lines[0]).toMatchObject({ variantId: "m", variantLabel: "", sku: null, problem: "no longer sold" });
    expect(cart.lines[1]).toMatchObject({ variantId: "s", variantLabel: "Size: S", problem: null });

    const merged = await call("POST", "/cart/merge", {
      token: user.idToken,
      body: {
        lines: [
          { productId: tool._id, variantId: "m", quantity: 1 },
          { productId: tool._id, variantId: "s", quantity: 5 },
        ],
      },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.dropped).toEqual([
      { productId: tool._id, variantId: "m", productName: "", quantity: 1, reason: "no longer sold" },
    ]);
    expect(merged.body.capped).toEqual([
      { productId: tool._id, variantId: "s", productName: tool.name, asked: 7, quantity: 4 },
    ]);
  });

  test("when a visitor asks a quote for sizes, then its lines carry the variant; a line without one says 'Choose Size'", async () => {
    const quote = await call<Quote>("POST", "/cart/quote", {
      body: {
        lines: [
          { productId: WRENCH, variantId: "8-in", quantity: 2 },
          { productId: WRENCH, quantity: 1 },
          { productId: WRENCH, variantId: "9-in", quantity: 1 },
        ],
      },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.subtotal).toBe(30.5);
    expect(quote.body.lines).toMatchObject([
      {
        productId: WRENCH,
        variantId: "8-in",
        variantLabel: "Size: 8 in",
        sku: "AW-8",
        unitPrice: 15.25,
        lineTotal: 30.5,
        problem: null,
      },
      { productId: WRENCH, variantId: "default", variantLabel: "", sku: null, problem: "Choose Size" },
      { productId: WRENCH, variantId: "9-in", variantLabel: "", problem: "No such option" },
    ]);
  });
});

describe("the overview and the CSV of variants", () => {
  test("when an admin reads the low stock, then each variant low on stock is an item of its own: the sold-out 10 in wrench", async () => {
    const stats = (await call<Stats>("GET", "/stats?days=1", { token: (await admin()).idToken })).body;
    const wrenches = stats.lowStock.filter((item) => item._id === WRENCH);
    expect(wrenches).toEqual([
      {
        _id: WRENCH,
        name: "Adjustable Wrench",
        variantId: "10-in",
        variantLabel: "Size: 10 in",
        available: 0,
        minimumOrder: 1,
      },
    ]);
  });

  test("when an admin exports the orders, then each line's row ends with its sku and variant", async () => {
    const plain = await newProduct({ price: 2, minimumOrder: 1, available: 5 });
    const user = await newUser("Csv Variant");
    const placed = await order(user, {
      lines: [
        { productId: WRENCH, variantId: "8-in", quantity: 1 },
        { productId: plain._id, quantity: 1 },
      ],
    });
    expect(placed.status, placed.text).toBe(201);
    await arrangeOrder(placed.body._id, { createdAt: new Date("2021-07-20T12:00:00Z") });
    const csv = await call("GET", "/orders/export.csv?from=2021-07-20&to=2021-07-20", {
      token: (await admin()).idToken,
    });
    expect(csv.status).toBe(200);
    const { parse } = await import("csv-parse/sync");
    const rows = parse(csv.text) as string[][];
    expect(rows[0]!.slice(-2)).toEqual(["sku", "variant"]);
    const mine = rows.filter((row) => row[0] === placed.body._id);
    expect(mine.map((row) => [row[4], ...row.slice(-2)])).toEqual([
      ["Adjustable Wrench", "AW-8", "Size: 8 in"],
      [plain.name, "", ""],
    ]);
    expect((await cancel(user, placed.body._id)).status).toBe(200);
  });
});

describe("orders and carts stored before variants", () => {
  test("when an order's lines and a cart's lines have no variant fields, then they read as the default variant", async () => {
    const plain = await newProduct({ price: 6, minimumOrder: 1, available: 10 });
    const user = await newUser();
    const placed = await order(user, { productId: plain._id, quantity: 2 });
    expect(placed.status, placed.text).toBe(201);
    const { db } = await adminSdk();
    const ref = db.collection("orders").doc(placed.body._id);
    const lines = ((await ref.get()).get("lines") as Record<string, unknown>[]).map(
      ({ variantId: _id, variantLabel: _label, sku: _sku, ...line }) => line,
    );
    await ref.update({ lines });
    const read = (await call<Order>("GET", `/orders/${placed.body._id}`, { token: user.idToken })).body;
    expect(read.lines).toEqual([
      expect.objectContaining({ productId: plain._id, variantId: "default", variantLabel: "", sku: null, quantity: 2 }),
    ]);
    expect((await cancel(user, placed.body._id)).body.status).toBe("cancelled");
    expect((await call("GET", `/product/${plain._id}`)).body.available).toBe(10);

    await db
      .collection("carts")
      .doc(user.uid)
      .set({
        lines: [{ productId: plain._id, quantity: 3, productName: plain.name }],
        version: 4,
        updatedAt: new Date(),
      });
    expect(await getCart(user)).toEqual({
      version: 4,
      totalPrice: 18,
      lines: [
        expect.objectContaining({
          productId: plain._id,
          variantId: "default",
          variantLabel: "",
          sku: null,
          unitPrice: 6,
          quantity: 3,
          problem: null,
        }),
      ],
    });
  });
});
