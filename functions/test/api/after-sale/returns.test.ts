import type { Order, OrderReturn } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { admin, call, errorOf, newUser, type TestUser } from "../helpers";
import { arrangeOrder } from "../orders/lifecycle-helpers";
import { paidTwoLineOrder, stockOf, twoLineOrder } from "../orders/lines-helpers";
import { mailsOf } from "../mail/mail-helpers";
import { getOrder } from "../payments/payment-helpers";

/** Returns (docs/api.md, "Refunds and returns"; docs/decisions/032). */
const ask = (user: TestUser, orderId: string, body: object) =>
  call<OrderReturn>("POST", `/orders/${orderId}/returns`, { token: user.idToken, body });
const move = async (id: string, action: string, body?: object) =>
  call<OrderReturn>("POST", `/returns/${id}/${action}`, { token: (await admin()).idToken, ...(body && { body }) });

describe("returns", () => {
  test("when a shopper returns one piece and an admin approves, receives and refunds it, then the piece is refunded and back on sale, and each move mailed", async () => {
    const { user, order, screws } = await paidTwoLineOrder();
    const asked = await ask(user, order._id, { lines: [{ productId: screws._id, quantity: 1 }], reason: "Too many" });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      orderId: order._id,
      orderNumber: order.orderNumber,
      lines: [{ productId: screws._id, quantity: 1 }],
      reason: "Too many",
      status: "requested",
    });
    expect(asked.body.createdAt).not.toBeNull();
    const id = asked.body._id;

    const own = await call<OrderReturn[]>("GET", `/orders/${order._id}/returns`, { token: user.idToken });
    expect(own.body.map((ret) => ret._id)).toEqual([id]);
    const stranger = await newUser("Sam Stranger");
    expect((await call("GET", `/orders/${order._id}/returns`, { token: stranger.idToken })).status).toBe(403);
    const adminToken = (await admin()).idToken;
    const requested = await call<OrderReturn[]>("GET", "/returns?status=requested&limit=100", { token: adminToken });
    expect(requested.body.some((ret) => ret._id === id)).toBe(true);
    expect((await call("GET", "/returns", { token: user.idToken })).status).toBe(403);

    expect((await call("POST", `/returns/${id}/approve`, { token: user.idToken })).status).toBe(403);
    expect((await move(id, "receive", { restock: true })).status).toBe(409);
    expect((await move(id, "approve")).body.status).toBe("approved");
    expect((await move(id, "approve")).status).toBe(409);
    expect((await move(id, "receive", { restock: "yes" })).status).toBe(400);
    expect((await move(id, "receive", { restock: true })).body).toMatchObject({ status: "received", restock: true });
    expect((await move(id, "receive", { restock: true })).status).toBe(409);
    const refunded = await move(id, "refund");
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: "refunded" });
    expect(refunded.body.refundId).toMatch(/^re_/);
    expect((await move(id, "refund")).status).toBe(409);

    const now = await getOrder(user, order._id);
    expect(now).toMatchObject({ status: "partially-refunded", refundedTotal: 2.5 });
    expect(now.refunds[0]).toMatchObject({
      amount: 2.5,
      restock: true,
      lines: [{ productId: screws._id, quantity: 1 }],
    });
    expect(await stockOf(screws._id)).toBe(8);
    const kinds = (await mailsOf(order._id)).map((mail) => mail.id);
    for (const suffix of [`return-requested-${id}`, `return-approved-${id}`, `return-received-${id}`, "refunded-1"]) {
      expect(kinds).toContain(`${order._id}-${suffix}`);
    }
  });

  test("when a shopper asks to return more than was bought, or pieces already asked for, then it is 409", async () => {
    const { user, order, drill, screws } = await paidTwoLineOrder();
    const tooMany = await ask(user, order._id, { lines: [{ productId: drill._id, quantity: 3 }], reason: "x" });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).fields).toHaveProperty(["lines.0.quantity"]);
    expect((await ask(user, order._id, { lines: [{ productId: drill._id, quantity: 2 }], reason: "x" })).status).toBe(
      201,
    );
    expect((await ask(user, order._id, { lines: [{ productId: drill._id, quantity: 1 }], reason: "x" })).status).toBe(
      409,
    );
    // Two requests at once for the last three screws: one wins.
    const racing = await Promise.all(
      [1, 2].map(() => ask(user, order._id, { lines: [{ productId: screws._id, quantity: 3 }], reason: "x" })),
    );
    expect(racing.map((result) => result.status).sort()).toEqual([201, 409]);
  });

  test("when the order is unpaid, not the caller's, or paid more than 30 days ago, then a return is refused", async () => {
    const pending = await twoLineOrder();
    const line = { productId: pending.drill._id, quantity: 1 };
    expect((await ask(pending.user, pending.order._id, { lines: [line], reason: "x" })).status).toBe(409);

    const { user, order, drill } = await paidTwoLineOrder();
    const lines = [{ productId: drill._id, quantity: 1 }];
    expect((await call("POST", `/orders/${order._id}/returns`, { body: { lines, reason: "x" } })).status).toBe(401);
    expect((await ask(await newUser("Other"), order._id, { lines, reason: "x" })).status).toBe(403);
    for (const body of [
      { lines, reason: "" },
      { lines: [], reason: "x" },
      { reason: "x" },
      { lines: [{ ...lines[0], quantity: 0 }], reason: "x" },
    ]) {
      expect((await ask(user, order._id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await ask(user, "no-such-order", { lines, reason: "x" })).status).toBe(404);
    await arrangeOrder(order._id, { paidAt: new Date(Date.now() - 31 * 86_400_000) });
    const late = await ask(user, order._id, { lines, reason: "x" });
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toMatch(/30 days/);
  });

  test("when an admin rejects a return, then the shopper is told why and may ask for those pieces again", async () => {
    const { user, order, drill } = await paidTwoLineOrder();
    const lines = [{ productId: drill._id, quantity: 2 }];
    const { body: asked } = await ask(user, order._id, { lines, reason: "Changed my mind" });
    expect((await move(asked._id, "reject", {})).status).toBe(400);
    const rejected = await move(asked._id, "reject", { reason: "Used tools cannot be returned" });
    expect(rejected.body).toMatchObject({ status: "rejected", rejectReason: "Used tools cannot be returned" });
    expect((await move(asked._id, "reject", { reason: "again" })).status).toBe(409);
    expect((await move(asked._id, "refund")).status).toBe(409);
    const mail = (await mailsOf(order._id)).find((item) => item.id === `${order._id}-return-rejected-${asked._id}`);
    expect(mail?.message.text).toContain("Used tools cannot be returned");
    expect((await ask(user, order._id, { lines, reason: "Please" })).status).toBe(201);
    const now = await call<Order>("GET", `/orders/${order._id}`, { token: user.idToken });
    expect(now.body.status).toBe("paid");
  });
});
