import { describe, expect, test } from "vitest";
import {
  admin,
  adminSdk,
  call,
  errorOf,
  newProduct,
  newUser,
  placeOrder,
  PASSWORD,
  signIn,
  type TestUser,
} from "../helpers";
import { payOrder } from "../payments/payment-helpers";
import { askAlert, caughtTo, inHours, marketingServices, outboxTo, tokenIn } from "./marketing-helpers";

/**
 * Abandoned-cart reminders, the cart they restore, consent at checkout, and a shopper's data
 * (docs/api.md, "Marketing mail"; docs/decisions/048). The sweep runs in this process with a clock
 * the test sets (hours ahead), as the expiry sweep's tests do.
 */

/** A fresh account whose cart holds `quantity` of a fresh tool, and that consented unless told not to. */
async function restingCart({ consent = true, quantity = 2 } = {}) {
  const shopper = await newUser();
  const product = await newProduct({ minimumOrder: 1, available: 20 });
  const put = await call("PUT", "/cart", {
    token: shopper.idToken,
    body: { lines: [{ productId: product._id, quantity }], version: 0 },
  });
  expect(put.status).toBe(200);
  if (consent) {
    expect((await call("PUT", "/me/marketing", { token: shopper.idToken, body: { consent: true } })).status).toBe(200);
  }
  return { shopper, product };
}

const reminders = (shopper: TestUser) => outboxTo(shopper.email, "cart-reminder");

describe("abandoned-cart reminders", () => {
  test("when a consenting shopper leaves a cart, then one reminder comes after the delay, a second a day later, and never a third; its link restores the cart at today's prices", async () => {
    const { remindAbandonedCarts } = await marketingServices();
    const { shopper, product } = await restingCart();
    await remindAbandonedCarts(inHours(1));
    expect(await reminders(shopper)).toBe(0);

    await remindAbandonedCarts(inHours(11));
    const [first] = await caughtTo(shopper.email, "You left");
    expect(first!.headers["list-unsubscribe"]).toMatch(/\/unsubscribe\?token=/);
    expect(first!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await remindAbandonedCarts(inHours(12));
    expect(await reminders(shopper)).toBe(1);

    const token = tokenIn(first!, "/cart", "restore");
    const restored = await call("GET", `/cart/restore?token=${token}`);
    expect(restored.status).toBe(200);
    expect(restored.body.lines).toEqual([
      expect.objectContaining({ productId: product._id, quantity: 2, available: 20, problem: null }),
    ]);

    await remindAbandonedCarts(inHours(11 + 25));
    await caughtTo(shopper.email, "Still thinking it over?");
    await remindAbandonedCarts(inHours(11 + 50));
    expect(await reminders(shopper)).toBe(2);
  });

  test("when the shopper did not consent, emptied the cart, or placed an order since, or the cart rested over 7 days, then no reminder comes", async () => {
    const { remindAbandonedCarts } = await marketingServices();
    const silent = await restingCart({ consent: false });
    const emptied = await restingCart();
    await call("PUT", "/cart", { token: emptied.shopper.idToken, body: { lines: [], version: 1 } });
    const ordered = await restingCart();
    await placeOrder(ordered.shopper, ordered.product._id, 1);
    const old = await restingCart();
    await remindAbandonedCarts(inHours(8 * 24));
    expect(await reminders(old.shopper)).toBe(0);
    await remindAbandonedCarts(inHours(11));
    for (const { shopper } of [silent, emptied, ordered]) expect(await reminders(shopper)).toBe(0);
  });

  test("when the shopper orders after the first reminder, then no second reminder comes and the owner's figures count a recovered cart and its revenue", async () => {
    const { remindAbandonedCarts } = await marketingServices();
    const { shopper, product } = await restingCart({ quantity: 1 });
    // A cart left 11 hours ago, reminded now: the order below comes after the reminder, as a shopper's would.
    const { db } = await adminSdk();
    await db
      .collection("carts")
      .doc(shopper.uid)
      .update({ updatedAt: inHours(-11) });
    await remindAbandonedCarts(new Date());
    await caughtTo(shopper.email, "You left");
    const order = await placeOrder(shopper, product._id, 1);
    await payOrder(shopper, order._id);
    await remindAbandonedCarts(inHours(25));
    expect(await reminders(shopper)).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const stats = await call("GET", `/marketing/stats?from=${today}&to=${today}`, { token: (await admin()).idToken });
    expect(stats.status).toBe(200);
    expect(stats.body.remindersSent).toBeGreaterThanOrEqual(1);
    expect(stats.body.cartsRecovered).toBeGreaterThanOrEqual(1);
    expect(stats.body.recoveredRevenue).toBeGreaterThanOrEqual(order.totalPrice);
    const overview = await call("GET", "/stats?days=1", { token: (await admin()).idToken });
    expect(overview.body.mails).toMatchObject({ "cart-reminder": expect.any(Number), paid: expect.any(Number) });
  });

  test("when the owner turns reminders off, then the sweep sends none", async () => {
    const { remindAbandonedCarts } = await marketingServices();
    const owner = (await admin()).idToken;
    const before = (await call("GET", "/settings/marketing", { token: owner })).body;
    const { shopper } = await restingCart();
    await call("PUT", "/settings/marketing", { token: owner, body: { ...before, enabled: false } });
    try {
      await remindAbandonedCarts(inHours(11));
      expect(await reminders(shopper)).toBe(0);
    } finally {
      await call("PUT", "/settings/marketing", { token: owner, body: before });
    }
  });

  test("when the restore token is forged, expired or missing, then 400 bad-token or bad-request", async () => {
    const { signToken, marketingKey } = await marketingServices();
    const expired = signToken(marketingKey(), "cart-restore", "uid-1", new Date(Date.now() - 1000));
    for (const token of [expired, "abc.def", signToken(marketingKey(), "unsubscribe", "a@example.com")]) {
      const answer = await call("GET", `/cart/restore?token=${token}`);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe("bad-token");
    }
    expect((await call("GET", "/cart/restore")).status).toBe(400);
  });
});

describe("consent at checkout, and a shopper's data", () => {
  test("when a signed-in shopper ticks the checkout's box, then GET /me shows consent from the checkout", async () => {
    const shopper = await newUser();
    const product = await newProduct({ minimumOrder: 1, available: 5 });
    const rates = (await call("GET", "/shipping-rates")).body as Array<{ _id: string; countries: string[] }>;
    const rate = rates.find((candidate) => candidate.countries.includes("US"))!;
    const placed = await call("POST", "/checkout", {
      token: shopper.idToken,
      body: {
        lines: [{ productId: product._id, quantity: 1 }],
        shippingAddress: {
          name: "Bea Buyer",
          line1: "1 Main St",
          city: "Springfield",
          region: "IL",
          postalCode: "62701",
          country: "US",
        },
        number: "+1 555 0100",
        shippingRateId: rate._id,
        marketingConsent: true,
      },
    });
    expect(placed.status).toBe(201);
    expect((await call("GET", "/me", { token: shopper.idToken })).body).toMatchObject({
      marketingConsent: true,
      marketingConsentSource: "checkout",
    });
  });

  test("when a shopper exports their data, then it lists their consent and alerts; when they delete the account, then the alerts are gone", async () => {
    const shopper = await newUser();
    const soldOut = await newProduct({ minimumOrder: 1, available: 0 });
    await call("PUT", "/me/marketing", { token: shopper.idToken, body: { consent: true } });
    expect((await askAlert(soldOut._id, {}, shopper.idToken)).status).toBe(201);
    const exported = await call("GET", "/me/export", { token: shopper.idToken });
    expect(exported.body.marketingConsent).toMatchObject({ consent: true, source: "profile" });
    expect(exported.body.stockAlerts).toEqual([
      expect.objectContaining({
        productId: soldOut._id,
        variantId: "default",
        status: "active",
        email: shopper.email.toLowerCase(),
      }),
    ]);

    const fresh = await signIn(shopper.email, PASSWORD);
    const deleted = await call("DELETE", "/me", { token: fresh.idToken, body: { confirm: shopper.email } });
    expect(deleted.status).toBe(200);
    const { adminSdk } = await import("../helpers");
    const { db } = await adminSdk();
    const left = await db.collection("stockAlerts").where("email", "==", shopper.email.toLowerCase()).get();
    expect(left.size).toBe(0);
  });
});
