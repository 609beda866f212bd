import { createHash } from "node:crypto";
import type { CheckoutResult, Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, adminSdk, call, errorOf, newProduct, newUser, verifiedUser, verifyEmail } from "../helpers";
import {
  checkoutAs,
  guest,
  newCode,
  newRate,
  patchRate,
  phone,
  redemptionsOf,
  uniqueEmail,
  usAddress,
} from "./checkout-helpers";
import { products, stockOf } from "../orders/lines-helpers";
import { caughtAbout, kindsOf } from "../mail/mail-helpers";
import { eventually, stripe } from "../payments/payment-helpers";
import { confirmAtStandIn, createAccount } from "../../../../testkit/shop-client";
import { inMinutes, sweepAt } from "../orders/lifecycle-helpers";

const withKey = (key: string) => ({ "x-order-key": key });
const orderWithKey = (id: string, key: string) => call<Order>("GET", `/orders/${id}`, { headers: withKey(key) });

async function placed(result: { status: number; text: string; body: CheckoutResult }): Promise<CheckoutResult> {
  if (result.status !== 201) throw new Error(`checkout refused: ${result.status} ${result.text}`);
  return result.body;
}

describe("POST /checkout as a guest", () => {
  test("when a visitor checks out, then a guest order with address, shipping and total is placed, its key answered once and stored as a hash", async () => {
    const [drill, level] = await products(2);
    const shopper = guest();
    const order = await placed(
      await checkoutAs(shopper, [
        { productId: drill!._id, quantity: 2 },
        { productId: level!._id, quantity: 1 },
      ]),
    );
    expect(order).toMatchObject({
      guest: true,
      email: shopper.guest.toLowerCase(),
      name: usAddress.name,
      status: "pending",
      shippingAddress: usAddress,
      shipping: { rateId: "standard", label: "Standard", amount: 5.99 },
      subtotal: 30,
      discount: 0,
      code: null,
      totalPrice: 35.99,
      number: phone,
    });
    expect(order.orderKey).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(await stockOf(drill!._id)).toBe(8);

    const { db } = await adminSdk();
    const stored = (await db.collection("orders").doc(order._id).get()).data()!;
    expect(stored.checkout.orderKeyHash).toBe(createHash("sha256").update(order.orderKey!).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(order.orderKey!);
    expect(stored.emailVerified).toBe(false);
    // Nothing proves a guest's address before payment: no "placed" mail.
    expect(await kindsOf(order._id)).toEqual([]);

    const seen = await orderWithKey(order._id, order.orderKey!);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: order._id, totalPrice: 35.99, guest: true });
    expect(seen.body).not.toHaveProperty("orderKey");
    expect(seen.body).not.toHaveProperty("checkout");
  });

  test("when someone holds a wrong key or none, then the guest's order is 403 or 401 to them, and a key opens only its own order", async () => {
    const [drill] = await products(1);
    const first = await placed(await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }]));
    const second = await placed(await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }]));
    expect((await orderWithKey(first._id, "not-the-key")).status).toBe(403);
    expect((await orderWithKey(first._id, second.orderKey!)).status).toBe(403);
    expect((await call("GET", `/orders/${first._id}`)).status).toBe(401);
    const stranger = await newUser("Stan Stranger");
    expect((await call("GET", `/orders/${first._id}`, { token: stranger.idToken })).status).toBe(403);
    const cancelOther = await call("POST", `/orders/${first._id}/cancel`, { headers: withKey(second.orderKey!) });
    expect(cancelOther.status).toBe(403);
    const intentOther = await call("POST", "/create-payment-intent", {
      headers: withKey(second.orderKey!),
      body: { orderId: first._id },
    });
    expect(intentOther.status).toBe(403);
    expect(
      (await call("PATCH", `/booking/${first._id}`, { headers: withKey("x"), body: { transactionId: "pi_x" } })).status,
    ).toBe(403);
  });

  test("when a guest pays with the key, then the PaymentIntent charges the order's total and the receipt goes to the guest", async () => {
    const [drill] = await products(1);
    const order = await placed(
      await checkoutAs(guest(), [{ productId: drill!._id, quantity: 3 }], { code: "WELCOME10" }),
    );
    expect(order).toMatchObject({
      subtotal: 30,
      discount: 3,
      shipping: { amount: 5.99 },
      totalPrice: 32.99,
      code: "WELCOME10",
    });
    const intent = await call<{ clientSecret: string }>("POST", "/create-payment-intent", {
      headers: withKey(order.orderKey!),
      body: { orderId: order._id, price: 0.5 },
    });
    expect(intent.status).toBe(200);
    const intentId = intent.body.clientSecret.split("_secret_")[0]!;
    expect((await stripe.paymentIntents.retrieve(intentId)).amount).toBe(3299);
    await confirmAtStandIn(intentId);
    const paid = await eventually(async () => {
      const now = await orderWithKey(order._id, order.orderKey!);
      return now.body.paid ? now.body : undefined;
    }, 30_000);
    expect(paid.status).toBe("paid");
    const booked = await call<Order>("PATCH", `/booking/${order._id}`, {
      headers: withKey(order.orderKey!),
      body: { transactionId: intentId },
    });
    expect(booked.status).toBe(200);
    expect(await eventually(async () => ((await kindsOf(order._id)).includes("paid") ? true : undefined))).toBe(true);
    const [receipt] = await caughtAbout(order._id, 1, 30_000);
    expect(receipt!.to[0]!.address).toBe(order.email);
    for (const shown of [
      "12 Elm Street",
      "Springfield",
      "62701",
      "Shipping (Standard): $5.99",
      "Discount (WELCOME10): -$3.00",
      "Subtotal: $30.00",
      "Total: $32.99",
    ]) {
      expect(receipt!.text).toContain(shown);
    }
    const link = /\/order\/([^?\s]+)\?key=([A-Za-z0-9_-]+)/.exec(receipt!.text);
    expect(link?.[1]).toBe(order._id);
    expect((await orderWithKey(order._id, link![2]!)).status).toBe(200);

    // A second mail brings a key of its own; the receipt's still opens the order (the order keeps both hashes).
    const { idToken } = await admin();
    expect((await call("POST", `/orders/${order._id}/ship`, { token: idToken })).status).toBe(200);
    const mails = await caughtAbout(order._id, 2, 30_000);
    const keys = new Set(mails.flatMap((mail) => [...mail.text.matchAll(/\?key=([A-Za-z0-9_-]+)/g)].map((m) => m[1]!)));
    expect(keys.size).toBe(2);
    for (const key of keys) expect((await orderWithKey(order._id, key)).status).toBe(200);
  });

  test("when a guest cancels with the key, then the stock and the code's use come back", async () => {
    const [drill] = await products(1);
    const code = await newCode({ maxRedemptions: 5 });
    const shopper = guest();
    const order = await placed(
      await checkoutAs(shopper, [{ productId: drill!._id, quantity: 4 }], { code: code.code }),
    );
    expect(await redemptionsOf(code.code)).toBe(1);
    const again = await checkoutAs(shopper, [{ productId: drill!._id, quantity: 1 }], { code: code.code });
    expect(again.status).toBe(400);
    expect(errorOf(again).fields).toEqual({ code: "You have already used this code" });

    const cancelled = await call<Order>("POST", `/orders/${order._id}/cancel`, { headers: withKey(order.orderKey!) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(await stockOf(drill!._id)).toBe(10);
    expect(await redemptionsOf(code.code)).toBe(0);
    const reused = await checkoutAs(shopper, [{ productId: drill!._id, quantity: 1 }], { code: code.code });
    expect(reused.status).toBe(201);
  });

  test("when a guest's unpaid order expires, then the code's use comes back", async () => {
    const [drill] = await products(1);
    const code = await newCode({ maxRedemptions: 1 });
    const order = await placed(
      await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }], { code: code.code }),
    );
    const usedUp = await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }], { code: code.code });
    expect(errorOf(usedUp).fields).toEqual({ code: "This code has been used up" });
    await sweepAt(inMinutes(31));
    expect((await orderWithKey(order._id, order.orderKey!)).body.status).toBe("expired");
    expect(await redemptionsOf(code.code)).toBe(0);
    expect((await checkoutAs(guest(), [{ productId: drill!._id, quantity: 1 }], { code: code.code })).status).toBe(201);
  });

  test("when a guest sends no email, then 400 under email", async () => {
    const [drill] = await products(1);
    const result = await checkoutAs({ guest: "" }, [{ productId: drill!._id, quantity: 1 }], { email: undefined });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty("email");
  });
});

describe("POST /checkout: the address and the shipping rate", () => {
  test("when the address breaks a rule, then 400 names each field under shippingAddress and nothing is reserved", async () => {
    const [drill] = await products(1);
    const lines = [{ productId: drill!._id, quantity: 1 }];
    const bad = await checkoutAs(guest(), lines, {
      shippingAddress: { name: " ", line1: "", city: "", postalCode: "1234", region: "ZZ", country: "US" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(["shippingAddress.city", "shippingAddress.line1", "shippingAddress.name"]),
    );
    const us = (changes: object) => checkoutAs(guest(), lines, { shippingAddress: { ...usAddress, ...changes } });
    expect(errorOf(await us({ region: "ZZ" })).fields).toEqual({ "shippingAddress.region": "Choose a state" });
    expect(errorOf(await us({ region: undefined })).fields).toEqual({ "shippingAddress.region": "Choose a state" });
    expect(errorOf(await us({ postalCode: "1234" })).fields).toEqual({
      "shippingAddress.postalCode": "A ZIP code of 5 or 9 digits",
    });
    expect(errorOf(await us({ postalCode: "627011" })).fields).toHaveProperty("shippingAddress.postalCode");
    expect(errorOf(await us({ country: "XX" })).fields).toHaveProperty("shippingAddress.country");
    expect(errorOf(await us({ line1: "12 Elm\nBcc: x@example.com" })).fields).toHaveProperty("shippingAddress.line1");
    expect(await stockOf(drill!._id)).toBe(10);
    const zipPlusFour = await us({ postalCode: "62701-1234", region: "il" });
    expect(zipPlusFour.status).toBe(201);
    expect(zipPlusFour.body.shippingAddress).toMatchObject({ postalCode: "62701-1234", region: "IL" });
  });

  test("when the rate does not ship to the country, then 400 under shippingRateId; International ships to the rest", async () => {
    const [drill] = await products(1);
    const lines = [{ productId: drill!._id, quantity: 1 }];
    const paris = { name: "Pat Paris", line1: "1 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "FR" };
    const express = await checkoutAs(guest(), lines, { shippingAddress: paris, shippingRateId: "express" });
    expect(express.status).toBe(400);
    expect(errorOf(express).fields).toHaveProperty("shippingRateId");
    const unknown = await checkoutAs(guest(), lines, { shippingRateId: "no-such-rate" });
    expect(errorOf(unknown).fields).toHaveProperty("shippingRateId");
    const usInternational = await checkoutAs(guest(), lines, { shippingRateId: "international" });
    expect(errorOf(usInternational).fields).toHaveProperty("shippingRateId");
    const abroad = await checkoutAs(guest(), lines, { shippingAddress: paris, shippingRateId: "international" });
    expect(abroad.status).toBe(201);
    expect(abroad.body).toMatchObject({ shipping: { rateId: "international", amount: 24.99 }, totalPrice: 34.99 });
    expect(await stockOf(drill!._id)).toBe(9);
  });
});

describe("POST /checkout: lines, totals and limits", () => {
  test("when one line is short, then 409 names it and nothing is reserved or redeemed", async () => {
    const [drill] = await products(1);
    const scarce = await newProduct({ price: 10, minimumOrder: 1, available: 2 });
    const code = await newCode({ maxRedemptions: 3 });
    const result = await checkoutAs(
      guest(),
      [
        { productId: drill!._id, quantity: 3 },
        { productId: scarce._id, quantity: 5 },
      ],
      { code: code.code },
    );
    expect(result.status).toBe(409);
    expect(errorOf(result)).toMatchObject({
      code: "out-of-stock",
      fields: { "lines.1.quantity": "reduce your quantity" },
    });
    expect(await stockOf(drill!._id)).toBe(10);
    expect(await redemptionsOf(code.code)).toBe(0);
    const below = await checkoutAs(guest(), [
      { productId: (await newProduct({ price: 5, minimumOrder: 4, available: 9 }))._id, quantity: 2 },
    ]);
    expect(errorOf(below).fields).toEqual({ "lines.0.quantity": "inter minimum Amount" });
  });

  test("when the client's total differs, then 409 price-changed; when it matches subtotal - discount + shipping, then 201", async () => {
    const [drill] = await products(1);
    const lines = [{ productId: drill!._id, quantity: 2 }];
    const wrong = await checkoutAs(guest(), lines, { totalPrice: 20 });
    expect(wrong.status).toBe(409);
    expect(errorOf(wrong).code).toBe("price-changed");
    const right = await checkoutAs(guest(), lines, { totalPrice: 23.99, code: "WELCOME10" });
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ subtotal: 20, discount: 2, totalPrice: 23.99 });
  });

  test("when a code would take the total under Stripe's minimum, then 400 under code", async () => {
    const cheap = await newProduct({ price: 1, minimumOrder: 1, available: 10 });
    const code = await newCode({ kind: "amount", value: 0.8 });
    const free = {
      name: "Fay",
      line1: "1 Main St",
      city: "Springfield",
      region: "IL",
      postalCode: "62701",
      country: "US",
    };
    const rate = await newRate({ label: "Free pickup", amount: 0, countries: ["ZW"] });
    try {
      const result = await checkoutAs(guest(), [{ productId: cheap._id, quantity: 1 }], {
        code: code.code,
        shippingRateId: rate._id,
        shippingAddress: { ...free, region: undefined, postalCode: "0000", country: "ZW" },
      });
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("code");
    } finally {
      await patchRate(rate._id, { active: false });
    }
  });

  test("when a guest email holds 50 pieces of a product unpaid, then more is 429 hold-limit; so is a fourth open order", async () => {
    const big = await newProduct({ price: 1, minimumOrder: 1, available: 500 });
    const shopper = guest();
    expect((await checkoutAs(shopper, [{ productId: big._id, quantity: 45 }])).status).toBe(201);
    const more = await checkoutAs({ guest: shopper.guest.toUpperCase() }, [{ productId: big._id, quantity: 6 }]);
    expect(more.status).toBe(429);
    expect(errorOf(more).code).toBe("hold-limit");
    const [a, b, c] = await products(3);
    const many = guest();
    for (const product of [a, b, c])
      expect((await checkoutAs(many, [{ productId: product!._id, quantity: 1 }])).status).toBe(201);
    const fourth = await checkoutAs(many, [{ productId: a!._id, quantity: 1 }]);
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-open-orders");
  });

  test("when guests of one client address hold its limit of a product, then another guest there is 429 hold-limit, whatever X-Forwarded-For it sends", async () => {
    const big = await newProduct({ price: 1, minimumOrder: 1, available: 500 });
    const lines = (quantity: number) => [{ productId: big._id, quantity }];
    expect((await checkoutAs(guest(), lines(30))).status).toBe(201);
    const next = await checkoutAs(guest(), lines(30), {}, { "x-forwarded-for": "203.0.113.7" });
    expect(next.status).toBe(429);
    expect(errorOf(next).code).toBe("hold-limit");
    expect((await checkoutAs(guest(), lines(20))).status).toBe(201);
  });
});

describe("POST /checkout with an account", () => {
  test("when a signed-in shopper checks out, then the order is the account's (its email, not the body's) and has no key", async () => {
    const [drill] = await products(1);
    const user = await verifiedUser("Ada Account");
    const result = await checkoutAs(user, [{ productId: drill!._id, quantity: 1 }], {
      email: "someone-else@example.com",
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ guest: false, email: user.email, uid: user.uid });
    expect(result.body).not.toHaveProperty("orderKey");
    const mine = await call<Order[]>("GET", `/orders/${encodeURIComponent(user.email)}`, { token: user.idToken });
    expect(mine.body.map((order) => order._id)).toContain(result.body._id);
    expect(await kindsOf(result.body._id)).toEqual(["placed"]);
  });

  test("when an account used a code, then its email cannot use it again as a guest", async () => {
    const [drill] = await products(1);
    const code = await newCode();
    const user = await verifiedUser("Cody Code");
    expect((await checkoutAs(user, [{ productId: drill!._id, quantity: 1 }], { code: code.code })).status).toBe(201);
    const asGuest = await checkoutAs({ guest: user.email }, [{ productId: drill!._id, quantity: 1 }], {
      code: code.code,
    });
    expect(asGuest.status).toBe(400);
    expect(errorOf(asGuest).fields).toEqual({ code: "You have already used this code" });
    const twice = await newCode({ perCustomer: 2 });
    expect((await checkoutAs(user, [{ productId: drill!._id, quantity: 1 }], { code: twice.code })).status).toBe(201);
    const second = await checkoutAs({ guest: user.email }, [{ productId: drill!._id, quantity: 1 }], {
      code: twice.code,
    });
    expect(second.status).toBe(201);
  });

  test("when a guest later signs up with that email and verifies it, then the guest's orders are in the account's orders", async () => {
    const [drill] = await products(1);
    const email = uniqueEmail("later");
    const order = await placed(await checkoutAs({ guest: email }, [{ productId: drill!._id, quantity: 1 }]));
    const unverified = await createAccount({ email, record: true });
    const before = await call<Order[]>("GET", `/orders/${encodeURIComponent(email)}`, { token: unverified.idToken });
    expect(before.body.map((found) => found._id)).not.toContain(order._id);
    const verified = await verifyEmail(unverified);
    const after = await call<Order[]>("GET", `/orders/${encodeURIComponent(email)}`, { token: verified.idToken });
    expect(after.body.map((found) => found._id)).toContain(order._id);
    expect((await call<Order>("GET", `/orders/${order._id}`, { token: verified.idToken })).status).toBe(200);
  });
});

describe("POST /checkout: a capped code under contention", () => {
  test("when 30 checkouts race for a code with 10 redemptions left, then exactly 10 orders carry it", async () => {
    const code = await newCode({ maxRedemptions: 12 });
    // Two uses taken first, so 10 are left when the race starts.
    const [first, second] = await products(2);
    for (const product of [first, second]) {
      expect((await checkoutAs(guest(), [{ productId: product!._id, quantity: 1 }], { code: code.code })).status).toBe(
        201,
      );
    }
    const racers = await products(30);
    const results = await Promise.all(
      racers.map((product) => checkoutAs(guest(), [{ productId: product!._id, quantity: 1 }], { code: code.code })),
    );
    const statuses = results.map((result) => result.status);
    const won = results.filter((result) => result.status === 201);
    expect(won).toHaveLength(10);
    expect(won.every((result) => result.body.code === code.code && result.body.discount === 1)).toBe(true);
    for (const lost of results.filter((result) => result.status !== 201)) {
      expect([400, 503]).toContain(lost.status);
      if (lost.status === 400) expect(errorOf(lost).fields).toEqual({ code: "This code has been used up" });
    }
    console.log(
      `race: ${statuses.filter((s) => s === 201).length} placed, ${statuses.filter((s) => s === 400).length} used up, ${statuses.filter((s) => s === 503).length} contention`,
    );
    expect(await redemptionsOf(code.code)).toBe(12);
    const { db } = await adminSdk();
    const withCode = await db.collection("orders").where("code", "==", code.code).get();
    expect(withCode.size).toBe(12);
  });
});
