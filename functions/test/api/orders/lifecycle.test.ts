import { describe, expect, test } from "vitest";
import { errorOf, newProduct, newUser, placeOrder } from "../helpers";
import {
  admin,
  arrangeOrder,
  call,
  eventually,
  inMinutes,
  getOrder,
  paidOrder,
  pendingOrder,
  stockOf,
  stripe,
  sweepAt,
} from "./lifecycle-helpers";
import { createPaymentIntent } from "../payments/payment-helpers";

/** The life of an order after POST /orders (docs/api.md, docs/payments.md): holds, cancel, ship, refund, disputes. */

const orderBody = (productId: string, quantity: number) => ({
  productId,
  quantity,
  number: "+1 555 0100",
  location: "12 Elm Street, Springfield",
});

describe("holds", () => {
  test("when an order is placed, then it is pending, holds its stock for 30 minutes and its history says so", async () => {
    const { user, order, product } = await pendingOrder({ available: 10, quantity: 3 });
    const shown = await getOrder(user, order._id);
    expect(shown.status).toBe("pending");
    expect(Date.parse(shown.expiresAt!) - Date.parse(shown.createdAt!)).toBe(30 * 60_000);
    expect(shown.history).toEqual([expect.objectContaining({ status: "pending", by: user.email, reason: "placed" })]);
    expect(await stockOf(product._id)).toBe(7);
  });

  test("when the sweep runs after the hold ends, then the order expires, its stock returns and it can no longer be paid", async () => {
    const { user, order, product } = await pendingOrder({ available: 10, quantity: 4 });
    const intent = await createPaymentIntent(user, order._id);

    // The sweep is shop-wide: other files' pending orders (placed in the last minutes) may expire in
    // it, so this test watches its own order, not the sweep's count.
    await sweepAt(inMinutes(29));
    expect((await getOrder(user, order._id)).status).toBe("pending");

    await sweepAt(inMinutes(31));
    const expired = await getOrder(user, order._id);
    expect(expired).toMatchObject({ status: "expired", paid: false, expiresAt: null });
    expect(expired.history.at(-1)).toMatchObject({ status: "expired", by: "expiry sweep" });
    expect(await stockOf(product._id)).toBe(10);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("canceled");

    const pay = await call("POST", "/create-payment-intent", { token: user.idToken, body: { orderId: order._id } });
    expect(pay.status).toBe(409);
    expect(errorOf(pay).code).toBe("order-not-payable");
    const booking = await call("PATCH", `/booking/${order._id}`, {
      token: user.idToken,
      body: { transactionId: intent.id },
    });
    expect(booking.status).toBe(409);
    expect(errorOf(booking).code).toBe("order-not-payable");

    // A second run finds nothing more to do: the stock is released once.
    await sweepAt(inMinutes(62));
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when a payment and the expiry sweep race, then the order ends paid, or expired with any money refunded: never both, never neither", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, order, product } = await pendingOrder({ available: 10, quantity: 2 });
      const intent = await createPaymentIntent(user, order._id);
      await Promise.allSettled([
        stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" }),
        sweepAt(inMinutes(31)),
      ]);
      const settled = await eventually(async () => {
        const current = await getOrder(user, order._id);
        const charged = (await stripe.paymentIntents.retrieve(intent.id)).status === "succeeded";
        if (current.status === "pending" || (charged && current.status === "expired" && !current.refundedAt))
          return undefined;
        return { current, charged };
      });
      const stock = await stockOf(product._id);
      if (settled.current.status === "paid") {
        expect(settled.charged).toBe(true);
        expect(stock).toBe(8);
      } else {
        expect(settled.current.status).toBe("expired");
        expect(stock).toBe(10);
        if (settled.charged) expect(settled.current.refundedAt).not.toBeNull();
      }
    }
  });

  test("when an account already holds 3 unpaid orders, then a 4th is refused with 429 until one is cancelled", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 50 });
    const user = await newUser();
    const held = await Promise.all([1, 2, 3].map(() => placeOrder(user, product._id, 1)));
    const fourth = await call("POST", "/orders", { token: user.idToken, body: orderBody(product._id, 1) });
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-open-orders");
    expect(await stockOf(product._id)).toBe(47);

    expect((await call("POST", `/orders/${held[0]!._id}/cancel`, { token: user.idToken })).status).toBe(200);
    expect((await call("POST", "/orders", { token: user.idToken, body: orderBody(product._id, 1) })).status).toBe(201);
  });

  test("when a total is under $0.50 or over $999,999.99, then POST /orders answers 400 on the quantity and holds nothing", async () => {
    const user = await newUser();
    const cheap = await newProduct({ price: 0.1, minimumOrder: 1, available: 10 });
    const dear = await newProduct({ price: 1_000_000, minimumOrder: 1, available: 10 });
    for (const [product, quantity] of [
      [cheap, 4],
      [dear, 1],
    ] as const) {
      const result = await call("POST", "/orders", { token: user.idToken, body: orderBody(product._id, quantity) });
      expect(result.status).toBe(400);
      expect(errorOf(result).fields?.quantity).toMatch(/total must be/);
      expect(await stockOf(product._id)).toBe(10);
    }
    expect((await call("POST", "/orders", { token: user.idToken, body: orderBody(cheap._id, 5) })).status).toBe(201);
  });
});

describe("cancel", () => {
  test("when the owner cancels an unpaid order, then it is cancelled, its PaymentIntent too, and its stock returns", async () => {
    const { user, order, product } = await pendingOrder({ available: 10, quantity: 3 });
    const intent = await createPaymentIntent(user, order._id);
    const result = await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "cancelled", paid: false, expiresAt: null });
    expect(await stockOf(product._id)).toBe(10);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("canceled");

    const again = await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken });
    expect(again.status).toBe(409);
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when another shopper or nobody cancels an order, then 403 or 401; an admin may", async () => {
    const { order, product } = await pendingOrder({ available: 10, quantity: 2 });
    const stranger = await newUser();
    expect((await call("POST", `/orders/${order._id}/cancel`, { token: stranger.idToken })).status).toBe(403);
    expect((await call("POST", `/orders/${order._id}/cancel`)).status).toBe(401);
    expect((await call("POST", "/orders/no-such-order/cancel", { token: stranger.idToken })).status).toBe(404);
    const byAdmin = await call("POST", `/orders/${order._id}/cancel`, { token: (await admin()).idToken });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.history.at(-1).by).toMatch(/admin/);
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when a paid order is cancelled, then 409 and nothing changes", async () => {
    const { user, order, product } = await paidOrder({ available: 10, quantity: 2 });
    expect((await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken })).status).toBe(409);
    expect((await getOrder(user, order._id)).status).toBe("paid");
    expect(await stockOf(product._id)).toBe(8);
  });

  test("when an admin deletes an unpaid order, then its PaymentIntent is cancelled so it can no longer take money", async () => {
    const { user, order, product } = await pendingOrder({ available: 10, quantity: 2 });
    const intent = await createPaymentIntent(user, order._id);
    const deleted = await call("DELETE", `/orders/${order._id}`, { token: (await admin()).idToken });
    expect(deleted.body).toEqual({ deletedCount: 1 });
    expect(await stockOf(product._id)).toBe(10);
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("canceled");
  });

  test("when a payment still succeeds for a cancelled order, then the webhook refunds it and records that on the order", async () => {
    const { user, order, product } = await pendingOrder({ price: 7.5, available: 10, quantity: 2 });
    const intent = await createPaymentIntent(user, order._id);
    // As if Stripe could not be reached when the order was cancelled: the intent stayed open.
    await arrangeOrder(order._id, { status: "cancelled", expiresAt: null });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });

    const refunded = await eventually(async () => {
      const current = await getOrder(user, order._id);
      return current.refundedAt ? current : undefined;
    });
    expect(refunded).toMatchObject({ status: "cancelled", paid: true, transactionId: intent.id });
    expect(refunded.history.at(-1)?.reason).toMatch(/refunded automatically/);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(1500);
    expect(await stockOf(product._id)).toBe(8); // the arranged cancel released nothing
  });
});

describe("ship and refund", () => {
  test("when an admin ships a paid order, then it is shipped; a pending one, or a shopper asking, is refused", async () => {
    const { user, order } = await paidOrder();
    const adminToken = (await admin()).idToken;
    expect((await call("POST", `/orders/${order._id}/ship`, { token: user.idToken })).status).toBe(403);
    const shipped = await call("POST", `/orders/${order._id}/ship`, { token: adminToken });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: "shipped", paid: true });
    expect((await getOrder(user, order._id)).shippedAt).not.toBeNull();
    expect((await call("POST", `/orders/${order._id}/ship`, { token: adminToken })).status).toBe(409);

    const pending = await pendingOrder();
    expect((await call("POST", `/orders/${pending.order._id}/ship`, { token: adminToken })).status).toBe(409);
  });

  test("when an admin refunds a paid order twice, then Stripe refunds it once, the order is refunded and its stock returns", async () => {
    const { user, order, product, intentId } = await paidOrder({ price: 10, available: 10, quantity: 3 });
    const adminToken = (await admin()).idToken;
    expect((await call("POST", `/orders/${order._id}/refund`, { token: user.idToken })).status).toBe(403);

    const first = await call("POST", `/orders/${order._id}/refund`, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "refunded", paid: true });
    const second = await call("POST", `/orders/${order._id}/refund`, { token: adminToken });
    expect(second.status).toBe(409);
    expect(await stockOf(product._id)).toBe(10);

    const refunds = await stripe.refunds.list({ payment_intent: intentId }).catch(() => null);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(3000);
    if (refunds) expect(refunds.data).toHaveLength(1);
    // The webhook's charge.refunded for our own refund changes nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Read as an admin: a shopper sees staff moves as "staff".
    const history = (await getOrder(await admin(), order._id)).history;
    expect(
      history.filter((entry) => entry.by === "admin@example.com" && /refunded in full/.test(entry.reason)),
    ).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when a shipped order is refunded in Stripe's dashboard, then the webhook refunds the order and its pieces stay off sale", async () => {
    const { user, order, product, intentId } = await paidOrder({ available: 10, quantity: 2 });
    await call("POST", `/orders/${order._id}/ship`, { token: (await admin()).idToken });
    await stripe.refunds.create({ payment_intent: intentId });
    const refunded = await eventually(async () => {
      const current = await getOrder(user, order._id);
      return current.status === "refunded" ? current : undefined;
    });
    expect(refunded.history.at(-1)).toMatchObject({ status: "refunded", by: "stripe" });
    expect(refunded.refunds).toMatchObject([{ amount: refunded.totalPrice, restock: false, by: "stripe" }]);
    // The pieces are with the shopper: a refund of a shipped order puts nothing back on sale.
    expect(await stockOf(product._id)).toBe(8);
  });

  test("when the customer's bank opens a dispute, then the order is flagged disputed and stays paid", async () => {
    const { user, order } = await paidOrder({}, "pm_card_createDispute");
    const disputed = await eventually(async () => {
      const current = await getOrder(user, order._id);
      return current.disputed ? current : undefined;
    });
    expect(disputed.status).toBe("paid");
    expect(disputed.history.at(-1)?.reason).toMatch(/dispute/);
    const listed = (await call("GET", "/orders?limit=100", { token: (await admin()).idToken })).body as Array<{
      _id: string;
      disputed: boolean;
    }>;
    expect(listed.find((item) => item._id === order._id)?.disputed).toBe(true);
  });
});
