import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  isVariant,
  labelOf,
  lineVariant,
  movedStock,
  newVariantId,
  piecesByVariant,
  planVariants,
  soldAs,
  variantProblemText,
  variantTotals,
  type StoredVariant,
  type VariantWrite,
} from "../../../src/domain/catalogue/variants";
import { Refused } from "../../../src/domain/refused";

const size = { name: "Size", values: ["6 in", "8 in", "10 in"] };

const stored = (id: string, sizeValue: string, priceCents: number, available: number): StoredVariant => ({
  id,
  options: { Size: sizeValue },
  sku: null,
  priceCents,
  available,
  gtin: null,
  mpn: null,
});

const wrench = {
  options: [size],
  variants: [stored("6-in", "6 in", 1275, 60), stored("8-in", "8 in", 1525, 90), stored("10-in", "10 in", 1850, 0)],
  priceCents: 1275,
  available: 150,
};

const plain = {
  options: [],
  variants: [{ ...stored("default", "", 500, 4), options: {} }],
  priceCents: 500,
  available: 4,
};

const write = (sizeValue: string, fields: Partial<VariantWrite> = {}): VariantWrite => ({
  options: { Size: sizeValue },
  sku: null,
  priceCents: 100,
  gtin: null,
  mpn: null,
  ...fields,
});

/** The refusal a planned write throws. */
function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("a tool's variants, pure", () => {
  test("when the totals are taken, then the price is the lowest, priceMax the highest and available the sum", () => {
    expect(variantTotals(wrench.variants)).toEqual({
      priceCents: 1275,
      priceMaxCents: 1850,
      available: 150,
      variantCount: 3,
    });
    expect(variantTotals(plain.variants)).toEqual({
      priceCents: 500,
      priceMaxCents: 500,
      available: 4,
      variantCount: 1,
    });
  });

  test("when a line names a variant, then it sells that variant's price and stock; none or an unknown one is a problem", () => {
    const sold = soldAs(wrench, "8-in");
    expect(isVariant(lineVariant(wrench, "8-in"))).toBe(true);
    expect(sold).toMatchObject({
      priceCents: 1525,
      available: 90,
      variantLabel: "Size: 8 in",
      variant: { id: "8-in" },
    });
    expect(soldAs(wrench, undefined)).toEqual({ kind: "choose", optionNames: ["Size"] });
    expect(soldAs(wrench, null)).toEqual({ kind: "choose", optionNames: ["Size"] });
    expect(soldAs(wrench, "default")).toEqual({ kind: "unknown" });
    expect(soldAs(wrench, "12-in")).toEqual({ kind: "unknown" });
    expect(variantProblemText({ kind: "choose", optionNames: ["Size", "Length"] })).toBe("Choose Size and Length");
    expect(variantProblemText({ kind: "unknown" })).toBe("No such option");
    // A tool without options sells its own variant, named or not.
    expect(soldAs(plain, undefined)).toMatchObject({
      priceCents: 500,
      available: 4,
      variantLabel: "",
      variant: { id: "default" },
    });
    expect(soldAs(plain, "default")).toMatchObject({ variant: { id: "default" } });
    expect(soldAs(plain, "8-in")).toEqual({ kind: "unknown" });
    expect(labelOf(wrench, wrench.variants[2]!)).toBe("Size: 10 in");
  });

  test("when stock moves, then only the named variants change and the totals follow; a variant the tool no longer has takes nothing", () => {
    const moved = movedStock(
      wrench,
      new Map([
        ["8-in", -2],
        ["6-in", 5],
        ["gone", 7],
      ]),
    );
    expect(moved.variants.map((variant) => variant.available)).toEqual([65, 88, 0]);
    expect(moved).toMatchObject({ available: 153, priceCents: 1275, priceMaxCents: 1850, variantCount: 3 });
    expect(wrench.variants[1]!.available).toBe(90);
    expect(
      piecesByVariant([
        { variantId: "8-in", quantity: 2 },
        { variantId: "6-in", quantity: 1 },
        { variantId: "8-in", quantity: 3 },
      ]),
    ).toEqual(
      new Map([
        ["8-in", 5],
        ["6-in", 1],
      ]),
    );
  });

  test("when a variant gets an id, then it is made of its values and never one the tool has or had", () => {
    const sizes = [size, { name: "Color", values: ["Dark Red"] }];
    expect(newVariantId(sizes, { Size: "8 in", Color: "Dark Red" }, new Set())).toBe("8-in-dark-red");
    expect(newVariantId([size], { Size: "8 in" }, new Set(["8-in"]))).toBe("8-in-2");
    expect(newVariantId([size], { Size: "8 in" }, new Set(["8-in", "8-in-2"]))).toBe("8-in-3");
    expect(newVariantId([{ name: "Size", values: ["🔧"] }], { Size: "🔧" }, new Set())).toBe("variant");
    expect(newVariantId([{ name: "Size", values: ["Crème"] }], { Size: "Crème" }, new Set())).toBe("creme");
    expect(
      newVariantId([{ name: "Size", values: ["x".repeat(30)] }], { Size: "x".repeat(30) }, new Set()),
    ).toHaveLength(30);
    expect(newVariantId([], {}, new Set(["default"]))).toBe("default");
    // "default" is the tool's own variant, and what every line stored before variants names.
    expect(newVariantId([size], { Size: "Default" }, new Set())).toBe("default-2");
    const regained = planVariants(
      { variants: [stored("large", "Large", 100, 1)], retiredVariantIds: [] },
      [{ name: "Size", values: ["Default", "Large"] }],
      [write("Default"), write("Large", { id: "large" })],
    );
    expect(regained.variants.map((variant) => variant.id)).toEqual(["default-2", "large"]);
  });

  test("when the owner replaces variants, then kept ones keep their stock, new ones start with theirs, removed ones are retired", () => {
    const before = { variants: wrench.variants, retiredVariantIds: ["12-in"] };
    const plan = planVariants(
      before,
      [{ name: "Size", values: ["6 in", "10 in", "12 in", "8 in"] }],
      [
        write("6 in", { id: "6-in", priceCents: 1300 }),
        write("12 in", { available: 4 }),
        write("8 in"),
        write("10 in", { id: "10-in" }),
      ],
    );
    expect(plan.variants.map(({ id, available, priceCents }) => ({ id, available, priceCents }))).toEqual([
      { id: "6-in", available: 60, priceCents: 1300 },
      // 12-in was retired and 8-in is the removed one's: both get fresh ids.
      { id: "12-in-2", available: 4, priceCents: 100 },
      { id: "8-in-2", available: 0, priceCents: 100 },
      { id: "10-in", available: 0, priceCents: 100 },
    ]);
    expect(plan.removed.map((variant) => variant.id)).toEqual(["8-in"]);
    expect(plan.retiredVariantIds.sort()).toEqual(["12-in", "8-in"]);
  });

  test("when a replacement names an id the tool has not, the same id twice, or a kept variant's stock, then it is refused at that variant", () => {
    const before = { variants: wrench.variants, retiredVariantIds: ["12-in"] };
    const plan =
      (writes: VariantWrite[], options = [size]) =>
      () =>
        planVariants(before, options, writes);
    expect(refusalOf(plan([write("6 in", { id: "12-in" })]))).toEqual({
      kind: "unknown-variant-id",
      index: 0,
      plain: false,
    });
    expect(refusalOf(plan([write("6 in", { id: "6-in" }), write("8 in", { id: "6-in" })]))).toEqual({
      kind: "unknown-variant-id",
      index: 1,
      plain: false,
    });
    expect(refusalOf(plan([write("6 in", { id: "6-in", available: 3 })]))).toEqual({
      kind: "kept-variant-stock",
      index: 0,
    });
    expect(refusalOf(plan([{ ...write(""), options: {}, id: "6-in" }], []))).toEqual({
      kind: "unknown-variant-id",
      index: 0,
      plain: true,
    });
  });

  test("when a tool loses or gains its options, then the default variant goes or comes, and keeps its stock while it stays", () => {
    const toSizes = planVariants(
      { variants: plain.variants, retiredVariantIds: [] },
      [size],
      [write("6 in", { available: 2 })],
    );
    expect(toSizes.variants.map((variant) => variant.id)).toEqual(["6-in"]);
    expect(toSizes.removed.map((variant) => variant.id)).toEqual(["default"]);
    // `default` is never retired: a tool that loses its options gets it back.
    expect(toSizes.retiredVariantIds).toEqual([]);
    const back = planVariants(
      { variants: toSizes.variants, retiredVariantIds: [] },
      [],
      [{ ...write(""), options: {} }],
    );
    expect(back.variants.map(({ id, available }) => ({ id, available }))).toEqual([{ id: "default", available: 0 }]);
    expect(back.retiredVariantIds).toEqual(["6-in"]);
    const same = planVariants(
      { variants: plain.variants, retiredVariantIds: [] },
      [],
      [{ ...write(""), options: {}, priceCents: 700 }],
    );
    expect(same.variants).toEqual([{ ...plain.variants[0]!, priceCents: 700 }]);
    expect(same.removed).toEqual([]);
  });

  test("when any replacement is planned, then no id repeats, none is a retired or removed one's, and kept variants keep their stock", () => {
    const values = ["a", "b", "c", "d", "e"];
    const options = [{ name: "Size", values }];
    const variant = fc.record({ value: fc.constantFrom(...values), available: fc.nat(20) });
    fc.assert(
      fc.property(
        fc.uniqueArray(variant, { selector: (entry) => entry.value, minLength: 1, maxLength: 5 }),
        fc.uniqueArray(fc.record({ value: fc.constantFrom(...values), keep: fc.boolean() }), {
          selector: (entry) => entry.value,
          minLength: 1,
          maxLength: 5,
        }),
        fc.uniqueArray(fc.constantFrom(...values.map((value) => `${value}-old`), "a", "b"), { maxLength: 3 }),
        (current, wanted, retired) => {
          const variants = current.map(({ value, available }) => stored(value, value, 100, available));
          const ids = new Set(variants.map((entry) => entry.id));
          const retiredIds = retired.filter((id) => !ids.has(id));
          const writes = wanted.map(({ value, keep }) =>
            keep && ids.has(value)
              ? write(value, { id: value, options: { Size: value } })
              : { ...write(value), options: { Size: value } },
          );
          const plan = planVariants({ variants, retiredVariantIds: retiredIds }, options, writes);
          const planned = plan.variants.map((entry) => entry.id);
          expect(new Set(planned).size).toBe(planned.length);
          for (const [index, entry] of plan.variants.entries()) {
            const kept = writes[index]!.id;
            if (kept) expect(entry.available).toBe(variants.find((old) => old.id === kept)!.available);
            else expect([...ids, ...retiredIds]).not.toContain(entry.id);
          }
          expect(plan.removed.map((entry) => entry.id).sort()).toEqual(
            [...ids].filter((id) => !writes.some((entry) => entry.id === id)).sort(),
          );
          for (const id of [...retiredIds, ...plan.removed.map((entry) => entry.id)])
            expect(plan.retiredVariantIds).toContain(id);
        },
      ),
      { seed: 45, numRuns: 300 },
    );
  });
});
