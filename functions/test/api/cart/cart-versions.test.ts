import type { Cart, CartMergeResult } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { call, errorOf, newProduct, newUser, type TestUser } from "../helpers";
import { products } from "../orders/lines-helpers";

/**
 * Two tabs never lose each other's lines (docs/api.md, "Cart"): PUT /cart takes the version
 * GET /cart answered, and a stale one is 409 version-conflict with the cart as it now is. The
 * sign-in merge says which of the visitor's lines it capped or dropped.
 */
const getCart = async (user: TestUser) => (await call<Cart>("GET", "/cart", { token: user.idToken })).body;
const putCart = (user: TestUser, lines: unknown, version?: unknown) =>
  call<Cart>("PUT", "/cart", { token: user.idToken, body: { lines, version } });

describe("cart versions", () => {
  test("when two tabs change the cart from the same version, then the second is 409 version-conflict with the first's lines, and nothing is lost", async () => {
    const [drill, level] = await products(2);
    const user = await newUser("Two Tabs");
    const seen = await getCart(user);
    expect(seen).toMatchObject({ lines: [], version: 0 });

    const first = await putCart(user, [{ productId: drill!._id, quantity: 1 }], seen.version);
    expect(first.status, first.text).toBe(200);
    expect(first.body.version).toBe(1);
    const second = await putCart(user, [{ productId: level!._id, quantity: 2 }], seen.version);
    expect(second.status, second.text).toBe(409);
    const error = errorOf(second) as ReturnType<typeof errorOf> & { current?: Cart };
    expect(error.code).toBe("version-conflict");
    expect(error.current).toMatchObject({ version: 1, lines: [{ productId: drill!._id, quantity: 1 }] });
    expect(await getCart(user)).toMatchObject({ version: 1, lines: [{ productId: drill!._id }] });

    // The second tab, now showing the cart as it is, adds its line to it.
    const again = await putCart(
      user,
      [
        { productId: drill!._id, quantity: 1 },
        { productId: level!._id, quantity: 2 },
      ],
      error.current!.version,
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.lines.map((line) => line.productId)).toEqual([drill!._id, level!._id]);
    expect(again.body.version).toBe(2);
  });

  test("when PUT /cart sends no version, then 400 under version and the cart is unchanged", async () => {
    const [drill] = await products(1);
    const user = await newUser("No Version");
    for (const version of [undefined, -1, "x"]) {
      const result = await putCart(user, [{ productId: drill!._id, quantity: 1 }], version);
      expect(result.status, result.text).toBe(400);
      expect(errorOf(result).fields).toHaveProperty("version");
    }
    expect(await getCart(user)).toMatchObject({ lines: [], version: 0 });
  });

  test("when a visitor's cart joins the account's at sign-in, then the answer names the line capped at the stock and the ones dropped", async () => {
    const drill = await newProduct({ price: 10, minimumOrder: 1, available: 10 });
    const level = await newProduct({ price: 4, minimumOrder: 1, available: 10 });
    const user = await newUser("Merging Mo");
    expect((await putCart(user, [{ productId: drill._id, quantity: 8 }], 0)).status).toBe(200);

    const merged = await call<CartMergeResult>("POST", "/cart/merge", {
      token: user.idToken,
      body: {
        lines: [
          { productId: drill._id, quantity: 5 },
          { productId: "no-such-tool", quantity: 2 },
          { productId: level._id, quantity: 1 },
        ],
      },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({
      version: 2,
      lines: [
        { productId: drill._id, quantity: 10 },
        { productId: level._id, quantity: 1 },
      ],
      capped: [{ productId: drill._id, productName: drill.name, asked: 13, quantity: 10 }],
      dropped: [{ productId: "no-such-tool", quantity: 2, reason: "no longer sold" }],
    });
    expect(await getCart(user)).toMatchObject({ version: 2, lines: [{ quantity: 10 }, { quantity: 1 }] });
    expect((await call("POST", "/cart/merge", { body: { lines: [] } })).status).toBe(401);
  });
});
