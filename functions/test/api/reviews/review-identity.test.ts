import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { REVIEW_PLACEHOLDER_IMG } from "@hometools/contract";
import { adminSdk, call, googleUser, newUser, updateOwnAccount, type CallResult } from "../helpers";

/** What a review shows of its author (docs/decisions/020): never the shop's voice, never a photo nobody vouches for. */

interface ShownReview {
  _id: string;
  name: string;
  img: string;
  verifiedBuyer: boolean;
}

// What a visitor reads instead of a name that poses as the shop (contract/src/reviews/reviewer-name.ts).
const NEUTRAL_REVIEWER_NAME = "Home Tools shopper";

/** Every review, following the Link headers page by page. */
async function allReviews(): Promise<ShownReview[]> {
  const reviews: ShownReview[] = [];
  for (let path: string | null = "/reviews?limit=100"; path;) {
    const page: CallResult<ShownReview[]> = await call("GET", path);
    expect(page.status).toBe(200);
    reviews.push(...page.body);
    path = /^<\/api(\/[^>]+)>/.exec(page.headers.get("link") ?? "")?.[1] ?? null;
  }
  return reviews;
}

const shown = async (id: string) => (await allReviews()).find((review) => review._id === id);

describe("who a review says wrote it", () => {
  test("when an account calls itself 'Home Tools Staff (verified)' with a googleusercontent.com photo, then the review shows a shopper and the placeholder", async () => {
    const user = await updateOwnAccount(await newUser(), {
      displayName: "Home Tools Staff (verified)",
      photoUrl: "https://lh3.googleusercontent.com/a/shop-logo-lookalike=s96-c",
    });
    const posted = await call("PUT", "/reviews", { token: user.idToken, body: { rating: 5, review: "Official!" } });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      name: NEUTRAL_REVIEWER_NAME,
      img: REVIEW_PLACEHOLDER_IMG,
      verifiedBuyer: false,
    });
    expect(await shown(posted.body._id)).toMatchObject({ name: NEUTRAL_REVIEWER_NAME, img: REVIEW_PLACEHOLDER_IMG });
  });

  test.each([
    ["full-width letters", "ＨＯＭＥ ＴＯＯＬＳ Team"],
    ["dots between letters", "S.t.a.f.f Member"],
    ["a Cyrillic А", "Аdmin"],
  ])("when the name poses as the shop with %s, then the review shows a neutral name", async (_, displayName) => {
    const user = await updateOwnAccount(await newUser(), { displayName });
    const posted = await call("PUT", "/reviews", { token: user.idToken, body: { rating: 4 } });
    expect(posted.body.name).toBe(NEUTRAL_REVIEWER_NAME);
  });

  test("when the name hides a right-to-left override that would show 'home tools staff', then the review shows the letters as typed", async () => {
    const user = await updateOwnAccount(await newUser(), { displayName: "\u202effats sloot emoh" });
    const posted = await call("PUT", "/reviews", { token: user.idToken, body: { rating: 4 } });
    expect(posted.body.name).toBe("ffats sloot emoh");
  });

  test("when Google's sign-in set the photo, then the review shows that one, not the account's own photoURL", async () => {
    const google = "https://lh3.googleusercontent.com/a/ACg8ocJ-real-google-photo=s96-c";
    const user = await googleUser("Gina Google", google);
    // Its owner then points the account's own photo elsewhere, on the same host.
    const edited = await updateOwnAccount(user, { photoUrl: "https://lh3.googleusercontent.com/a/anything-else" });
    const posted = await call("PUT", "/reviews", { token: edited.idToken, body: { rating: 5 } });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ name: "Gina Google", img: google });
    expect(await shown(posted.body._id)).toMatchObject({ name: "Gina Google", img: google });
  });

  test("when a review stored earlier carries a name posing as the shop and an unvouched photo, then reading it shows neither", async () => {
    const { db } = await adminSdk();
    const id = `old-${randomUUID()}`;
    await db.collection("reviews").doc(id).set({
      uid: "someone",
      name: "Home Tools Moderator",
      img: "https://lh3.googleusercontent.com/a/posted-before-the-rules",
      review: "Trust me.",
      rating: 5,
      verifiedBuyer: false,
      createdAt: new Date(),
    });
    try {
      const reviews = await allReviews();
      expect(reviews.find((review) => review._id === id)).toMatchObject({
        name: NEUTRAL_REVIEWER_NAME,
        img: REVIEW_PLACEHOLDER_IMG,
      });
      // The seed's reviews keep their names and the avatars the site ships.
      expect(reviews.find((review) => review._id === "review-1")).toMatchObject({
        name: "Maria Lopez",
        img: "/images/avatars/reviewer-1.svg",
      });
    } finally {
      await db.collection("reviews").doc(id).delete();
    }
  });
});
