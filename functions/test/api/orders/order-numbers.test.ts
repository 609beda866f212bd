import { ORDER_NUMBER_PATTERN, type Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../../../../devstack/stripe-standin/keys";
import { emulatorEnv, HOST, services } from "../../../../ports/ports";
import { adminSdk, admin, call, newProduct, newUser, placeOrder, verifiedUser } from "../helpers";
import { arrangeOrder } from "./lifecycle-helpers";
import { mailsOf } from "../mail/mail-helpers";
import { createPaymentIntent, stripe } from "../payments/payment-helpers";

/** Order numbers (docs/api.md, "Order numbers"). */
describe("order numbers", () => {
  test("when an order is placed, then it has an HT- number that its shopper sees, its mail shows and an admin can search by", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const user = await verifiedUser("Nora Number"); // the placed mail goes only to a verified address
    const order = (await placeOrder(user, product._id, 1)) as Order;
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    const own = await call<Order[]>("GET", `/orders/${encodeURIComponent(user.email)}`, { token: user.idToken });
    expect(own.body[0]!.orderNumber).toBe(order.orderNumber);
    const placed = (await mailsOf(order._id)).find((mail) => mail.kind === "placed");
    expect(placed?.message.text).toContain(`Order number: ${order.orderNumber}`);

    const adminToken = (await admin()).idToken;
    for (const q of [order.orderNumber, order.orderNumber.toLowerCase(), order.orderNumber.slice(3)]) {
      const found = await call<Order[]>("GET", `/orders?q=${encodeURIComponent(q)}`, { token: adminToken });
      expect(found.status).toBe(200);
      expect(found.body.map((item) => item._id)).toEqual([order._id]);
    }
    expect((await call<Order[]>("GET", "/orders?q=HT-222222", { token: adminToken })).body).toEqual([]);
    expect((await call("GET", `/orders?q=${order.orderNumber}`, { token: user.idToken })).status).toBe(403);
  });

  test("when a PaymentIntent is made, then its metadata names the order number", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const user = await verifiedUser("Nora Number"); // the placed mail goes only to a verified address
    const order = (await placeOrder(user, product._id, 1)) as Order;
    const intent = await createPaymentIntent(user, order._id);
    const atStripe = await stripe.paymentIntents.retrieve(intent.id);
    expect(atStripe.metadata).toMatchObject({ orderId: order._id, orderNumber: order.orderNumber });
  });

  test("when 12 orders are placed at once, then each has its own number, reserved under it", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 100 });
    const users = await Promise.all(Array.from({ length: 12 }, () => newUser("Many")));
    const orders = (await Promise.all(users.map((user) => placeOrder(user, product._id, 1)))) as Order[];
    const numbers = new Set(orders.map((order) => order.orderNumber));
    expect(numbers.size).toBe(12);
    const { db } = await adminSdk();
    for (const order of orders) {
      expect((await db.collection("orderNumbers").doc(order.orderNumber).get()).get("orderId")).toBe(order._id);
    }
  });

  test("when an order stored before order numbers is migrated, then it gets one, and a second run changes nothing", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const user = await newUser("Old Order");
    const order = (await placeOrder(user, product._id, 1)) as Order;
    await arrangeOrder(order._id, { orderNumber: null });
    Object.assign(process.env, emulatorEnv, {
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
      STRIPE_API_HOST: HOST,
      STRIPE_API_PORT: String(services.stripe.port),
    });
    const { backfillOrderNumbers } = await import("../../../src/data/migrations/order-numbers");
    expect(await backfillOrderNumbers()).toBeGreaterThanOrEqual(1);
    const now = (await call<Order>("GET", `/orders/${order._id}`, { token: user.idToken })).body;
    expect(now.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(now.orderNumber).not.toBe(order.orderNumber);
    expect(await backfillOrderNumbers()).toBe(0);
  });
});
