import { describe, expect, test } from "vitest";
import { REVIEW_PLACEHOLDER_IMG } from "@hometools/contract";
import { adminSdk, call, errorOf, newProduct, newUser, placeOrder, signIn } from "../helpers";

describe("reviews", () => {
  test("when anyone lists reviews, then the seeded ones are there, newest first", async () => {
    const result = await call("GET", "/reviews");
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThanOrEqual(6);
    const times = result.body.map((review: { createdAt: string }) => Date.parse(review.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test("when a user submits a review, then its name comes from the account and it shows first", async () => {
    const user = await newUser("Rita Reviewer");
    const result = await call("PUT", "/reviews", {
      token: user.idToken,
      body: { name: "Someone Famous", rating: "4", review: "  Sturdy and sharp.  " },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: "Rita Reviewer",
      rating: 4,
      review: "Sturdy and sharp.",
      img: REVIEW_PLACEHOLDER_IMG,
    });
    expect((await call("GET", "/reviews")).body[0]._id).toBe(result.body._id);
  });

  test("when the rating is out of range or missing, then 400 with fields.rating; without a token, 401", async () => {
    const user = await newUser();
    const high = await call("PUT", "/reviews", { token: user.idToken, body: { rating: 6, review: "!" } });
    expect(high.status).toBe(400);
    expect(errorOf(high).fields).toEqual({ rating: "Rating is from 1 to 5" });
    const missing = await call("PUT", "/reviews", { token: user.idToken, body: { review: "no rating" } });
    expect(errorOf(missing).fields).toEqual({ rating: "Rating is required" });
    expect((await call("PUT", "/reviews", { body: { rating: 5 } })).status).toBe(401);
  });
});

describe("reviews that can be trusted", () => {
  test("when an account posts a fourth review within 24 hours, then 429 too-many-reviews", async () => {
    const user = await newUser();
    for (let index = 0; index < 3; index++) {
      expect((await call("PUT", "/reviews", { token: user.idToken, body: { rating: 4 } })).status).toBe(201);
    }
    const fourth = await call("PUT", "/reviews", { token: user.idToken, body: { rating: 4 } });
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth).code).toBe("too-many-reviews");
  });

  test("when an account posts six reviews at once, then exactly three are stored", async () => {
    const user = await newUser("Conny Current");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call("PUT", "/reviews", { token: user.idToken, body: { rating: 3 } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const { db } = await adminSdk();
    expect((await db.collection("reviews").where("uid", "==", user.uid).get()).size).toBe(3);
  });

  test("when the author has a paid order, then the review says verifiedBuyer; otherwise not", async () => {
    const product = await newProduct({ minimumOrder: 1 });
    const buyer = await newUser("Vera Verified");
    const order = await placeOrder(buyer, product._id, 1);
    await (await adminSdk()).db.collection("orders").doc(order._id).update({ paid: true, status: "paid" });
    const verified = await call("PUT", "/reviews", { token: buyer.idToken, body: { rating: 5 } });
    expect(verified.body.verifiedBuyer).toBe(true);
    const browser = await newUser();
    const unverified = await call("PUT", "/reviews", {
      token: browser.idToken,
      body: { rating: 5, verifiedBuyer: true },
    });
    expect(unverified.body.verifiedBuyer).toBe(false);
    const listed = (await call("GET", "/reviews")).body as { _id: string; verifiedBuyer: boolean }[];
    expect(listed.find((review) => review._id === verified.body._id)?.verifiedBuyer).toBe(true);
  });

  test("when the body names an image, then the review shows the placeholder instead", async () => {
    const plain = await newUser();
    const ignored = await call("PUT", "/reviews", {
      token: plain.idToken,
      body: { rating: 5, img: "https://evil.example/tracker.png" },
    });
    expect(ignored.body.img).toBe(REVIEW_PLACEHOLDER_IMG);
    const pictured = await newUser();
    await (await adminSdk()).auth.updateUser(pictured.uid, { photoURL: "https://example.com/me.png" });
    const { idToken } = await signIn(pictured.email, "secret123");
    const withPhoto = await call("PUT", "/reviews", {
      token: idToken,
      body: { rating: 5, img: "https://evil.example/tracker.png" },
    });
    // The account's own photoURL is whatever its owner typed: not shown either (docs/decisions/020).
    expect(withPhoto.body.img).toBe(REVIEW_PLACEHOLDER_IMG);
  });
});
