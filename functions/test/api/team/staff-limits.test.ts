import type { DiscountCode, OrderReturn, Product, ShippingRate } from "@hometools/contract";
import { beforeAll, describe, expect, test } from "vitest";
import { adminSdk, admin, call, errorOf, newProduct, verifiedUser, type TestUser } from "../helpers";
import { tag } from "../checkout/checkout-helpers";
import { getOrder, paidOrder } from "../orders/lifecycle-helpers";
import { paidTwoLineOrder } from "../orders/lines-helpers";
import { activity, newMember } from "./team-helpers";

/**
 * What staff may not do (docs/api.md, "Team and activity"; docs/decisions/034): every route the
 * owner alone may use answers staff 403 owner-only, and nothing changes. A route the owner alone
 * may use later (tax settings, categories, erasing a customer) adds one row to `ownerOnly`.
 */

interface Arranged {
  product: Product;
  orderId: string;
  buyer: TestUser;
  returnId: string;
  code: string;
  rateId: string;
  shopper: TestUser;
  member: TestUser;
}

interface OwnerOnlyRoute {
  call: string;
  method: string;
  path: (a: Arranged) => string;
  body?: (a: Arranged) => object;
  /** Asserts that the thing the call would change is as it was. */
  unchanged: (a: Arranged) => Promise<void>;
}

const ownerToken = async () => (await admin()).idToken;
const productNow = async (id: string) => (await call<Product>("GET", `/product/${id}`)).body;
const claimsOf = async (uid: string) => (await (await adminSdk()).auth.getUser(uid)).customClaims ?? {};
const nothing = async () => {};
const today = new Date().toISOString().slice(0, 10);

const ownerOnly: OwnerOnlyRoute[] = [
  {
    call: "creating a product",
    method: "POST",
    path: () => "/products",
    body: () => ({ name: "Staff Saw", price: 1, available: 1 }),
    unchanged: async () => {
      const found = (await call<Product[]>("GET", "/products?q=Staff%20Saw")).body;
      expect(found).toEqual([]);
    },
  },
  {
    call: "changing a price",
    method: "PATCH",
    path: (a) => `/products/${a.product._id}`,
    body: (a) => ({ version: a.product.version, price: 99 }),
    unchanged: async (a) => expect(await productNow(a.product._id)).toMatchObject({ price: 10, version: 1 }),
  },
  {
    call: "an edit whose body names the price, even unchanged",
    method: "PATCH",
    path: (a) => `/products/${a.product._id}`,
    body: (a) => ({ version: a.product.version, name: "Renamed", price: 10 }),
    unchanged: async (a) => expect(await productNow(a.product._id)).toMatchObject({ name: a.product.name }),
  },
  {
    call: "an edit whose body names the tax code, even null",
    method: "PATCH",
    path: (a) => `/products/${a.product._id}`,
    body: (a) => ({ version: a.product.version, name: "Renamed", taxCode: null }),
    unchanged: async (a) => expect(await productNow(a.product._id)).toMatchObject({ name: a.product.name, version: 1 }),
  },
  {
    call: "deleting a product",
    method: "DELETE",
    path: (a) => `/products/${a.product._id}`,
    unchanged: async (a) => expect((await call("GET", `/product/${a.product._id}`)).status).toBe(200),
  },
  {
    call: "deleting an order",
    method: "DELETE",
    path: (a) => `/orders/${a.orderId}`,
    unchanged: async (a) => expect((await getOrder(a.buyer, a.orderId)).status).toBe("paid"),
  },
  {
    call: "refunding an order",
    method: "POST",
    path: (a) => `/orders/${a.orderId}/refund`,
    body: () => ({}),
    unchanged: async (a) => expect(await getOrder(a.buyer, a.orderId)).toMatchObject({ status: "paid", refunds: [] }),
  },
  {
    call: "refunding a return",
    method: "POST",
    path: (a) => `/returns/${a.returnId}/refund`,
    unchanged: async (a) => {
      const returns = await call<OrderReturn[]>("GET", "/returns?status=received&limit=100", {
        token: await ownerToken(),
      });
      expect(returns.body.find((ret) => ret._id === a.returnId)?.status).toBe("received");
    },
  },
  {
    call: "adding a discount code",
    method: "POST",
    path: () => "/discount-codes",
    body: (a) => ({ code: `${a.code}X`, kind: "percent", value: 50 }),
    unchanged: async (a) => {
      const codes = await call<DiscountCode[]>("GET", "/discount-codes", { token: await ownerToken() });
      expect(codes.body.map((code) => code.code)).not.toContain(`${a.code}X`);
    },
  },
  {
    call: "changing a discount code",
    method: "PATCH",
    path: (a) => `/discount-codes/${a.code}`,
    body: () => ({ active: false }),
    unchanged: async (a) => {
      const codes = await call<DiscountCode[]>("GET", "/discount-codes", { token: await ownerToken() });
      expect(codes.body.find((code) => code.code === a.code)?.active).toBe(true);
    },
  },
  {
    call: "adding a shipping rate",
    method: "POST",
    path: () => "/shipping-rates",
    body: () => ({ label: "Staff Freight", amount: 0.5, countries: ["US"] }),
    unchanged: async () => {
      const rates = await call<ShippingRate[]>("GET", "/shipping-rates?all=true", { token: await ownerToken() });
      expect(rates.body.map((rate) => rate.label)).not.toContain("Staff Freight");
    },
  },
  {
    call: "changing a shipping rate",
    method: "PATCH",
    path: (a) => `/shipping-rates/${a.rateId}`,
    body: () => ({ amount: 0.01 }),
    unchanged: async (a) => {
      const rates = await call<ShippingRate[]>("GET", "/shipping-rates?all=true", { token: await ownerToken() });
      expect(rates.body.find((rate) => rate._id === a.rateId)?.amount).toBe(7);
    },
  },
  { call: "reading the team", method: "GET", path: () => "/team", unchanged: nothing },
  {
    call: "adding to the team",
    method: "PUT",
    path: (a) => `/team/${encodeURIComponent(a.shopper.email)}`,
    body: () => ({ role: "owner" }),
    unchanged: async (a) => expect(await claimsOf(a.shopper.uid)).toEqual({}),
  },
  {
    call: "removing from the team",
    method: "DELETE",
    path: (a) => `/team/${encodeURIComponent(a.member.email)}`,
    unchanged: async (a) => expect(await claimsOf(a.member.uid)).toMatchObject({ admin: true, role: "staff" }),
  },
  {
    call: "making an admin",
    method: "PUT",
    path: (a) => `/user/makeadmin/${encodeURIComponent(a.shopper.email)}`,
    unchanged: async (a) => expect(await claimsOf(a.shopper.uid)).toEqual({}),
  },
  { call: "reading the activity log", method: "GET", path: () => "/activity", unchanged: nothing },
  {
    call: "exporting orders",
    method: "GET",
    path: () => `/orders/export.csv?from=${today}&to=${today}`,
    unchanged: nothing,
  },
  {
    call: "changing the tax settings",
    method: "PUT",
    path: () => "/tax-settings",
    body: () => ({ pricesIncludeTax: true }),
    unchanged: async () => {
      const settings = await call<{ pricesIncludeTax: boolean }>("GET", "/tax-settings", { token: await ownerToken() });
      expect(settings.body.pricesIncludeTax).toBe(false);
    },
  },
  {
    call: "adding a tax rate",
    method: "POST",
    path: () => "/tax-rates",
    body: () => ({ label: "Staff tax", country: "FR", rate: 20 }),
    unchanged: async () => {
      const rates = await call<Array<{ label: string }>>("GET", "/tax-rates", { token: await ownerToken() });
      expect(rates.body.map((rate) => rate.label)).not.toContain("Staff tax");
    },
  },
  {
    call: "changing a tax rate",
    method: "PATCH",
    path: () => "/tax-rates/no-such-rate",
    body: () => ({ rate: 1 }),
    unchanged: nothing,
  },
  {
    call: "reading the tax report",
    method: "GET",
    path: () => `/tax-report?from=${today}&to=${today}`,
    unchanged: nothing,
  },
  {
    call: "downloading the tax report",
    method: "GET",
    path: () => `/tax-report.csv?from=${today}&to=${today}`,
    unchanged: nothing,
  },
];

describe("what staff may not do", () => {
  let staff: TestUser;
  let arranged: Arranged;

  beforeAll(async () => {
    staff = await newMember("staff");
    const token = await ownerToken();
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const { order, user } = await paidOrder();
    const two = await paidTwoLineOrder();
    const line = two.order.lines[0]!;
    const asked = await call<OrderReturn>("POST", `/orders/${two.order._id}/returns`, {
      token: two.user.idToken,
      body: { lines: [{ productId: line.productId, quantity: 1 }], reason: "Not needed" },
    });
    await call("POST", `/returns/${asked.body._id}/approve`, { token });
    await call("POST", `/returns/${asked.body._id}/receive`, { token, body: { restock: true } });
    const code = `STAFF${tag(6).toUpperCase()}`;
    expect((await call("POST", "/discount-codes", { token, body: { code, kind: "percent", value: 5 } })).status).toBe(
      201,
    );
    const rate = await call<ShippingRate>("POST", "/shipping-rates", {
      token,
      body: { label: `Rate ${tag(4)}`, amount: 7, countries: ["US"], active: false },
    });
    arranged = {
      product,
      orderId: order._id,
      buyer: user,
      returnId: asked.body._id,
      code,
      rateId: rate.body._id,
      shopper: await verifiedUser("Shay Shopper"),
      member: await newMember("staff", "Mo Member"),
    };
  });

  test.each(ownerOnly)("when staff try $call, then 403 owner-only and nothing changes", async (route) => {
    const result = await call(route.method, route.path(arranged), {
      token: staff.idToken,
      ...(route.body && { body: route.body(arranged) }),
    });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toMatchObject({ code: "owner-only", message: "Only the shop's owner can do this" });
    await route.unchanged(arranged);
  });

  test("when staff were refused every owner-only call, then the log holds no entry of theirs", async () => {
    expect(await activity(`actor=${staff.uid}`)).toEqual([]);
  });
});

describe("what staff may do", () => {
  test("when staff ship, move stock, edit a name, move returns and cancel an unpaid order, then each works and is logged as theirs", async () => {
    const staff = await newMember("staff", "Dee Doer");
    const token = staff.idToken;
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 10 });

    expect((await call("GET", "/orders", { token })).status).toBe(200);
    expect((await call("GET", "/stats", { token })).status).toBe(200);
    expect((await call("GET", "/user", { token })).status).toBe(200);

    const moved = await call<Product>("POST", `/products/${product._id}/stock`, {
      token,
      body: { delta: 5, reason: "Delivery" },
    });
    expect(moved.body.available).toBe(15);
    const edited = await call<Product>("PATCH", `/products/${product._id}`, {
      token,
      body: { version: product.version, name: "Staff Hammer", description: "Sturdy" },
    });
    expect(edited.status).toBe(200);

    const { order } = await paidOrder();
    expect((await call("POST", `/orders/${order._id}/ship`, { token })).body.status).toBe("shipped");
    const pending = await (await import("../orders/lifecycle-helpers")).pendingOrder();
    expect((await call("POST", `/orders/${pending.order._id}/cancel`, { token })).body.status).toBe("cancelled");

    const two = await paidTwoLineOrder();
    const ask = async () =>
      (
        await call<OrderReturn>("POST", `/orders/${two.order._id}/returns`, {
          token: two.user.idToken,
          body: { lines: [{ productId: two.drill._id, quantity: 1 }], reason: "Spare" },
        })
      ).body._id;
    const first = await ask();
    expect((await call("POST", `/returns/${first}/approve`, { token })).body.status).toBe("approved");
    expect((await call("POST", `/returns/${first}/receive`, { token, body: { restock: false } })).body.status).toBe(
      "received",
    );
    const second = await ask();
    expect((await call("POST", `/returns/${second}/reject`, { token, body: { reason: "Used" } })).body.status).toBe(
      "rejected",
    );

    const entries = await activity(`actor=${staff.uid}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      "return.reject",
      "return.receive",
      "return.approve",
      "order.cancel",
      "order.ship",
      "product.update",
      "product.stock",
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ uid: staff.uid, email: staff.email, role: "staff" });
      expect(entry.address).not.toBe("");
    }
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction["product.stock"]).toMatchObject({
      target: { kind: "product", id: product._id, label: product.name },
      changes: { available: [10, 15] },
    });
    expect(byAction["product.update"]!.changes).toEqual({
      name: [product.name, "Staff Hammer"],
      description: ["", "Sturdy"],
    });
    // An order is named by its number, never by its customer.
    expect(byAction["order.ship"]!.target).toEqual({ kind: "order", id: order._id, label: order.orderNumber });
    expect(byAction["order.cancel"]!.target.label).toBe(pending.order.orderNumber);
    expect(byAction["return.approve"]!.target).toEqual({ kind: "return", id: first, label: two.order.orderNumber });
    expect(JSON.stringify(entries)).not.toContain(two.user.email);
  });
});

describe("a change that does not happen is not logged", () => {
  test("when the owner's changes are refused or fail or change nothing, then no entry names their targets but the product's creation", async () => {
    const token = await ownerToken();
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 2 });
    // Refused: too much stock out, a stale version, an unpaid order shipped, a refund beyond what was paid.
    expect(
      (await call("POST", `/products/${product._id}/stock`, { token, body: { delta: -5, reason: "Broken" } })).status,
    ).toBe(409);
    const stale = await call("PATCH", `/products/${product._id}`, { token, body: { version: 7, name: "Stale" } });
    expect(stale.status).toBe(409);
    const pending = await (await import("../orders/lifecycle-helpers")).pendingOrder();
    expect((await call("POST", `/orders/${pending.order._id}/ship`, { token })).status).toBe(409);
    const { order, user } = await paidOrder();
    const tooMuch = await call("POST", `/orders/${order._id}/refund`, { token, body: { amount: 9999 } });
    expect(tooMuch.status).toBe(409);
    // Changing nothing: the same name again.
    const same = await call("PATCH", `/products/${product._id}`, {
      token,
      body: { version: product.version, name: product.name },
    });
    expect(same.status).toBe(200);
    // No such thing.
    expect((await call("DELETE", "/products/no-such-product", { token })).body).toEqual({ deletedCount: 0 });

    // Only its creation.
    expect((await activity(`targetId=${product._id}`)).map((entry) => entry.action)).toEqual(["product.create"]);
    expect(await activity(`targetId=${pending.order._id}`)).toEqual([]);
    expect(await activity(`targetId=${order._id}`)).toEqual([]);
    expect(await activity("targetId=no-such-product")).toEqual([]);
    expect((await getOrder(user, order._id)).status).toBe("paid");
  });

  test("when the owner refunds, deletes and exports, then each entry says so, with the money moved", async () => {
    const token = await ownerToken();
    const { order, user } = await paidOrder({ price: 10, quantity: 2 });
    expect((await call("POST", `/orders/${order._id}/refund`, { token, body: { amount: 5 } })).status).toBe(200);
    expect((await call("DELETE", `/orders/${order._id}`, { token })).body).toEqual({ deletedCount: 1 });
    const entries = await activity(`targetId=${order._id}`);
    expect(entries.map((entry) => [entry.action, entry.amount])).toEqual([
      ["order.delete", undefined],
      ["order.refund", 5],
    ]);
    expect(entries[1]!.actor.role).toBe("owner");
    expect(JSON.stringify(entries)).not.toContain(user.email);

    const today = new Date().toISOString().slice(0, 10);
    expect((await call("GET", `/orders/export.csv?from=${today}&to=${today}`, { token })).status).toBe(200);
    const exports = await activity(`action=orders.export&targetId=${today}..${today}`);
    expect(exports[0]).toMatchObject({ target: { kind: "export", label: `orders-${today}-to-${today}.csv` } });
  });
});
