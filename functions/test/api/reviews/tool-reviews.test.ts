import { describe, expect, test } from "vitest";
import { toolReviewMessages } from "@hometools/contract";
import { adminSdk, call, errorOf, newProduct, newUser, placeOrder, type CallResult } from "../helpers";
import { paidOrder } from "../orders/lifecycle-helpers";

/** A fresh shopper with a paid order of a fresh tool (paid at the Stripe stand-in, the webhook landed). */
async function paidShopper() {
  const { product, user } = await paidOrder({ price: 20, available: 10, quantity: 2 });
  return { product, user };
}

const post = (productId: string, token: string | undefined, body: unknown) =>
  call("POST", `/products/${encodeURIComponent(productId)}/reviews`, { token, body });

describe("reviews of a tool", () => {
  test("when a shopper who paid for a tool reviews it, then 201 with the account's name, verified, and it lists first", async () => {
    const { product, user } = await paidShopper();
    const result = await post(product._id, user.idToken, {
      rating: "4",
      review: "  Balanced and sharp.  ",
      name: "Someone Famous",
      verified: false,
      productId: "claw-hammer",
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      _id: expect.any(String),
      productId: product._id,
      name: "Lee Lifecycle",
      rating: 4,
      review: "Balanced and sharp.",
      createdAt: expect.any(String),
      verified: true,
    });
    const listed = await call("GET", `/products/${product._id}/reviews`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([result.body]);
    expect(listed.headers.get("cache-control")).toMatch(/s-maxage=/);
    const rated = (await call("GET", `/product/${product._id}`)).body as { ratingAverage: number; ratingCount: number };
    expect([rated.ratingAverage, rated.ratingCount]).toEqual([4, 1]);
  });

  test("when the shopper has no paid order of that tool, then 403 and nothing is stored; without a token, 401", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const browser = await newUser();
    const refused = await post(product._id, browser.idToken, { rating: 5, review: "Never bought it" });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: "forbidden", message: toolReviewMessages.notABuyer });

    // An unpaid order of the tool does not count, nor a paid order of another tool.
    await placeOrder(browser, product._id, 1);
    expect((await post(product._id, browser.idToken, { rating: 5, review: "Ordered, not paid" })).status).toBe(403);
    const { user: otherBuyer } = await paidShopper();
    expect((await post(product._id, otherBuyer.idToken, { rating: 5, review: "Paid for another" })).status).toBe(403);

    expect((await post(product._id, undefined, { rating: 5, review: "Anyone" })).status).toBe(401);
    expect((await call("GET", `/products/${product._id}/reviews`)).body).toEqual([]);
  });

  test("when the shopper reviews the same tool again, then 409 already-reviewed and the first review stays", async () => {
    const { product, user } = await paidShopper();
    expect((await post(product._id, user.idToken, { rating: 5, review: "First" })).status).toBe(201);
    const second = await post(product._id, user.idToken, { rating: 1, review: "Second" });
    expect(second.status).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: "already-reviewed", message: toolReviewMessages.alreadyReviewed });
    const listed = (await call("GET", `/products/${product._id}/reviews`)).body as { review: string }[];
    expect(listed.map((review) => review.review)).toEqual(["First"]);
  });

  test("when the shopper posts five reviews of one tool at once, then exactly one is stored and counted", async () => {
    const { product, user } = await paidShopper();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => post(product._id, user.idToken, { rating, review: `Take ${rating}` })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const { db } = await adminSdk();
    expect((await db.collection("toolReviews").where("productId", "==", product._id).get()).size).toBe(1);
    const stored = results.find((result) => result.status === 201)!.body as { rating: number };
    expect((await db.collection("toolRatings").doc(product._id).get()).data()).toMatchObject({
      reviewCount: 1,
      ratingSum: stored.rating,
    });
  });

  test("when the rating or the text is missing or out of bounds, then 400 with the field named", async () => {
    const { product, user } = await paidShopper();
    const cases: Array<[unknown, string]> = [
      [{ rating: 6, review: "x" }, "rating"],
      [{ rating: 0, review: "x" }, "rating"],
      [{ rating: 4.5, review: "x" }, "rating"],
      [{ rating: "five", review: "x" }, "rating"],
      [{ review: "x" }, "rating"],
      [{ rating: 5 }, "review"],
      [{ rating: 5, review: "   " }, "review"],
      [{ rating: 5, review: "x".repeat(2001) }, "review"],
    ];
    for (const [body, field] of cases) {
      const result = await post(product._id, user.idToken, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(errorOf(result).fields ?? {})).toEqual([field]);
    }
    expect((await post(product._id, user.idToken, [1, 2])).status).toBe(400);
    // Nothing was stored by the refusals: the one valid review still goes through.
    expect((await post(product._id, user.idToken, { rating: 3, review: "Fine" })).status).toBe(201);
  });

  test("when the tool does not exist, then both calls answer 404; a malformed id is 404, never 500", async () => {
    const user = await newUser();
    for (const id of ["no-such-tool", "a%2Fb", "x".repeat(1600)]) {
      expect((await call("GET", `/products/${id}/reviews`)).status, id.slice(0, 20)).toBe(404);
      expect((await post(id, user.idToken, { rating: 5, review: "?" })).status, id.slice(0, 20)).toBe(404);
    }
  });

  test("when a tool's reviews are read a page at a time, then each comes once, newest first, and a bad limit or cursor is 400", async () => {
    const product = await newProduct({ minimumOrder: 1, available: 50 });
    const { db } = await adminSdk();
    // Arranged as paid directly: three buyers, each paying through the stand-in, would be slow.
    for (let index = 0; index < 3; index++) {
      const shopper = await newUser(`Pat Pager ${index}`);
      const order = await placeOrder(shopper, product._id, 1);
      await db.collection("orders").doc(order._id).update({ paid: true, status: "paid" });
      expect((await post(product._id, shopper.idToken, { rating: 5 - index, review: `Review ${index}` })).status).toBe(
        201,
      );
    }
    const seen: string[] = [];
    let path: string | null = `/products/${product._id}/reviews?limit=2`;
    while (path) {
      const page: CallResult = await call("GET", path);
      expect(page.status).toBe(200);
      seen.push(...(page.body as { review: string }[]).map((review) => review.review));
      path = /<\/api(\/[^>]*)>; rel="next"/.exec(page.headers.get("link") ?? "")?.[1] ?? null;
    }
    expect(seen).toEqual(["Review 2", "Review 1", "Review 0"]);
    expect((await call("GET", `/products/${product._id}/reviews?limit=0`)).status).toBe(400);
    expect((await call("GET", `/products/${product._id}/reviews?cursor=bogus`)).status).toBe(400);
  });

  test("when the shop is seeded, then two tools have reviews of their own and another has none; the shop's reviews stay apart", async () => {
    const drill = (await call("GET", "/products/cordless-drill/reviews")).body as {
      productId: string;
      verified: boolean;
    }[];
    const hammer = (await call("GET", "/products/claw-hammer/reviews")).body as unknown[];
    expect(drill.length).toBeGreaterThanOrEqual(2);
    expect(hammer.length).toBeGreaterThanOrEqual(2);
    expect(drill.every((review) => review.productId === "cordless-drill" && review.verified === true)).toBe(true);
    expect((await call("GET", "/products/utility-knife/reviews")).body).toEqual([]);
    // The products carry their rating: one decimal, null without reviews; rated tools sort first.
    const knife = (await call("GET", "/product/utility-knife")).body as { ratingAverage: null; ratingCount: number };
    expect([knife.ratingAverage, knife.ratingCount]).toEqual([null, 0]);
    const power = (await call("GET", "/products?category=power-tools&sort=rating")).body as Array<{
      _id: string;
      ratingAverage: number | null;
      ratingCount: number;
    }>;
    expect(power[0]).toMatchObject({ _id: "cordless-drill", ratingCount: drill.length });
    expect(power[0]!.ratingAverage).toBeGreaterThanOrEqual(1);
    expect(power.at(-1)!.ratingAverage).toBeNull();
    const shop = (await call("GET", "/reviews")).body as { _id: string }[];
    expect(shop.some((review) => review._id.startsWith("tool-review-"))).toBe(false);
  });
});
