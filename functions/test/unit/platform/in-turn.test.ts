import { describe, expect, test } from "vitest";
import { inTurn } from "../../../src/data/in-turn";

describe("documents taken in turn", () => {
  test("when 40 writes pick among 40 parts, then each part is written once", () => {
    const next = inTurn();
    const picked = Array.from({ length: 40 }, () => next(40));
    expect(new Set(picked).size).toBe(40);
    expect(picked.every((part) => part >= 0 && part < 40)).toBe(true);
    // The next round takes them in the same order again.
    expect(Array.from({ length: 40 }, () => next(40))).toEqual(picked);
  });

  test("when sets of different sizes share one picker, then every pick lies within its set and 8 in a row cover a set of 8", () => {
    const next = inTurn();
    for (let round = 0; round < 100; round++) expect(next(round % 2 ? 40 : 8)).toBeLessThan(round % 2 ? 40 : 8);
    expect(new Set(Array.from({ length: 8 }, () => next(8))).size).toBe(8);
  });
});
