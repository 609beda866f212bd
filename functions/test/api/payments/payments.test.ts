import { describe, expect, test } from "vitest";
import { toCents } from "../../../src/domain/pricing";
import { admin, adminSdk, call, errorOf, newUser } from "../helpers";
import { eventually, getOrder, orderToPay, createPaymentIntent, stripe } from "./payment-helpers";

describe("POST /create-payment-intent", () => {
  test("when the buyer asks, then the PaymentIntent charges the order's total in cents from Firestore, not the body's price", async () => {
    const { user, order } = await orderToPay(12.35, 3);
    const { clientSecret, id } = await createPaymentIntent(user, order._id, 0.5);
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    const intent = await stripe.paymentIntents.retrieve(id);
    expect(intent).toMatchObject({
      amount: 3705,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { orderId: order._id },
    });
  });

  test("when asked again for the same order, then the same PaymentIntent comes back", async () => {
    const { user, order } = await orderToPay();
    const first = await createPaymentIntent(user, order._id);
    const second = await createPaymentIntent(user, order._id);
    expect(second.clientSecret).toBe(first.clientSecret);
  });

  test("when two first calls for an order race, then both get the one PaymentIntent", async () => {
    const { user, order } = await orderToPay();
    const [a, b] = await Promise.all([createPaymentIntent(user, order._id), createPaymentIntent(user, order._id)]);
    expect(a.id).toBe(b.id);
  });

  test("when a declined card left the PaymentIntent waiting for another card, then the retry reuses it", async () => {
    const { user, order } = await orderToPay();
    const first = await createPaymentIntent(user, order._id);
    await expect(
      stripe.paymentIntents.confirm(first.id, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({
      code: "card_declined",
    });
    expect((await createPaymentIntent(user, order._id)).id).toBe(first.id);
  });

  test("when the order's PaymentIntent was canceled, then a new one replaces it", async () => {
    const { user, order } = await orderToPay();
    const first = await createPaymentIntent(user, order._id);
    await stripe.paymentIntents.cancel(first.id);
    const second = await createPaymentIntent(user, order._id);
    expect(second.id).not.toBe(first.id);
    expect((await stripe.paymentIntents.retrieve(second.id)).metadata.orderId).toBe(order._id);
  });

  test("when there is no token, then 401", async () => {
    const { order } = await orderToPay();
    const result = await call("POST", "/create-payment-intent", { body: { orderId: order._id } });
    expect(result.status).toBe(401);
    expect(errorOf(result).code).toBe("unauthenticated");
  });

  test("when another user asks for the order, then 403", async () => {
    const { order } = await orderToPay();
    const other = await newUser();
    const result = await call("POST", "/create-payment-intent", { token: other.idToken, body: { orderId: order._id } });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe("forbidden");
  });

  test("when the order does not exist or was deleted, then 404", async () => {
    const { user, order } = await orderToPay();
    const unknown = await call("POST", "/create-payment-intent", {
      token: user.idToken,
      body: { orderId: "no-such-order" },
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe("not-found");
    const { idToken } = await admin();
    expect((await call("DELETE", `/orders/${order._id}`, { token: idToken })).body).toEqual({ deletedCount: 1 });
    const deleted = await call("POST", "/create-payment-intent", { token: user.idToken, body: { orderId: order._id } });
    expect(deleted.status).toBe(404);
  });

  test("when the orderId is missing, then 400 with fields.orderId", async () => {
    const user = await newUser();
    const result = await call("POST", "/create-payment-intent", { token: user.idToken, body: { price: 10 } });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty("orderId");
  });

  test("when the order is paid, then 409 already-paid", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    await eventually(async () => ((await getOrder(user, order._id)).paid ? true : undefined));
    const result = await call("POST", "/create-payment-intent", { token: user.idToken, body: { orderId: order._id } });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("already-paid");
  });
});

describe("paying through the stand-in, which delivers signed events to stripeWebhook", () => {
  test("when the card succeeds, then the webhook marks the order paid with the PaymentIntent id as transaction id", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    const paid = await eventually(async () => {
      const current = await getOrder(user, order._id);
      return current.paid ? current : undefined;
    });
    expect(paid).toMatchObject({ paid: true, status: "paid", transactionId: id });
    expect(paid.paidAt).toBeTruthy();
  });

  test("when the card is declined, then the payment_failed event is recorded and the order stays unpaid", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    await expect(stripe.paymentIntents.confirm(id, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject(
      {
        statusCode: 402,
        message: "Your card was declined.",
      },
    );
    const { db } = await adminSdk();
    const recorded = await eventually(async () => {
      const events = await db.collection("stripeEvents").where("paymentIntentId", "==", id).get();
      return events.empty ? undefined : events.docs.map((doc) => doc.data());
    });
    expect(recorded).toEqual([
      expect.objectContaining({ type: "payment_intent.payment_failed", orderId: order._id, outcome: "recorded" }),
    ]);
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, status: "pending", transactionId: null });
  });
});

describe("PATCH /booking/{id}", () => {
  test("when the PaymentIntent succeeded, then the order is paid and a repeat answers the same paid order", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    const result = await call("PATCH", `/booking/${order._id}`, {
      token: user.idToken,
      body: { transactionId: id, appointment: {} },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ _id: order._id, paid: true, status: "paid", transactionId: id });
    expect(result.body).not.toHaveProperty("paymentIntentId");
    const again = await call("PATCH", `/booking/${order._id}`, { token: user.idToken, body: { transactionId: id } });
    expect(again.status).toBe(200);
    expect(again.body.paidAt).toBe((await getOrder(user, order._id)).paidAt);
  });

  test("when the PaymentIntent has not succeeded, then 409 payment-failed and the order stays unpaid", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    const result = await call("PATCH", `/booking/${order._id}`, { token: user.idToken, body: { transactionId: id } });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("payment-failed");
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  test("when the transaction is another order's PaymentIntent, then 400 and neither order changes", async () => {
    const { user, order } = await orderToPay();
    const other = await orderToPay();
    await createPaymentIntent(user, order._id);
    const { id } = await createPaymentIntent(other.user, other.order._id);
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    const result = await call("PATCH", `/booking/${order._id}`, { token: user.idToken, body: { transactionId: id } });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty("transactionId");
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  test("when the transaction id is made up, then 400 and nothing is asked of Stripe", async () => {
    const { user, order } = await orderToPay();
    await createPaymentIntent(user, order._id);
    const result = await call("PATCH", `/booking/${order._id}`, {
      token: user.idToken,
      body: { transactionId: "pi_made_up" },
    });
    expect(result.status).toBe(400);
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when the order's total no longer matches the PaymentIntent's amount, then 409 and the order stays unpaid", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    const { db } = await adminSdk();
    await db
      .collection("orders")
      .doc(order._id)
      .update({ totalCents: toCents(order.totalPrice) + 100 });
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    const result = await call("PATCH", `/booking/${order._id}`, { token: user.idToken, body: { transactionId: id } });
    expect(result.status).toBe(409);
    expect(errorOf(result).code).toBe("payment-failed");
    // The webhook's event for the same payment is refused for the same reason.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  test("when another user patches the order, then 403 and nothing changes", async () => {
    const { user, order } = await orderToPay();
    const { id } = await createPaymentIntent(user, order._id);
    const other = await newUser();
    const result = await call("PATCH", `/booking/${order._id}`, { token: other.idToken, body: { transactionId: id } });
    expect(result.status).toBe(403);
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when there is no token, then 401", async () => {
    const { order } = await orderToPay();
    const result = await call("PATCH", `/booking/${order._id}`, { body: { transactionId: "pi_x" } });
    expect(result.status).toBe(401);
  });

  test("when the transactionId is missing, then 400 with fields.transactionId", async () => {
    const { user, order } = await orderToPay();
    const result = await call("PATCH", `/booking/${order._id}`, { token: user.idToken, body: {} });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty("transactionId");
  });
});
