import { describe, expect, test } from "vitest";
import { REVIEW_PLACEHOLDER_IMG } from "@hometools/contract";
import { call, errorOf, newUser } from "./helpers";

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
