import { describe, expect, test } from "vitest";
import { call, errorOf, newProduct, newUser, type TestUser } from "../helpers";
import { stockOf } from "./lifecycle-helpers";

/**
 * One account cannot take a product off sale (docs/decisions/018): at most 50 pieces of one product
 * held unpaid at once, and no new hold after three unpaid orders of it were cancelled or expired
 * within a day. Refused with 429 hold-limit, with nothing written.
 */
const order = (user: TestUser, productId: string, quantity: number) =>
  call("POST", "/orders", {
    token: user.idToken,
    body: { productId, quantity, number: "+1 555 0100", location: "1 Hold Street" },
  });

describe("hold limits", () => {
  test("when a new account orders 39,999 of 40,000 pieces, then 429 hold-limit naming the limit, and the stock is untouched", async () => {
    const product = await newProduct({ price: 1, minimumOrder: 1, available: 40_000 });
    const user = await newUser("Hoarding Harry");
    const result = await order(user, product._id, 39_999);
    expect(result.status, result.text).toBe(429);
    const error = errorOf(result);
    expect(error.code).toBe("hold-limit");
    expect(error.message).toMatch(/at most 50/);
    expect(error.fields?.quantity).toBe("At most 50 for now");
    expect(await stockOf(product._id)).toBe(40_000);
  });

  test("when the account's unpaid orders already hold 30 pieces, then 21 more are refused and 20 are placed", async () => {
    const product = await newProduct({ price: 1, minimumOrder: 1, available: 1_000 });
    const user = await newUser("Steady Sam");
    expect((await order(user, product._id, 30)).status).toBe(201);
    const over = await order(user, product._id, 21);
    expect(over.status).toBe(429);
    expect(errorOf(over).message).toMatch(/already hold 30/);
    expect((await order(user, product._id, 20)).status).toBe(201);
    expect(await stockOf(product._id)).toBe(950);
  });

  test("when a shopper cancels and orders the same tool again three times, then the fourth order is 429 until a day has passed, while other tools stay open", async () => {
    const product = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    const other = await newProduct({ price: 2, minimumOrder: 1, available: 100 });
    const user = await newUser("Renewing Rita");
    for (let round = 0; round < 3; round++) {
      const placed = await order(user, product._id, 40);
      expect(placed.status, placed.text).toBe(201);
      const cancelled = await call("POST", `/orders/${placed.body._id}/cancel`, { token: user.idToken });
      expect(cancelled.status, cancelled.text).toBe(200);
    }
    const renewed = await order(user, product._id, 40);
    expect(renewed.status).toBe(429);
    expect(errorOf(renewed)).toMatchObject({
      code: "hold-limit",
      message: expect.stringMatching(/order it again after .* UTC/),
    });
    expect(await stockOf(product._id)).toBe(100);
    expect((await order(user, other._id, 1)).status).toBe(201);
  });
});
