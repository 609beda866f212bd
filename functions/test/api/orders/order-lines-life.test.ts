import type { Order } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, call, newProduct, newUser } from "../helpers";
import { arrangeOrder, getOrder, inMinutes, sweepAt } from "./lifecycle-helpers";
import { orderLines, paidTwoLineOrder, stockOf, twoLineOrder } from "./lines-helpers";
import { createPaymentIntent, eventually, stripe } from "../payments/payment-helpers";

describe("the life of an order of several lines returns every line's stock", () => {
  test("when the owner cancels it, then both lines' pieces go back", async () => {
    const { user, drill, screws, order } = await twoLineOrder();
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([8, 7]);
    const result = await call("POST", `/orders/${order._id}/cancel`, { token: user.idToken });
    expect(result.status).toBe(200);
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([10, 10]);
  });

  test("when its hold ends, then the expiry sweep returns both lines' pieces", async () => {
    const { user, drill, screws, order } = await twoLineOrder();
    await sweepAt(inMinutes(31));
    expect((await getOrder(user, order._id)).status).toBe("expired");
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([10, 10]);
  });

  test("when an admin deletes it unpaid, then both lines' pieces go back", async () => {
    const { drill, screws, order } = await twoLineOrder();
    const deleted = await call("DELETE", `/orders/${order._id}`, { token: (await admin()).idToken });
    expect(deleted.body).toEqual({ deletedCount: 1 });
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([10, 10]);
  });

  test("when it is paid with one payment and refunded, then Stripe refunds the whole total and both lines return", async () => {
    const { user, drill, screws, order, intentId } = await paidTwoLineOrder();
    expect((await stripe.paymentIntents.retrieve(intentId)).amount).toBe(2750);
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([8, 7]);
    const refunded = await call<Order>("POST", `/orders/${order._id}/refund`, { token: (await admin()).idToken });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe("refunded");
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([10, 10]);
    expect((await getOrder(user, order._id)).lines).toHaveLength(2);
  });

  test("when Stripe's dashboard refunds it (charge.refunded), then both lines return", async () => {
    const { user, drill, screws, order, intentId } = await paidTwoLineOrder();
    await stripe.refunds.create({ payment_intent: intentId });
    await eventually(async () => ((await getOrder(user, order._id)).status === "refunded" ? true : undefined));
    expect([await stockOf(drill._id), await stockOf(screws._id)]).toEqual([10, 10]);
  });

  test("when a payment lands after it was cancelled, then the whole total is refunded automatically", async () => {
    const { user, order } = await twoLineOrder();
    const intent = await createPaymentIntent(user, order._id);
    // As if Stripe could not be reached when the order was cancelled: the intent stayed open.
    await arrangeOrder(order._id, { status: "cancelled", expiresAt: null });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const refunded = await eventually(async () => {
      const current = await getOrder(user, order._id);
      return current.refundedAt ? current : undefined;
    });
    expect(refunded).toMatchObject({ status: "cancelled", paid: true, transactionId: intent.id });
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(2750);
  });
});

describe("two-line orders racing for a scarce product", () => {
  test("when 12 shoppers each order the last 4 pieces' product and a plentiful one at once, then exactly 4 orders and no partial reservation", async () => {
    const scarce = await newProduct({ price: 5, minimumOrder: 1, available: 4 });
    const plenty = await newProduct({ price: 1, minimumOrder: 1, available: 100 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => newUser("Racer")));
    const results = await Promise.all(
      shoppers.map((user) =>
        orderLines(user, [
          { productId: plenty._id, quantity: 3 },
          { productId: scarce._id, quantity: 1 },
        ]),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    for (const refused of results.filter((result) => result.status === 409)) {
      expect((refused.body as unknown as { error: { fields: object } }).error.fields).toEqual({
        "lines.1.quantity": "reduce your quantity",
      });
    }
    expect(await stockOf(scarce._id)).toBe(0);
    expect(await stockOf(plenty._id)).toBe(100 - 4 * 3);
  });
});
