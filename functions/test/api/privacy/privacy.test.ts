import { beforeAll, describe, expect, test } from "vitest";
import type { CheckoutResult, DataExport, Order, Product } from "@hometools/contract";
import { createHash } from "node:crypto";
import { checkoutAs, newCode, tag, uniqueEmail, usAddress } from "../checkout/checkout-helpers";
import {
  admin,
  adminSdk,
  call,
  errorOf,
  emulatorToken,
  newProduct,
  newUser,
  officialFirestoreRuns,
  PASSWORD,
  placeOrder,
  signIn,
  staff,
  verifiedUser,
  type TestUser,
} from "../helpers";
import { payOrder } from "../payments/payment-helpers";
import { stockOf } from "../orders/lifecycle-helpers";
import { backdateSessions, scanFirestore, serviceEnv, type Traces } from "./privacy-helpers";

/**
 * A shopper's data (docs/privacy.md): GET /me/export, DELETE /me and the owner's POST
 * /privacy/erase, over HTTP with real ID tokens; afterwards a scan of every document finds no
 * trace of the customer.
 */

/** A shopper with a unique name and phone, so the scan can look for both. */
async function tracedShopper(): Promise<{ user: TestUser; traces: Traces }> {
  const name = `Quilla Zembrowski ${tag(6)}`;
  const phone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const user = await verifiedUser(name);
  const profile = await call("PUT", `/${encodeURIComponent(user.email)}`, {
    token: user.idToken,
    body: { name, email: user.email, phone, github: "", facebook: "" },
  });
  expect(profile.status).toBe(200);
  return { user, traces: { uid: user.uid, email: user.email, name, phone } };
}

/** A guest order under `email`, paid (the stand-in confirms it), shipped to `name`. */
async function guestOrder(email: string, name: string, productId: string, phone: string) {
  const placed = await checkoutAs({ guest: email }, [{ productId, quantity: 1 }], {
    shippingAddress: { ...usAddress, name, line1: `${tag(5)} Hidden Lane` },
    number: phone,
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

// The scan lists collections, which only the official emulator does (the embedded fallback cannot).
const official = await officialFirestoreRuns();

async function expectNoTraces(traces: Traces) {
  if (!official) return;
  const { findings } = await scanFirestore(traces);
  expect(findings).toEqual([]);
}

describe("a shopper's data: export and deletion", () => {
  let product: { _id: string };
  let shopper: TestUser;
  let traces: Traces;
  let unpaid: Order;
  let paid: Order;
  let guest: CheckoutResult;
  let other: TestUser;
  let otherOrder: Order;
  let returnId: string;

  beforeAll(async () => {
    await serviceEnv();
    product = await newProduct({ price: 10, minimumOrder: 1, available: 20 });
    ({ user: shopper, traces } = await tracedShopper());
    // Placed as a guest under the same email before the account existed... or at least before it checked out.
    guest = await guestOrder(shopper.email, traces.name, product._id, traces.phone!);
    unpaid = await placeOrder(shopper, product._id, 2, { number: traces.phone, location: `${traces.name}'s shed` });
    paid = await placeOrder(shopper, product._id, 1, { number: traces.phone, location: "7 Quiet Road" });
    await payOrder(shopper, paid._id);
    const asked = await call<{ _id: string }>("POST", `/orders/${paid._id}/returns`, {
      token: shopper.idToken,
      body: { lines: [{ productId: product._id, quantity: 1 }], reason: "Too heavy" },
    });
    expect(asked.status).toBe(201);
    returnId = asked.body._id;
    expect(
      (await call("PUT", "/reviews", { token: shopper.idToken, body: { rating: 5, review: "Fine tools" } })).status,
    ).toBe(201);
    const toolReview = await call("POST", `/products/${product._id}/reviews`, {
      token: shopper.idToken,
      body: { rating: 4, review: "A good hammer" },
    });
    expect(toolReview.status).toBe(201);
    const cart = await call("PUT", "/cart", {
      token: shopper.idToken,
      body: { lines: [{ productId: product._id, quantity: 1 }], version: 0 },
    });
    expect(cart.status).toBe(200);
    other = await newUser(`Other Person ${tag(5)}`);
    otherOrder = await placeOrder(other, product._id, 1, { number: "+1 555 0199", location: "Elsewhere" });
  }, 120_000);

  test("when a shopper downloads their data, then the attachment holds their orders (guest ones too), cart, reviews, mails and codes, and nothing of another shopper", async () => {
    const result = await call<DataExport>("GET", "/me/export", { token: shopper.idToken });
    expect(result.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(result.headers.get("content-disposition")).toBe(`attachment; filename="hometools-data-${day}.json"`);
    const data = result.body;
    expect(data.profile).toMatchObject({ email: shopper.email, phone: traces.phone });
    const ids = data.orders.map((order) => order._id);
    expect(ids).toEqual(expect.arrayContaining([unpaid._id, paid._id, guest._id]));
    expect(ids).not.toContain(otherOrder._id);
    for (const order of data.orders) expect(order).toHaveProperty("returns");
    expect((data.cart as { lines: unknown[] }).lines).toHaveLength(1);
    expect(data.reviews.shop).toHaveLength(1);
    expect(data.reviews.tools).toHaveLength(1);
    expect(data.mails.some((mail) => mail.kind === "paid")).toBe(true);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data).toLowerCase()).not.toContain("admin@example.com");
  });

  test("when no token is sent, then GET /me/export and DELETE /me answer 401", async () => {
    expect((await call("GET", "/me/export")).status).toBe(401);
    expect((await call("DELETE", "/me", { body: { confirm: shopper.email } })).status).toBe(401);
  });

  test("when the sign-in is older than 5 minutes, then DELETE /me answers 401 recent-sign-in-required before looking at the body", async () => {
    await backdateSessions(shopper.uid, 3600);
    const token = emulatorToken(shopper.uid, shopper.email, Math.floor(Date.now() / 1000) - 600);
    const result = await call("DELETE", "/me", { token, body: {} });
    expect(result.status).toBe(401);
    expect(errorOf(result).code).toBe("recent-sign-in-required");
  });

  test("when confirm is missing or not the account's email, then DELETE /me answers 400 with fields.confirm", async () => {
    for (const body of [{}, { confirm: "someone@example.com" }]) {
      const result = await call("DELETE", "/me", { token: shopper.idToken, body });
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("confirm");
    }
  });

  test("when a shopper calls POST /privacy/erase, then it answers 403", async () => {
    const result = await call("POST", "/privacy/erase", { token: shopper.idToken, body: { email: other.email } });
    expect(result.status).toBe(403);
  });

  test("when the shopper deletes their account, then the unpaid order's stock is back, the paid order is kept as Deleted customer, and no document anywhere holds their uid, email, name or phone", async () => {
    const stockBefore = await stockOf(product._id);
    const rated = (await call<Product>("GET", `/product/${product._id}`)).body;
    expect([rated.ratingAverage, rated.ratingCount]).toEqual([4, 1]);
    const result = await call("DELETE", "/me", {
      token: shopper.idToken,
      body: { confirm: ` ${shopper.email.toUpperCase()} ` },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: true });

    // The unpaid order's 2 pieces and the unpaid guest order's 1.
    expect(await stockOf(product._id)).toBe(stockBefore + 3);
    // The tool's rating lost the erased review in the same unit.
    const unrated = (await call<Product>("GET", `/product/${product._id}`)).body;
    expect([unrated.ratingAverage, unrated.ratingCount]).toEqual([null, 0]);
    const { idToken } = await admin();
    const kept = (await call<Order>("GET", `/orders/${paid._id}`, { token: idToken })).body;
    expect(kept).toMatchObject({ name: "Deleted customer", status: "paid" });
    expect(kept.uid).toMatch(/^deleted-/);
    const cancelled = (await call<Order>("GET", `/orders/${unpaid._id}`, { token: idToken })).body;
    expect(cancelled).toMatchObject({ status: "cancelled", uid: kept.uid });
    const { db } = await adminSdk();
    const withdrawn = (await db.collection("returns").doc(returnId).get()).data()!;
    expect(withdrawn).toMatchObject({ status: "withdrawn", uid: kept.uid });
    expect(withdrawn).not.toHaveProperty("email");
    const stored = (await db.collection("orders").doc(guest._id).get()).data()!;
    expect(stored).not.toHaveProperty("email");
    expect(stored.shippingAddress).toEqual({ country: "US", region: "IL" });

    // The guest's key no longer opens its order.
    const byKey = await call("GET", `/orders/${guest._id}`, { headers: { "X-Order-Key": guest.orderKey! } });
    expect([401, 403, 404]).toContain(byKey.status);

    await expectNoTraces(traces);
  }, 120_000);

  test("when the same token calls DELETE /me again, then it answers 401, and signing in again fails", async () => {
    const again = await call("DELETE", "/me", { token: shopper.idToken, body: { confirm: shopper.email } });
    expect(again.status).toBe(401);
    await expect(signIn(shopper.email, PASSWORD)).rejects.toThrow();
  });

  test.skipIf(!official)(
    "when Firestore holds a collection the eraser does not declare, then the scan says so",
    async () => {
      const { erasedCollections } = await import("../../../src/data/privacy/erasure-repository");
      const { collections } = await scanFirestore({ email: "nobody-at-all@example.invalid", name: "Nobody At All Zz" });
      const unknown = [...collections].filter((name) => !(name in erasedCollections));
      expect(unknown).toEqual([]);
    },
    120_000,
  );
});

describe("an account whose email is not verified", () => {
  test("when it deletes itself, then the guest orders under its email are not its to erase and stay as they were", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 5 });
    const user = await newUser(`Unverified ${tag(5)}`);
    const order = await guestOrder(user.email, "Someone Else", product._id, "+1 555 0142");
    const result = await call("DELETE", "/me", { token: user.idToken, body: { confirm: user.email } });
    expect(result.status).toBe(200);
    const byKey = await call<Order>("GET", `/orders/${order._id}`, { headers: { "X-Order-Key": order.orderKey! } });
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ name: "Someone Else", status: "pending" });
    expect(byKey.body.email.toLowerCase()).toBe(user.email.toLowerCase());
  }, 60_000);
});

describe("code uses remembered before keyed hashes", () => {
  test("when the migration runs, then an account's uses move from its plain uid and unkeyed email hash to keyed ids, its order lists them, the code stays used, and a second run changes nothing", async () => {
    await serviceEnv();
    const { db } = await adminSdk();
    const product = await newProduct({ price: 30, minimumOrder: 1, available: 5 });
    const code = await newCode();
    const { user } = await tracedShopper();
    const placed = await checkoutAs(user, [{ productId: product._id, quantity: 1 }], { code: code.code });
    expect(placed.status, placed.text).toBe(201);
    const orderRef = db.collection("orders").doc(placed.body._id);
    // The code's own use, and the customer's under the account and under the email.
    const listedFirst: string[] = (await orderRef.get()).get("checkout.redemptionIds");
    const keyed = listedFirst.filter((id) => /~[ue]-/.test(id));
    expect(keyed).toHaveLength(2);

    // Write them back as the shop did before keyed hashes: the uid in plain, the email's sha256.
    const email = user.email.toLowerCase();
    const old = [
      `${code.code}~u-${user.uid}~0`,
      `${code.code}~e-${createHash("sha256").update(email).digest("hex").slice(0, 32)}~0`,
    ];
    const uses = db.collection("discountRedemptions");
    for (const id of keyed) {
      const data = (await uses.doc(id).get()).data()!;
      await uses.doc(id).delete();
      await uses.doc(id.includes("~u-") ? old[0]! : old[1]!).set(data);
    }
    const withOld = listedFirst.map((id) => (keyed.includes(id) ? (id.includes("~u-") ? old[0] : old[1]) : id));
    await orderRef.update({ "checkout.redemptionIds": withOld });

    const { rekeyRedemptions } = await import("../../../src/data/migrations/redemption-keys");
    expect(await rekeyRedemptions()).toBeGreaterThanOrEqual(2);
    const listed: string[] = (await orderRef.get()).get("checkout.redemptionIds");
    expect(listed).toEqual(listedFirst);
    for (const id of old) expect((await uses.doc(id).get()).exists).toBe(false);
    for (const id of keyed) expect((await uses.doc(id).get()).exists).toBe(true);
    const again = await checkoutAs(user, [{ productId: product._id, quantity: 1 }], { code: code.code });
    expect(again.status).toBe(400);
    expect(errorOf(again).fields).toHaveProperty("code");
    expect(await rekeyRedemptions()).toBe(0);
  }, 60_000);
});

describe("an erasure left halfway", () => {
  test("when a crash stops an erasure after its first steps, then the sweep finishes it and nothing is left", async () => {
    await serviceEnv();
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 5 });
    const { user, traces } = await tracedShopper();
    await placeOrder(user, product._id, 2, { number: traces.phone });
    const { startErasure, runErasure, finishErasures } = await import("../../../src/services/privacy/erase-customer");
    const { findPrivacyRequest } = await import("../../../src/data/privacy/privacy-repository");
    const request = await startErasure({
      via: "self",
      uid: user.uid,
      email: user.email.toLowerCase(),
      account: 1,
      guestOrders: true,
    });
    const halfway = await runErasure(request._id, { stepLimit: 3 });
    expect(halfway.done).toBe(false);
    expect((await findPrivacyRequest(request._id))!.steps).toHaveLength(3);
    expect(await stockOf(product._id)).toBe(5);

    await finishErasures();
    const finished = (await findPrivacyRequest(request._id))!;
    expect(finished).toMatchObject({ done: true, uid: null, email: null });
    await expectNoTraces(traces);
  }, 120_000);
});

describe("the owner erases a customer by email", () => {
  test("when the owner erases a guest's email, then its orders are erased, the answer counts them, and nothing is left", async () => {
    const product = await newProduct({ price: 10, minimumOrder: 1, available: 5 });
    const email = uniqueEmail("erased-guest");
    const traces: Traces = { email, name: `Ovid Pelloquin ${tag(6)}`, phone: `+1 555 ${tag(4).replace(/\D/g, "7")}` };
    const order = await guestOrder(email, traces.name, product._id, traces.phone!);
    const { idToken } = await admin();
    const result = await call("POST", "/privacy/erase", { token: idToken, body: { email: email.toUpperCase() } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ orders: 1, account: 0 });
    const byKey = await call("GET", `/orders/${order._id}`, { headers: { "X-Order-Key": order.orderKey! } });
    expect([401, 403, 404]).toContain(byKey.status);
    await expectNoTraces(traces);
  }, 120_000);

  test("when a team member deletes their own account or the owner erases a member's email, then it is 409 team-member and the account stays", async () => {
    const member = await staff();
    const self = await call("DELETE", "/me", { token: member.idToken, body: { confirm: member.email } });
    expect(self.status).toBe(409);
    expect(errorOf(self).code).toBe("team-member");
    const { idToken } = await admin();
    const byOwner = await call("POST", "/privacy/erase", { token: idToken, body: { email: member.email } });
    expect(byOwner.status).toBe(409);
    expect(errorOf(byOwner).code).toBe("team-member");
    expect((await call("GET", "/me/export", { token: (await staff()).idToken })).status).toBe(200);
  });

  test("when the email is unknown, then the answer is zeros; when it is malformed, then 400 with fields.email", async () => {
    const { idToken } = await admin();
    const unknown = await call("POST", "/privacy/erase", { token: idToken, body: { email: uniqueEmail("never") } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ orders: 0, account: 0 });
    const malformed = await call("POST", "/privacy/erase", { token: idToken, body: { email: "not an email" } });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields).toHaveProperty("email");
  });
});
