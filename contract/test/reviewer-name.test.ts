import { describe, expect, test } from "vitest";
import { NEUTRAL_REVIEWER_NAME, REVIEWER_NAME_MAX, reviewerName } from "../src";

describe("reviewer names", () => {
  test.each([
    "Home Tools Staff (verified)",
    "HOMETOOLS",
    "home-tools.com team",
    "ＨＯＭＥ ＴＯＯＬＳ", // full-width forms, folded by NFKC
    "S.T.A.F.F",
    "s t a f f",
    "Stäff", // an accent on the a
    "Аdmin", // a Cyrillic А
    "adm1n",
    "Official Store",
    "Site Moderator",
    "Verified Buyer ✓",
    "Customer Support",
    "   ",
    "\u200b\u200b",
  ])("when the account's name is %j, then the review shows the neutral name", (name) => {
    expect(reviewerName(name)).toBe(NEUTRAL_REVIEWER_NAME);
  });

  test("when the name is an ordinary one, then it shows as written, spaces collapsed and controls dropped", () => {
    expect(reviewerName("Maria Lopez")).toBe("Maria Lopez");
    expect(reviewerName("  Liam   O'Brien ")).toBe("Liam O'Brien");
    expect(reviewerName("Chen\u0000 Wei\u200e")).toBe("Chen Wei");
    // A right-to-left override would show these letters as "home tools staff"; without it they read as typed.
    expect(reviewerName("\u202effats sloot emoh")).toBe("ffats sloot emoh");
    expect(reviewerName("Zoë Ångström")).toBe("Zoë Ångström");
  });

  test("when the name is very long, then at most REVIEWER_NAME_MAX characters show", () => {
    expect(Array.from(reviewerName("🙂".repeat(100)))).toHaveLength(REVIEWER_NAME_MAX);
  });
});
