import { describe, expect, test } from "vitest";
import { addEveryCombination, addOption, addValue, combinations, removeOption, renameOption } from "./draft-edits";
import { testTool as tool } from "./test-tools";
import { draftOf, type Draft } from "./variant-draft";

/** Adds an option named `name` with `values` to the draft. */
function withOption(draft: Draft, name: string, values: string[]): Draft {
  let next = addOption(draft);
  const place = next.options.length - 1;
  next = renameOption(next, place, name);
  for (const value of values) next = addValue(next, place, value) as Draft;
  return next;
}

describe("variant draft", () => {
  test("when options have values, then combinations are every pairing in the options' order", () => {
    expect(combinations([{ values: ["S", "M"] }, { values: ["Red", "Blue"] }])).toEqual([
      ["S", "Red"],
      ["S", "Blue"],
      ["M", "Red"],
      ["M", "Blue"],
    ]);
  });

  test("when a second option is added, then every combination gives the existing rows a value of it and adds the rest", () => {
    const sized = tool({
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [
        {
          id: "s",
          options: { Size: "S" },
          label: "Size: S",
          sku: "T-S",
          price: 10,
          available: 3,
          gtin: null,
          mpn: null,
        },
        {
          id: "m",
          options: { Size: "M" },
          label: "Size: M",
          sku: "T-M",
          price: 11,
          available: 4,
          gtin: null,
          mpn: null,
        },
      ],
    });
    const draft = withOption(draftOf(sized), "Color", ["Red", "Blue"]);
    const done = addEveryCombination(draft, "10");
    expect(done).toMatchObject({ added: 2, filled: 2, capped: false });
    expect(done.draft.rows.map((row) => [row.id, ...row.values])).toEqual([
      ["s", "S", "Red"],
      ["m", "M", "Red"],
      [undefined, "S", "Blue"],
      [undefined, "M", "Blue"],
    ]);
    // Again: nothing left to add.
    expect(addEveryCombination(done.draft, "10")).toMatchObject({ added: 0, filled: 0 });
  });

  test("when the combinations pass 100, then the table stops at 100 and says so", () => {
    const values = Array.from({ length: 11 }, (_, index) => `v${index}`);
    const draft = withOption(withOption(draftOf(tool({})), "A", values), "B", values);
    const done = addEveryCombination(draft, "10");
    expect(done.capped).toBe(true);
    expect(done.draft.rows).toHaveLength(100);
  });

  test("when an option is removed, then the rows lose its value and keep the others", () => {
    const draft = addEveryCombination(
      withOption(withOption(draftOf(tool({})), "Size", ["S"]), "Color", ["Red"]),
      "10",
    ).draft;
    expect(removeOption(draft, 0).rows.map((row) => row.values)).toEqual([["Red"]]);
  });
});
