import { beforeAll, describe, expect, test } from "vitest";
import { LOCAL_MAIL_FROM } from "../../../../stack/stack";
import { urls } from "../../../../ports/ports";
import { arrangeOrder, getOrder, inMinutes, paidOrder, pendingOrder, sweepAt } from "../orders/lifecycle-helpers";
import { admin, call } from "../helpers";
import { caughtAbout, kindsOf, mailsOf } from "./mail-helpers";
import { createPaymentIntent, eventually, stripe } from "../payments/payment-helpers";

/**
 * Every move of an order writes exactly one mail (mail/{orderId}-{kind}) in its own transaction, and
 * a move that is retried or refused writes none (docs/decisions/025-order-mail-outbox.md). The
 * local stack sends them to its mail catcher, whose inbox the first test reads.
 */
beforeAll(() => {
  // The expiry sweep runs in this process (sweepAt): its mail goes to the same catcher.
  Object.assign(process.env, { SMTP_URL: urls.smtp, MAIL_FROM: LOCAL_MAIL_FROM, SHOP_URL: urls.web });
});

const adminToken = async () => (await admin()).idToken;

describe("order mail: one per move", () => {
  test("when an order is placed, then one 'placed' mail is written with it and reaches the SMTP server with the pay link", async () => {
    const { user, order } = await pendingOrder({ price: 12.5, quantity: 2 });
    const [mail, ...others] = await mailsOf(order._id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ id: `${order._id}-placed`, to: user.email, orderId: order._id, kind: "placed" });
    expect(mail!.message.text).toContain(`${urls.web}/dashboard/payment/${order._id}`);
    expect(mail!.delivery).toMatchObject({ attempts: expect.any(Number) });

    const [caught] = await caughtAbout(order._id, 1);
    expect(caught!.subject).toMatch(/^Order placed: 2 x .+, please pay by \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(caught!.to).toEqual([{ address: user.email, name: "" }]);
    expect(caught!.text).toContain("Total: $25.00");
    const stored = await eventually(async () => {
      const [current] = await mailsOf(order._id);
      return current?.delivery.state === "SUCCESS" ? current : undefined;
    });
    expect(stored.delivery).toMatchObject({ attempts: 1, error: null, info: { accepted: [user.email] } });
  });

  test("when an order is paid by the webhook and the payment page confirms it again, then one receipt names the transaction ID", async () => {
    const { user, order, intentId } = await paidOrder();
    const again = await call("PATCH", `/booking/${order._id}`, {
      token: user.idToken,
      body: { transactionId: intentId },
    });
    expect(again.status).toBe(200);
    expect(await kindsOf(order._id)).toEqual(["paid", "placed"]);
    const paid = (await mailsOf(order._id)).find((mail) => mail.kind === "paid")!;
    expect(paid.message.text).toContain(`Transaction ID: ${intentId}`);
  });

  test("when an admin ships a paid order twice, then one 'shipped' mail; shipping a pending order mails nothing", async () => {
    const { order } = await paidOrder();
    const token = await adminToken();
    expect((await call("POST", `/orders/${order._id}/ship`, { token })).status).toBe(200);
    expect((await call("POST", `/orders/${order._id}/ship`, { token })).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(["paid", "placed", "shipped"]);

    const pending = await pendingOrder();
    expect((await call("POST", `/orders/${pending.order._id}/ship`, { token })).status).toBe(409);
    expect(await kindsOf(pending.order._id)).toEqual(["placed"]);
  });

  test("when an admin refunds twice and Stripe's charge.refunded follows, then one 'refunded' mail", async () => {
    const { user, order } = await paidOrder();
    const token = await adminToken();
    expect((await call("POST", `/orders/${order._id}/refund`, { token })).status).toBe(200);
    expect((await call("POST", `/orders/${order._id}/refund`, { token })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the webhook's charge.refunded lands
    expect((await getOrder(user, order._id)).status).toBe("refunded");
    expect(await kindsOf(order._id)).toEqual(["paid", "placed", "refunded"]);
  });

  test("when a refund is made in Stripe's dashboard, then the webhook's refund mails once", async () => {
    const { user, order, intentId } = await paidOrder();
    await stripe.refunds.create({ payment_intent: intentId });
    await eventually(async () => ((await getOrder(user, order._id)).status === "refunded" ? true : undefined));
    expect(await kindsOf(order._id)).toEqual(["paid", "placed", "refunded"]);
  });

  test("when the owner cancels twice, then one 'cancelled' mail", async () => {
    const { user, order } = await pendingOrder();
    expect((await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken })).status).toBe(200);
    expect((await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken })).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(["cancelled", "placed"]);
  });

  test("when an admin deletes an unpaid order, then the shopper gets one 'cancelled' mail", async () => {
    const { order } = await pendingOrder();
    expect((await call("DELETE", `/orders/${order._id}`, { token: await adminToken() })).body).toEqual({
      deletedCount: 1,
    });
    expect(await kindsOf(order._id)).toEqual(["cancelled", "placed"]);
  });

  test("when the hold ends and the sweep runs twice, then one 'expired' mail", async () => {
    const { order } = await pendingOrder();
    await sweepAt(inMinutes(31));
    await sweepAt(inMinutes(32));
    expect(await kindsOf(order._id)).toEqual(["expired", "placed"]);
  });

  test("when a payment lands after the order was cancelled, then the automatic refund mails once and says why", async () => {
    const { user, order } = await pendingOrder({ price: 7.5, quantity: 2 });
    const intent = await createPaymentIntent(user, order._id);
    // As if Stripe could not be reached when the order was cancelled: the intent stayed open.
    await arrangeOrder(order._id, { status: "cancelled", expiresAt: null });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    await eventually(async () => ((await getOrder(user, order._id)).refundedAt ? true : undefined));
    expect(await kindsOf(order._id)).toEqual(["placed", "refunded"]);
    const refunded = (await mailsOf(order._id)).find((mail) => mail.kind === "refunded")!;
    expect(refunded.message.text).toContain("Your payment arrived after the order had been cancelled");
    expect(refunded.message.text).toContain(intent.id);
  });
});
