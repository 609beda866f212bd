import type { DiscountCode } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, buyer, call, errorOf, newProduct } from "../helpers";
import { newCode, quoteOf, tag } from "./checkout-helpers";
import { products, stockOf } from "../orders/lines-helpers";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("discount codes (admin)", () => {
  test("when an admin adds a code, then it is stored upper-case with its rules and listed with 0 redemptions", async () => {
    const { idToken } = await admin();
    const name = `new-${tag(6)}`;
    const created = await call<DiscountCode>("POST", "/discount-codes", {
      token: idToken,
      body: { code: name, kind: "amount", value: 5, minSubtotal: 20, maxRedemptions: 3, endsAt: inDays(30) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: name.toUpperCase(),
      kind: "amount",
      value: 5,
      minSubtotal: 20,
      maxRedemptions: 3,
      perCustomer: 1,
      productIds: [],
      active: true,
      redemptions: 0,
      startsAt: null,
    });
    const listed = await call<DiscountCode[]>("GET", "/discount-codes", { token: idToken });
    expect(listed.body.find((code) => code.code === name.toUpperCase())).toMatchObject({ redemptions: 0 });

    const again = await call("POST", "/discount-codes", {
      token: idToken,
      body: { code: name.toLowerCase(), kind: "percent", value: 10 },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).fields).toHaveProperty("code");
  });

  test("when a code breaks a rule, then 400 names each bad field", async () => {
    const { idToken } = await admin();
    const post = (body: object) => call("POST", "/discount-codes", { token: idToken, body });
    expect(errorOf(await post({ code: "ab", kind: "percent", value: 10 })).fields).toHaveProperty("code");
    expect(errorOf(await post({ code: "HAS SPACE", kind: "percent", value: 10 })).fields).toHaveProperty("code");
    expect(errorOf(await post({ code: `P-${tag()}`, kind: "percent", value: 150 })).fields).toHaveProperty("value");
    expect(errorOf(await post({ code: `P-${tag()}`, kind: "percent", value: 12.5 })).fields).toHaveProperty("value");
    expect(errorOf(await post({ code: `A-${tag()}`, kind: "amount", value: 0.001 })).fields).toHaveProperty("value");
    expect(errorOf(await post({ code: `K-${tag()}`, kind: "free", value: 1 })).fields).toHaveProperty("kind");
    const backwards = await post({
      code: `D-${tag()}`,
      kind: "percent",
      value: 5,
      startsAt: inDays(2),
      endsAt: inDays(1),
    });
    expect(errorOf(backwards).fields).toHaveProperty("endsAt");
    expect(
      errorOf(await post({ code: `Y-${tag()}`, kind: "percent", value: 5, endsAt: "99999-01-01" })).fields,
    ).toHaveProperty("endsAt");
    expect(
      errorOf(await post({ code: `M-${tag()}`, kind: "percent", value: 5, maxRedemptions: 0 })).fields,
    ).toHaveProperty("maxRedemptions");
    expect(
      errorOf(await post({ code: `C-${tag()}`, kind: "percent", value: 5, perCustomer: 0 })).fields,
    ).toHaveProperty("perCustomer");
  });

  test("when a shopper or nobody manages codes, then 403 and 401", async () => {
    const { idToken } = await buyer();
    const body = { code: `X-${tag()}`, kind: "percent", value: 10 };
    expect((await call("POST", "/discount-codes", { body })).status).toBe(401);
    expect((await call("POST", "/discount-codes", { token: idToken, body })).status).toBe(403);
    expect((await call("GET", "/discount-codes", { token: idToken })).status).toBe(403);
    expect((await call("GET", "/discount-codes")).status).toBe(401);
    expect((await call("PATCH", "/discount-codes/WELCOME10", { token: idToken, body: { active: false } })).status).toBe(
      403,
    );
  });

  test("when an admin switches a code off, moves its end or its cap, then the quote follows; an unknown code is 404", async () => {
    const code = await newCode({ value: 20 });
    const [product] = await products(1);
    const lines = [{ productId: product!._id, quantity: 2 }];
    expect((await quoteOf({ lines, code: code.code.toLowerCase() })).body).toMatchObject({
      discount: 4,
      codeProblem: null,
    });
    const { idToken } = await admin();
    const patch = (body: object, name = code.code) =>
      call<DiscountCode>("PATCH", `/discount-codes/${name}`, { token: idToken, body });
    const off = await patch({ active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await quoteOf({ lines, code: code.code })).body).toMatchObject({
      discount: 0,
      codeProblem: "This code is no longer valid",
    });
    await patch({ active: true, endsAt: inDays(-1) });
    expect((await quoteOf({ lines, code: code.code })).body.codeProblem).toBe("This code has expired");
    const moved = await patch({ endsAt: null, maxRedemptions: 5 });
    expect(moved.body).toMatchObject({ endsAt: null, maxRedemptions: 5, active: true });
    expect((await quoteOf({ lines, code: code.code })).body.codeProblem).toBeNull();
    expect((await patch({ active: false }, "NO-SUCH-CODE")).status).toBe(404);
    expect((await patch({ active: "yes" })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
  });
});

describe("POST /cart/quote", () => {
  test("when a visitor prices a cart, then each line has its product as now, its problem, and nothing is reserved", async () => {
    const [drill, saw] = await products(2);
    const short = await newProduct({ price: 4, minimumOrder: 3, available: 5 });
    const result = await quoteOf({
      lines: [
        { productId: drill!._id, quantity: 2 },
        { productId: saw!._id, quantity: 11 },
        { productId: short._id, quantity: 2 },
        { productId: "gone-product-id", quantity: 1 },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.lines).toEqual([
      {
        productId: drill!._id,
        productName: drill!.name,
        // A tool without options is sold as its own variant.
        variantId: "default",
        variantLabel: "",
        sku: null,
        img: drill!.img,
        unitPrice: 10,
        quantity: 2,
        lineTotal: 20,
        available: 10,
        minimumOrder: 1,
        problem: null,
        tax: 0,
      },
      expect.objectContaining({ productId: saw!._id, lineTotal: 110, problem: "reduce your quantity" }),
      expect.objectContaining({ productId: short._id, lineTotal: 8, problem: "inter minimum Amount" }),
      expect.objectContaining({ productId: "gone-product-id", lineTotal: 0, problem: "no longer sold" }),
    ]);
    expect(result.body).toMatchObject({ subtotal: 138, discount: 0, shipping: 0, totalPrice: 138, codeProblem: null });
    expect(await stockOf(drill!._id)).toBe(10);
  });

  test("when the quote names a country, a rate and a code, then it answers the rates for that country, shipping and the discount", async () => {
    const [drill] = await products(1);
    const lines = [{ productId: drill!._id, quantity: 3 }];
    const us = await quoteOf({ lines, country: "us", shippingRateId: "express", code: "welcome10" });
    expect(us.body).toMatchObject({ subtotal: 30, discount: 3, shipping: 14.99, totalPrice: 41.99, codeProblem: null });
    expect(us.body.shippingRates.map((rate) => rate._id).sort()).toEqual(["express", "standard"]);
    const fr = await quoteOf({ lines, country: "FR", shippingRateId: "express" });
    expect(fr.body.shippingRates.map((rate) => rate._id)).toEqual(["international"]);
    expect(fr.body).toMatchObject({ shipping: 0, totalPrice: 30 });
    const unknown = await quoteOf({ lines, code: "NOPE-NOT-A-CODE" });
    expect(unknown.body).toMatchObject({ discount: 0, codeProblem: "This code is not valid", totalPrice: 30 });
  });

  test("when a code's rules are not met, then codeProblem says which and nothing is taken off", async () => {
    const [drill, level] = await products(2);
    const lines = [{ productId: drill!._id, quantity: 1 }];
    const later = await newCode({ startsAt: inDays(1) });
    expect((await quoteOf({ lines, code: later.code })).body.codeProblem).toBe("This code is not valid yet");
    const big = await newCode({ minSubtotal: 50 });
    expect((await quoteOf({ lines, code: big.code })).body.codeProblem).toBe(
      "This code needs a subtotal of at least $50.00",
    );
    const levelsOnly = await newCode({ value: 50, productIds: [level!._id] });
    expect((await quoteOf({ lines, code: levelsOnly.code })).body.codeProblem).toBe(
      "This code does not apply to these products",
    );
    const both = await quoteOf({
      lines: [...lines, { productId: level!._id, quantity: 1 }],
      code: levelsOnly.code,
    });
    expect(both.body).toMatchObject({ subtotal: 20, discount: 5, codeProblem: null });
  });

  test("when an amount code is worth more than the lines, then it takes at most the subtotal, and never the total below Stripe's minimum", async () => {
    const [drill] = await products(1);
    const lines = [{ productId: drill!._id, quantity: 1 }];
    const big = await newCode({ kind: "amount", value: 500 });
    const shipped = await quoteOf({ lines, code: big.code, country: "US", shippingRateId: "standard" });
    expect(shipped.body).toMatchObject({
      subtotal: 10,
      discount: 10,
      shipping: 5.99,
      totalPrice: 5.99,
      codeProblem: null,
    });
    const free = await quoteOf({ lines, code: big.code });
    expect(free.body.discount).toBe(0);
    expect(free.body.codeProblem).toMatch(/under \$0\.50/);
  });

  test("when the quote's body is bad, then 400 names the field", async () => {
    const bad = await quoteOf({ lines: [{ productId: "a/b", quantity: 1 }] });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("lines.0.productId");
    expect(errorOf(await quoteOf({ lines: [{ productId: "x", quantity: 0 }] })).fields).toHaveProperty(
      "lines.0.quantity",
    );
    expect((await quoteOf({ lines: "many" })).status).toBe(400);
  });
});
