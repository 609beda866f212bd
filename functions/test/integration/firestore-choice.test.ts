import { afterEach, describe, expect, test } from "vitest";
import { chooseFirestore, describeFirestore } from "../../../stack/firestore";

// Which Firestore the local stack runs (stack/firestore.ts): what HOMETOOLS_FIRESTORE may force.
describe("choosing the local Firestore", () => {
  const before = process.env.HOMETOOLS_FIRESTORE;
  afterEach(() => {
    if (before === undefined) delete process.env.HOMETOOLS_FIRESTORE;
    else process.env.HOMETOOLS_FIRESTORE = before;
  });

  test("when HOMETOOLS_FIRESTORE names neither emulator, then the choice fails and says what it takes", () => {
    process.env.HOMETOOLS_FIRESTORE = "mongo";
    expect(() => chooseFirestore()).toThrow('HOMETOOLS_FIRESTORE must be "official" or "embedded", not "mongo"');
  });

  test("when HOMETOOLS_FIRESTORE=embedded, then the fallback runs and says it was forced", () => {
    process.env.HOMETOOLS_FIRESTORE = "embedded";
    const choice = chooseFirestore();
    expect(choice).toEqual({ kind: "embedded", why: "HOMETOOLS_FIRESTORE=embedded" });
    expect(describeFirestore(choice)).toContain("the fallback (HOMETOOLS_FIRESTORE=embedded)");
  });
});
