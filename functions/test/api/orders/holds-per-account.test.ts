import { describe, expect, test } from "vitest";
import { uniqueEmail } from "../../../../testkit/shop-client";
import {
  adminSdk,
  call,
  errorOf,
  newProduct,
  newUser,
  signIn,
  updateOwnAccount,
  verifiedUser,
  type TestUser,
} from "../helpers";
import { createAccount } from "../../../../testkit/shop-client";
import { checkoutAs, guest } from "../checkout/checkout-helpers";
import { arrangeOrder, getOrder, pointServicesAtStack, stockOf } from "./lifecycle-helpers";

/**
 * The hold limits count per account (its uid), whatever its email is now, and a hold whose time
 * has ended counts until the sweep has given its stock back (docs/decisions/018).
 */
const order = (user: TestUser, productId: string, quantity: number) =>
  call("POST", "/orders", {
    token: user.idToken,
    body: { productId, quantity, number: "+1 555 0100", location: "1 Hold Street" },
  });

/**
 * Ends the holds of these orders (expiresAt a second ago) and places `attempt`. The stack's own
 * sweep may come between the two and give the stock back, which would make the attempt
 * legitimate: then the round is arranged again with fresh orders, up to three times.
 */
async function attemptPastEndedHolds(
  place: () => Promise<Array<{ _id: string }>>,
  attempt: () => ReturnType<typeof call>,
  owner: TestUser,
) {
  for (let round = 0; round < 3; round++) {
    const held = await place();
    for (const { _id } of held) await arrangeOrder(_id, { expiresAt: new Date(Date.now() - 1000) });
    const result = await attempt();
    const statuses = await Promise.all(held.map(async ({ _id }) => (await getOrder(owner, _id)).status));
    if (statuses.every((status) => status === "pending")) return result;
    // Swept in between: cancel what the attempt placed (if anything) and arrange again.
    if (result.status === 201)
      await call("POST", `/orders/${(result.body as { _id: string })._id}/cancel`, { token: owner.idToken });
  }
  throw new Error("the stack's sweep came between arrange and attempt three times");
}

describe("hold limits per account", () => {
  test("when a shopper changes their account's email between placing and cancelling, then the cancels still count and the fourth order is 429", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    let user = await newUser("Shifty Sheila");
    for (let round = 0; round < 3; round++) {
      const placed = await order(user, product._id, 40);
      expect(placed.status, placed.text).toBe(201);
      // A new email revokes the account's sessions: sign in again, as the web app makes the shopper do.
      const email = uniqueEmail("shifty");
      await updateOwnAccount(user, { email }).catch(() => undefined); // its refresh may be refused: revoked
      user = await signIn(email, user.password);
      const cancelled = await call("POST", `/orders/${placed.body._id}/cancel`, { token: user.idToken });
      expect(cancelled.status, cancelled.text).toBe(200);
    }
    const renewed = await order(user, product._id, 40);
    expect(renewed.status, renewed.text).toBe(429);
    expect(errorOf(renewed).code).toBe("hold-limit");
    expect(await stockOf(product._id)).toBe(100);
  });

  test("when the account's three holds have ended but not been swept, then a fourth order is still 429 too-many-open-orders", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    const user = await newUser("Lapsed Larry");
    const result = await attemptPastEndedHolds(
      async () => Promise.all([1, 2, 3].map(async () => (await order(user, product._id, 1)).body as { _id: string })),
      () => order(user, product._id, 1),
      user,
    );
    expect(result.status, result.text).toBe(429);
    expect(errorOf(result).code).toBe("too-many-open-orders");
  });

  test("when a hold of 45 pieces has ended but not been swept, then 10 more pieces are 429 hold-limit", async () => {
    const product = await newProduct({ price: 1, minimumOrder: 1, available: 1_000 });
    const user = await newUser("Ended Ed");
    const result = await attemptPastEndedHolds(
      async () => [(await order(user, product._id, 45)).body as { _id: string }],
      () => order(user, product._id, 10),
      user,
    );
    expect(result.status, result.text).toBe(429);
    expect(errorOf(result)).toMatchObject({ code: "hold-limit", fields: { quantity: "At most 5 for now" } });
  });

  // The hold guard says when an order last came to the account; without one the limits ask nothing.
  test("when a guest's three unpaid orders are claimed by the account of their email, then its fourth order is 429 too-many-open-orders", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    const shopper = guest();
    for (let held = 0; held < 3; held++) {
      const placed = await checkoutAs(shopper, [{ productId: product._id, quantity: 1 }]);
      expect(placed.status, placed.text).toBe(201);
    }
    const account = await createAccount({ email: shopper.guest, password: "secret123", verified: true, record: false });
    const mine = await call("GET", `/orders/${encodeURIComponent(shopper.guest)}`, { token: account.idToken });
    expect(mine.status, mine.text).toBe(200);
    const fourth = await order(account, product._id, 1);
    expect(fourth.status, fourth.text).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-open-orders");
  });

  test("when an account's orders were stored before its hold guard, then the migration writes one as new as its newest order and the limits count them", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    const user = await verifiedUser("Early Eve");
    for (let held = 0; held < 3; held++) {
      const placed = await order(user, product._id, 1);
      expect(placed.status, placed.text).toBe(201);
    }
    const { db } = await adminSdk();
    await db.collection("holdGuards").doc(user.uid).delete();
    // Without its guard the account looks new: this is what the migration is for.
    const unguarded = await order(user, product._id, 1);
    expect(unguarded.status, unguarded.text).toBe(201);
    await call("POST", `/orders/${unguarded.body._id}/cancel`, { token: user.idToken });
    await db.collection("holdGuards").doc(user.uid).delete();

    pointServicesAtStack();
    const { backfillHoldGuards } = await import("../../../src/data/migrations/hold-guards");
    expect(await backfillHoldGuards()).toBeGreaterThanOrEqual(1);
    const newest = await db.collection("orders").doc(unguarded.body._id).get();
    const guard = await db.collection("holdGuards").doc(user.uid).get();
    expect(guard.get("changedAt").toMillis()).toBe(newest.get("createdAt").toMillis());
    const fourth = await order(user, product._id, 1);
    expect(fourth.status, fourth.text).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-open-orders");
  });
});
