import type { Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { HOST, services } from "../../../../ports/ports";
import { TEST_STRIPE_ATTEMPT_TIMEOUT_MS } from "../../../../stack/stripe-timeouts";
import { admin, call, errorOf } from "../helpers";
import { arrangeOrder, paidOrder } from "../orders/lifecycle-helpers";
import { paidTwoLineOrder, stockOf } from "../orders/lines-helpers";
import { mailsOf } from "../mail/mail-helpers";
import { deliver, eventually, getOrder, stripe } from "../payments/payment-helpers";

/** Partial refunds (docs/api.md, "Refunds and returns"; docs/decisions/032). */
const refund = async (orderId: string, body?: object) =>
  call<Order>("POST", `/orders/${orderId}/refund`, { token: (await admin()).idToken, ...(body && { body }) });

async function refundedAtStripe(intentId: string): Promise<number> {
  const intent = await stripe.paymentIntents.retrieve(intentId);
  return (await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded;
}

const standin = `http://${HOST}:${services.stripe.port}`;

describe("partial refunds", () => {
  test("when an admin refunds one piece with restock and then the rest without, then the order is partly refunded, then refunded, and only the restocked piece is back on sale", async () => {
    const { order, drill, screws, intentId } = await paidTwoLineOrder();
    const first = await refund(order._id, {
      lines: [{ productId: drill._id, quantity: 1 }],
      restock: true,
      reason: "scratched",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "partially-refunded", refundedTotal: 10, paid: true });
    expect(first.body.refunds).toHaveLength(1);
    expect(first.body.refunds[0]).toMatchObject({
      amount: 10,
      lines: [{ productId: drill._id, quantity: 1 }],
      restock: true,
      reason: "scratched",
      by: "admin@example.com",
    });
    expect(first.body.refunds[0]!.refundId).toMatch(/^re_/);
    expect(await stockOf(drill._id)).toBe(9);
    expect(await stockOf(screws._id)).toBe(7);
    expect(await refundedAtStripe(intentId)).toBe(1000);

    const rest = await refund(order._id, { restock: false });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: "refunded", refundedTotal: 27.5 });
    expect(rest.body.refunds[1]).toMatchObject({
      amount: 17.5,
      restock: false,
      lines: [
        { productId: drill._id, quantity: 1 },
        { productId: screws._id, quantity: 3 },
      ],
    });
    expect(rest.body.refundedAt).not.toBeNull();
    expect(await stockOf(drill._id)).toBe(9);
    expect(await stockOf(screws._id)).toBe(7);
    expect(await refundedAtStripe(intentId)).toBe(2750);
    expect((await refund(order._id)).status).toBe(409);

    // Each refund mails the shopper once, naming the amount and the pieces; Stripe's two charge.refunded change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mails = (await mailsOf(order._id)).filter((mail) => mail.kind === "refunded");
    expect(mails.map((mail) => mail.id)).toEqual([`${order._id}-refunded-1`, `${order._id}-refunded-2`]);
    expect(mails[0]!.message.text).toContain("We refunded $10.00 for 1 x");
    expect(mails[1]!.message.text).toContain("$17.50");
    expect(mails[1]!.message.text).toContain("refunded in full");
    expect((await getOrder(await admin(), order._id)).refunds).toHaveLength(2);
  });

  test("when a refund asks more than is left, then it is 409 refund-exceeds-paid and Stripe is not asked", async () => {
    const { order, drill, intentId } = await paidTwoLineOrder();
    const tooMuch = await refund(order._id, { amount: 27.51 });
    expect(tooMuch.status).toBe(409);
    expect(errorOf(tooMuch).code).toBe("refund-exceeds-paid");
    const tooMany = await refund(order._id, { lines: [{ productId: drill._id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).code).toBe("refund-exceeds-paid");
    expect((await refund(order._id, { amount: 20 })).status).toBe(200);
    const overLeft = await refund(order._id, { lines: [{ productId: drill._id, quantity: 1 }] });
    expect(errorOf(overLeft).code).toBe("refund-exceeds-paid");
    expect(await refundedAtStripe(intentId)).toBe(2000);
    const rest = await refund(order._id, { amount: 7.5 });
    expect(rest.body).toMatchObject({ status: "refunded", refundedTotal: 27.5 });
  });

  test("when five refunds of $10 race on a $27.50 order, then exactly two go through and Stripe refunds $20", async () => {
    const { order, intentId } = await paidTwoLineOrder();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(order._id, { amount: 10 })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    expect(await refundedAtStripe(intentId)).toBe(2000);
    const now = await getOrder(await admin(), order._id);
    expect(now).toMatchObject({ status: "partially-refunded", refundedTotal: 20 });
  });

  test("when a refund comes without a token, from a shopper or with a bad body, then it is refused and nothing changes", async () => {
    const { user, order, drill, intentId } = await paidTwoLineOrder();
    expect((await call("POST", `/orders/${order._id}/refund`, { body: { amount: 1 } })).status).toBe(401);
    expect((await call("POST", `/orders/${order._id}/refund`, { token: user.idToken, body: {} })).status).toBe(403);
    for (const body of [
      { amount: -1 },
      { amount: 0.001 },
      { amount: 5, lines: [{ productId: drill._id, quantity: 1 }] },
      { lines: [{ productId: drill._id, quantity: 0 }] },
      { lines: [{ productId: "not-on-the-order", quantity: 1 }] },
      { restock: "yes" },
    ]) {
      const refused = await refund(order._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).fields, JSON.stringify(body)).toBeDefined();
    }
    expect(await refundedAtStripe(intentId)).toBe(0);
    expect((await getOrder(user, order._id)).status).toBe("paid");
  });

  test("when an admin refunds a shipped order in full without saying restock, then its pieces stay off sale", async () => {
    const { order, product } = await paidOrder({ available: 10, quantity: 3 });
    await call("POST", `/orders/${order._id}/ship`, { token: (await admin()).idToken });
    const refunded = await refund(order._id);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: "refunded" });
    expect(refunded.body.refunds[0]).toMatchObject({ restock: false });
    expect(await stockOf(product._id)).toBe(7);
  });

  test("when a shipped order is refunded with restock, then its pieces go back on sale", async () => {
    const { order, product } = await paidOrder({ available: 10, quantity: 3 });
    await call("POST", `/orders/${order._id}/ship`, { token: (await admin()).idToken });
    expect((await refund(order._id, { restock: true })).status).toBe(200);
    expect(await stockOf(product._id)).toBe(10);
  });

  test("when part of a payment is refunded in Stripe's dashboard, then the order records it once, nothing back on sale", async () => {
    const { user, order, product, intentId } = await paidOrder({ price: 10, available: 10, quantity: 3 });
    await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
    const recorded = await eventually(async () => {
      const now = await getOrder(user, order._id);
      return now.refunds.length ? now : undefined;
    });
    expect(recorded).toMatchObject({ status: "partially-refunded", refundedTotal: 5 });
    expect(recorded.refunds[0]).toMatchObject({ amount: 5, restock: false, by: "stripe", lines: [] });
    expect(await stockOf(product._id)).toBe(7);

    // The same charge.refunded delivered again (as Stripe retries) records nothing more.
    const events = (await stripe.events.list({ limit: 20 })).data;
    const event = events.find(
      (candidate) =>
        candidate.type === "charge.refunded" &&
        (candidate.data.object as { payment_intent?: string }).payment_intent === intentId,
    )!;
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await getOrder(user, order._id)).refunds).toHaveLength(1);
    expect((await mailsOf(order._id)).filter((mail) => mail.kind === "refunded")).toHaveLength(1);
  });

  test("when a refund's Stripe call fails while Stripe's own refund lands, then the history keeps both notes", async () => {
    // Stripe answers the admin's refund slowly; meanwhile the payment is refunded in the dashboard and
    // the webhook records it. The admin's refund is then refused (nothing left): its note must be
    // appended to the history as it is by then, never to the history read before Stripe was asked.
    // Slow, yet within one attempt of the test stack's (stack/stripe-timeouts.ts): an attempt that
    // timed out would be retried, and the retry could refund before the dashboard does.
    const { order, intentId } = await paidOrder({ price: 10, available: 10, quantity: 2 });
    await fetch(`${standin}/_faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "slow", ms: (TEST_STRIPE_ATTEMPT_TIMEOUT_MS * 3) / 4, count: 1 }),
    });
    try {
      const asked = refund(order._id);
      // Looked at often: the dashboard's refund must land while the stand-in holds the admin's.
      for (;;) {
        const { fault } = (await (await fetch(`${standin}/_faults`)).json()) as { fault: unknown };
        if (fault === null) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await stripe.refunds.create({ payment_intent: intentId });
      await eventually(async () => {
        const now = await getOrder(await admin(), order._id);
        return now.status === "refunded" ? now : undefined;
      });
      const answer = await asked;
      expect(answer.status).toBe(502);
    } finally {
      await fetch(`${standin}/_faults`, { method: "DELETE" });
    }
    const { history } = await getOrder(await admin(), order._id);
    expect(history.some((entry) => entry.by === "stripe" && entry.status === "refunded")).toBe(true);
    expect(history.some((entry) => /refund failed at Stripe/.test(entry.reason))).toBe(true);
  });

  test("when an order was refunded before partial refunds existed, then it reads as refunded in full", async () => {
    const { order } = await paidOrder({ price: 10, available: 10, quantity: 1 });
    await arrangeOrder(order._id, { status: "refunded", refundedTotalCents: null, refunds: null });
    const now = await getOrder(await admin(), order._id);
    expect(now).toMatchObject({ status: "refunded", refundedTotal: 10, refunds: [] });
    expect((await refund(order._id)).status).toBe(409);
  });
});
