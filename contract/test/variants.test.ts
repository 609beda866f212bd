import { describe, expect, test } from "vitest";
import { createProductBody } from "../src/catalogue/products";
import {
  chooseMessage,
  choiceKey,
  DEFAULT_VARIANT_ID,
  lineKey,
  variantIdOf,
  variantLabel,
  variantOfChoice,
  variantValues,
} from "../src/catalogue/variant-rules";
import { optionsInput, replaceVariantsInput } from "../src/catalogue/variants";
import { createOrderInput, orderLinesField, orderLineInput } from "../src/orders/orders";

/** The fields a schema refuses, each with its first message (as the server's `fields`); {} when it accepts. */
function refused(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

const size = { name: "Size", values: ["6 in", "8 in", "10 in"] };
const length = { name: "Length", values: ["5 m", "8 m"] };

describe("the variant rules the server and the web share", () => {
  test("when a variant is named, then its label is 'Option: value' in the options' order, and '' without options", () => {
    expect(variantLabel([size], { Size: "8 in" })).toBe("Size: 8 in");
    expect(variantLabel([size, length], { Length: "5 m", Size: "6 in" })).toBe("Size: 6 in, Length: 5 m");
    expect(variantLabel([], {})).toBe("");
    expect(variantValues([size, length], { Length: "5 m", Size: "6 in" })).toEqual(["6 in", "5 m"]);
  });

  test("when a line names no variant of a tool with options, then the message names every option", () => {
    expect(chooseMessage([size])).toBe("Choose Size");
    expect(chooseMessage([size, length])).toBe("Choose Size and Length");
  });

  test("when a choice is looked up, then the variant of that combination is found whatever the key order", () => {
    const variants = [
      { id: "a", options: { Size: "6 in", Length: "5 m" } },
      { id: "b", options: { Size: "8 in", Length: "5 m" } },
    ];
    expect(variantOfChoice([size, length], variants, { Length: "5 m", Size: "8 in" })?.id).toBe("b");
    expect(variantOfChoice([size, length], variants, { Size: "10 in", Length: "5 m" })).toBeUndefined();
    expect(choiceKey([size, length], { Size: "6 in", Length: "5 m" })).toBe(
      choiceKey([size, length], { Length: "5 m", Size: "6 in" }),
    );
  });

  test("when a line names no variant, then it is the default one, and lines are told apart by tool and variant", () => {
    expect(DEFAULT_VARIANT_ID).toBe("default");
    expect(variantIdOf({})).toBe("default");
    expect(variantIdOf({ variantId: null })).toBe("default");
    expect(variantIdOf({ variantId: "8-in" })).toBe("8-in");
    expect(lineKey({ productId: "hammer" })).toBe(lineKey({ productId: "hammer", variantId: "default" }));
    expect(lineKey({ productId: "wrench", variantId: "6-in" })).not.toBe(
      lineKey({ productId: "wrench", variantId: "8-in" }),
    );
    // A tool id and a variant id never run together into another pair.
    expect(lineKey({ productId: "a-b", variantId: "c" })).not.toBe(lineKey({ productId: "a", variantId: "b-c" }));
  });
});

describe("the schemas of options and variants", () => {
  test("when options break a rule, then the field is named: more than 3, a name twice ignoring case, a value twice, a reserved name", () => {
    const four = [size, length, { name: "Grip", values: ["Soft"] }, { name: "Head", values: ["Flat"] }];
    expect(refused(optionsInput.safeParse(four))).toEqual({ body: "At most 3 options" });
    expect(refused(optionsInput.safeParse([size, { name: " size ", values: ["x"] }]))).toEqual({
      "1.name": "Another option has this name",
    });
    expect(refused(optionsInput.safeParse([{ name: "Size", values: ["S", "M", "S"] }]))).toEqual({
      "0.values.2": "This option already has this value",
    });
    expect(refused(optionsInput.safeParse([{ name: "__x__", values: ["S"] }]))).toEqual({
      "0.name": "Must not start and end with two underscores",
    });
    expect(refused(optionsInput.safeParse([{ name: "Size", values: [] }]))).toEqual({
      "0.values": "Give at least one value",
    });
    expect(optionsInput.parse([{ name: " Size ", values: [" S "] }])).toEqual([{ name: "Size", values: ["S"] }]);
    expect(optionsInput.safeParse([{ name: "a__b__", values: ["S"] }]).success).toBe(true);
  });

  test("when a tool is added with options, then its variants carry the prices and stock, and the top-level ones are refused", () => {
    const body = {
      name: "Wrench",
      options: [size],
      variants: [
        { options: { Size: "6 in" }, price: "12.75", available: 60, sku: " AW-6 " },
        { options: { Size: "8 in" }, price: 15.25 },
      ],
    };
    const parsed = createProductBody.parse(body);
    expect(parsed.variants).toEqual([
      { options: { Size: "6 in" }, price: 12.75, available: 60, sku: "AW-6", gtin: null, mpn: null },
      { options: { Size: "8 in" }, price: 15.25, sku: null, gtin: null, mpn: null },
    ]);
    expect(parsed.price).toBeUndefined();
    expect(refused(createProductBody.safeParse({ ...body, price: 3, available: 2 }))).toEqual({
      price: "A tool with options takes its prices and stock from its variants",
      available: "A tool with options takes its prices and stock from its variants",
    });
    expect(refused(createProductBody.safeParse({ name: "Wrench", options: [size] }))).toEqual({
      variants: "Give the variants of the options",
    });
    expect(refused(createProductBody.safeParse({ name: "Hammer", price: 3, variants: body.variants }))).toEqual({
      variants: "Variants come with options; a tool without them has a price and stock of its own",
    });
    expect(refused(createProductBody.safeParse({ name: "Hammer" }))).toEqual({ price: "Price is required" });
  });

  test("when variants do not match the options, then the variant is named: a value missing or unknown, an extra option, a combination twice, too many", () => {
    const check = (variants: object[], options = [size, length]) =>
      refused(replaceVariantsInput.safeParse({ version: 1, options, variants }));
    const choice = { variantsOf: "Name one value of every option" };
    expect(check([{ options: { Size: "6 in" }, price: 1 }])).toEqual({ "variants.0.options": choice.variantsOf });
    expect(check([{ options: { Size: "12 in", Length: "5 m" }, price: 1 }])).toEqual({
      "variants.0.options": choice.variantsOf,
    });
    expect(check([{ options: { Size: "6 in", Length: "5 m", Grip: "Soft" }, price: 1 }])).toEqual({
      "variants.0.options": choice.variantsOf,
    });
    expect(
      check([
        { options: { Size: "6 in", Length: "5 m" }, price: 1 },
        { options: { Length: "5 m", Size: "6 in" }, price: 2 },
      ]),
    ).toEqual({ "variants.1.options": "Another variant is this combination" });
    expect(check([])).toEqual({ variants: "Give at least one variant" });
    const many = Array.from({ length: 30 }, (_, index) => `v${index}`);
    const options = [
      { name: "A", values: many },
      { name: "B", values: many.slice(0, 4) },
    ];
    const all = many.flatMap((a) => options[1]!.values.map((b) => ({ options: { A: a, B: b }, price: 1 })));
    expect(check(all.slice(0, 100), options)).toEqual({});
    expect(check(all.slice(0, 101), options)).toEqual({ variants: "At most 100 variants" });
    // Without options, one variant: the tool's own.
    expect(
      check(
        [
          { options: {}, price: 1 },
          { options: {}, price: 2 },
        ],
        [],
      ),
    ).toEqual({
      variants: "A tool without options has exactly one variant",
    });
    expect(check([{ price: 1 }], [])).toEqual({});
  });

  test("when a replacement names ids, SKUs and stock, then their forms are checked, and the version is required", () => {
    const variant = { options: { Size: "6 in" }, price: 1 };
    const check = (changes: object, body: object = {}) =>
      refused(
        replaceVariantsInput.safeParse({
          version: 2,
          options: [size],
          variants: [{ ...variant, ...changes }],
          ...body,
        }),
      );
    expect(check({ id: "Six In" })).toEqual({ "variants.0.id": "A variant id: 1 to 40 of a-z, 0-9 and -" });
    expect(check({ sku: "AW 6" })).toEqual({ "variants.0.sku": "1 to 40 of A-Z, a-z, 0-9, -, _ and ., or null" });
    expect(check({ sku: "x".repeat(41) })).toHaveProperty(["variants.0.sku"]);
    expect(check({ available: -1 })).toEqual({ "variants.0.available": "Must be 0 or more" });
    expect(check({ price: 0.001 })).toHaveProperty(["variants.0.price"]);
    expect(check({ gtin: "123" })).toHaveProperty(["variants.0.gtin"]);
    expect(check({}, { version: undefined })).toEqual({ version: "Send the version of the product you last read" });
    expect(check({}, { version: 0 })).toEqual({ version: "Send the version of the product you last read" });
    expect(check({ id: "6-in", sku: "AW-6.b_1" }, {})).toEqual({});
  });

  test("when orders name variants, then a line may carry one, and the same tool in two variants is two lines", () => {
    expect(
      createOrderInput.parse({ productId: "wrench", variantId: " 8-in ", quantity: 1, number: "1", location: "x" }),
    ).toMatchObject({
      variantId: "8-in",
    });
    const lines = orderLinesField(orderLineInput);
    expect(
      lines.safeParse([
        { productId: "wrench", variantId: "6-in", quantity: 1 },
        { productId: "wrench", variantId: "8-in", quantity: 1 },
      ]).success,
    ).toBe(true);
    expect(
      refused(
        lines.safeParse([
          { productId: "wrench", variantId: "6-in", quantity: 1 },
          { productId: "wrench", variantId: "6-in", quantity: 2 },
        ]),
      ),
    ).toHaveProperty(["1.productId"]);
    // A line without a variant and one naming `default` are the same line.
    expect(
      lines.safeParse([
        { productId: "hammer", quantity: 1 },
        { productId: "hammer", variantId: "default", quantity: 1 },
      ]).success,
    ).toBe(false);
  });
});
