import type { ProductVariant } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { chosenVariant, valueChoices, valueLabel, variantAfterChoosing, variantsOf } from "./variants";

const variant = (id: string, options: Record<string, string>, available: number): ProductVariant => ({
  id,
  options,
  label: Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(", "),
  sku: null,
  price: 10,
  available,
  gtin: null,
  mpn: null,
});

/** Two options, and not every combination sold: no 10 mm in 2 m. */
const options = [
  { name: "Size", values: ["8 mm", "10 mm"] },
  { name: "Length", values: ["1 m", "2 m"] },
];
const variants = [
  variant("8-1", { Size: "8 mm", Length: "1 m" }, 0),
  variant("8-2", { Size: "8 mm", Length: "2 m" }, 4),
  variant("10-1", { Size: "10 mm", Length: "1 m" }, 7),
];
const tool = { _id: "bits", price: 10, available: 11, options, variants };

describe("choosing a variant", () => {
  test("when no variant is asked for, or an unknown one, then the first with pieces is chosen", () => {
    expect(chosenVariant(tool, null).id).toBe("8-2");
    expect(chosenVariant(tool, "no-such").id).toBe("8-2");
    expect(chosenVariant(tool, "8-1").id).toBe("8-1");
  });

  test("when every variant is sold out, then the first is chosen", () => {
    const soldOut = { ...tool, variants: variants.map((item) => ({ ...item, available: 0 })) };
    expect(chosenVariant(soldOut, null).id).toBe("8-1");
  });

  test("when a tool was answered without variants, then it is its one default at its own price and stock", () => {
    expect(variantsOf({ _id: "hammer", price: 18.5, available: 3 })).toMatchObject([
      { id: "default", options: {}, label: "", price: 18.5, available: 3 },
    ]);
  });

  test("when a value leads to a combination without pieces or without a variant, then it is marked out of stock", () => {
    const current = variants[1]!.options; // 8 mm, 2 m
    const sizes = valueChoices(options, variants, current, options[0]!);
    expect(sizes.map(valueLabel)).toEqual(["8 mm", "10 mm (out of stock)"]); // 10 mm in 2 m: none
    const lengths = valueChoices(options, variants, current, options[1]!);
    expect(lengths.map(valueLabel)).toEqual(["1 m (out of stock)", "2 m"]); // 8 mm in 1 m: 0 pieces
  });

  test("when a value's combination does not exist, then choosing it opens a variant with that value", () => {
    expect(variantAfterChoosing(options, variants, variants[1]!.options, "Size", "10 mm")?.id).toBe("10-1");
    expect(variantAfterChoosing(options, variants, variants[1]!.options, "Length", "1 m")?.id).toBe("8-1");
  });
});
