import { describe, expect, test } from "vitest";
import { adminSdk, urls } from "../helpers";
import {
  deliver,
  eventPayload,
  getOrder,
  orderToPay,
  createPaymentIntent,
  postWebhook,
  signature,
} from "./payment-helpers";

/**
 * stripeWebhook over HTTP in the Functions emulator, with events signed by the stripe SDK's
 * generateTestHeaderString and the local secret. The orders and PaymentIntents are real (API and
 * stand-in); the events are written here, so nothing is confirmed at the stand-in.
 */
async function unpaidOrderWithIntent() {
  const { user, order } = await orderToPay(12.35, 3);
  const { id } = await createPaymentIntent(user, order._id);
  return { user, order, intent: { id, amount: 3705, orderId: order._id } };
}

async function storedEvent(eventId: string) {
  const { db } = await adminSdk();
  const snapshot = await db.collection("stripeEvents").doc(eventId).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

describe("stripeWebhook signature", () => {
  test("when the event is validly signed, then 200 and the order is paid with the PaymentIntent id, and the event is recorded", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { id, payload } = eventPayload("payment_intent.succeeded", intent);
    const result = await deliver(payload);
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "marked-paid" } });
    const paid = await getOrder(user, order._id);
    expect(paid).toMatchObject({ paid: true, status: "paid", transactionId: intent.id });
    expect(paid.paidAt).toBeTruthy();
    expect(await storedEvent(id)).toMatchObject({
      type: "payment_intent.succeeded",
      orderId: order._id,
      outcome: "marked-paid",
    });
  });

  test("when the Stripe-Signature header is missing, then 400 in the contract's shape and nothing changes", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    const result = await postWebhook(payload, {});
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { code: "bad-request", message: expect.any(String) } });
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when the event is signed with another secret, then 400 and nothing changes", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    const result = await postWebhook(payload, {
      "stripe-signature": signature(payload, { secret: "whsec_someone_else" }),
    });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/signature/i);
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when the signed body is re-serialised (same JSON, other bytes), then 400 and nothing changes", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    const compact = JSON.stringify(JSON.parse(payload));
    expect(compact).not.toBe(payload);
    const result = await postWebhook(compact, { "stripe-signature": signature(payload) });
    expect(result.status).toBe(400);
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when the signature's timestamp is older than the 300 s tolerance, then 400 and nothing changes", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    const old = Math.floor(Date.now() / 1000) - 301 - 5;
    const result = await postWebhook(payload, { "stripe-signature": signature(payload, { timestamp: old }) });
    expect(result.status).toBe(400);
    expect((await getOrder(user, order._id)).paid).toBe(false);
  });

  test("when the request is not a POST, then 405", async () => {
    const response = await fetch(urls.stripeWebhook);
    expect(response.status).toBe(405);
  });
});

describe("stripeWebhook events", () => {
  test("when the same event arrives twice in sequence, then the second answers 200 and changes nothing", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    expect((await deliver(payload)).body.outcome).toBe("marked-paid");
    const first = await getOrder(user, order._id);
    const second = await deliver(payload);
    expect(second).toEqual({ status: 200, body: { received: true, outcome: "duplicate-event" } });
    expect(await getOrder(user, order._id)).toEqual(first);
  });

  test("when the same event arrives five times at once, then all answer 2xx, one marks the order paid and one record exists", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { id, payload } = eventPayload("payment_intent.succeeded", intent);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = results.map((r) => r.body.outcome).sort();
    expect(outcomes).toEqual([
      "duplicate-event",
      "duplicate-event",
      "duplicate-event",
      "duplicate-event",
      "marked-paid",
    ]);
    expect(await getOrder(user, order._id)).toMatchObject({ paid: true, transactionId: intent.id });
    const { db } = await adminSdk();
    expect((await db.collection("stripeEvents").where("paymentIntentId", "==", intent.id).get()).size).toBe(1);
    expect(await storedEvent(id)).toBeTruthy();
  });

  test("when payment_failed arrives after succeeded, then 200, it is recorded and the order stays paid", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    await deliver(eventPayload("payment_intent.succeeded", intent).payload);
    const before = await getOrder(user, order._id);
    const failed = eventPayload("payment_intent.payment_failed", intent);
    expect(await deliver(failed.payload)).toEqual({ status: 200, body: { received: true, outcome: "recorded" } });
    expect(await getOrder(user, order._id)).toEqual(before);
    expect(before.paid).toBe(true);
    expect(await storedEvent(failed.id)).toMatchObject({ type: "payment_intent.payment_failed" });
  });

  test("when payment_failed arrives for an unpaid order, then 200, it is recorded and the order stays payable", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const failed = eventPayload("payment_intent.payment_failed", intent);
    expect((await deliver(failed.payload)).status).toBe(200);
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, status: "pending" });
    expect(await storedEvent(failed.id)).toMatchObject({ outcome: "recorded", orderId: order._id });
  });

  test("when the event type is not one we handle, then 200 and it is ignored", async () => {
    const { intent } = await unpaidOrderWithIntent();
    const { id, payload } = eventPayload("payment_intent.created", intent);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    const other = eventPayload("customer.created", { id: "cus_123", amount: 0 });
    expect((await deliver(other.payload)).status).toBe(200);
    expect(await storedEvent(id)).toBeUndefined();
  });

  test("when the event names an order we do not have, then 200 and it is recorded as unknown", async () => {
    const { id, payload } = eventPayload("payment_intent.succeeded", {
      id: "pi_unknown_order",
      amount: 1000,
      orderId: "no-such-order",
    });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: "unknown-order" } });
    expect(await storedEvent(id)).toMatchObject({ outcome: "unknown-order" });
    const noMetadata = eventPayload("payment_intent.succeeded", { id: "pi_no_metadata", amount: 1000 });
    expect((await deliver(noMetadata.payload)).body.outcome).toBe("unknown-order");
  });

  test("when the amount or the currency differs from the order's, then 200, recorded as a mismatch, and the order stays unpaid", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const cheaper = eventPayload("payment_intent.succeeded", { ...intent, amount: 100 });
    expect((await deliver(cheaper.payload)).body.outcome).toBe("mismatch");
    const euros = eventPayload("payment_intent.succeeded", { ...intent, currency: "eur" });
    expect((await deliver(euros.payload)).body.outcome).toBe("mismatch");
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  test("when a succeeded PaymentIntent names the order but is not the one stored on it, then 200, recorded as a mismatch, and the order stays unpaid", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const other = eventPayload("payment_intent.succeeded", { ...intent, id: "pi_made_elsewhere" });
    expect((await deliver(other.payload)).body.outcome).toBe("mismatch");
    expect(await storedEvent(other.id)).toMatchObject({ outcome: "mismatch", paymentIntentId: "pi_made_elsewhere" });
    // An order that never had a PaymentIntent is not paid by one either.
    const { order: fresh } = await orderToPay(12.35, 3);
    const forFresh = eventPayload("payment_intent.succeeded", {
      id: "pi_never_created",
      amount: 3705,
      orderId: fresh._id,
    });
    expect((await deliver(forFresh.payload)).body.outcome).toBe("mismatch");
    expect(await getOrder(user, order._id)).toMatchObject({ paid: false, status: "pending", transactionId: null });
  });

  test("when the event comes through Hosting at /api/stripe/webhook, then it is verified and handled the same way", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    const { payload } = eventPayload("payment_intent.succeeded", intent);
    const result = await deliver(payload, `${urls.web}/api/stripe/webhook`);
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "marked-paid" } });
    expect((await getOrder(user, order._id)).paid).toBe(true);
  });

  test("when PATCH /booking comes after the webhook, then it answers the paid order and changes nothing", async () => {
    const { user, order, intent } = await unpaidOrderWithIntent();
    await deliver(eventPayload("payment_intent.succeeded", intent).payload);
    const before = await getOrder(user, order._id);
    const { call } = await import("../helpers");
    const result = await call("PATCH", `/booking/${order._id}`, {
      token: user.idToken,
      body: { transactionId: intent.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.paidAt).toBe(before.paidAt);
  });
});
