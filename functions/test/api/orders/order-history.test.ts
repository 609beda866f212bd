import { describe, expect, test } from "vitest";
import { admin, call, paidOrder } from "./lifecycle-helpers";

/** Who moved an order: admins see the staff member; the shopper sees "staff", never a staff email. */
describe("an order's history", () => {
  test("when an admin ships a shopper's order, then the shopper's views name 'staff' and the admin's name the admin", async () => {
    const { user, order } = await paidOrder();
    const { idToken: adminToken } = await admin();
    expect((await call("POST", `/orders/${order._id}/ship`, { token: adminToken })).status).toBe(200);

    const byOf = (history: Array<{ status: string; by: string }>) => history.map(({ status, by }) => [status, by]);
    const own = (await call("GET", `/orders/${order._id}`, { token: user.idToken })).body;
    expect(byOf(own.history)).toEqual([
      ["pending", user.email],
      ["paid", "stripe"],
      ["shipped", "staff"],
    ]);
    const listed = (await call("GET", `/orders/${encodeURIComponent(user.email)}`, { token: user.idToken })).body;
    expect(byOf(listed.find((row: { _id: string }) => row._id === order._id).history)).toContainEqual([
      "shipped",
      "staff",
    ]);
    expect(JSON.stringify([own, listed])).not.toContain("admin@example.com");

    const asAdmin = (await call("GET", `/orders/${order._id}`, { token: adminToken })).body;
    expect(byOf(asAdmin.history)).toContainEqual(["shipped", "admin@example.com"]);
  });
});
