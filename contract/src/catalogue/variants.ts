import { z } from "../zod";
import { dollars, integerLike } from "../fields";
import {
  choiceKey,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  SKU_PATTERN,
  VARIANT_ID_PATTERN,
  type ProductOption,
} from "./variant-rules";
import { gtinField, mpnField } from "./merchant-fields";

export const variantSchemaMessages = {
  optionNameTaken: "Another option has this name",
  optionNameReserved: "Must not start and end with two underscores",
  valueTaken: "This option already has this value",
  choiceRequired: "Name one value of every option",
  combinationTaken: "Another variant is this combination",
  oneVariant: "A tool without options has exactly one variant",
  sku: "1 to 40 of A-Z, a-z, 0-9, -, _ and ., or null",
  variantId: "A variant id: 1 to 40 of a-z, 0-9 and -",
  withVariants: "A tool with options takes its prices and stock from its variants",
  variantsRequired: "Give the variants of the options",
  variantsWithoutOptions: "Variants come with options; a tool without them has a price and stock of its own",
} as const;

const text = (max: number) =>
  z
    .string({ error: `Must be 1 to ${max} characters` })
    .trim()
    .min(1, `Must be 1 to ${max} characters`)
    .max(max, `Must be ${max} characters or fewer`);

/**
 * A variant keeps its choice as a map from option name to value, and Firestore reserves the field
 * names that start and end with "__" (so does JavaScript's "__proto__"): such a name is refused.
 */
const RESERVED_NAME = /^__.*__$/;

/** One option: a name and its values, each distinct. */
export const optionInput = z.object({
  name: text(OPTION_NAME_MAX).refine((name) => !RESERVED_NAME.test(name), variantSchemaMessages.optionNameReserved),
  values: z
    .array(text(OPTION_VALUE_MAX), { error: "Give the option's values" })
    .min(1, "Give at least one value")
    .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values`)
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index)
          ctx.addIssue({ code: "custom", path: [index], message: variantSchemaMessages.valueTaken });
      });
    }),
});

/** Up to 3 options, their names distinct ignoring case. */
export const optionsInput = z
  .array(optionInput, { error: "Options must be a list" })
  .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
  .superRefine((options, ctx) => {
    const names = options.map((option) => option.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({ code: "custom", path: [index, "name"], message: variantSchemaMessages.optionNameTaken });
      }
    });
  });

export const skuField = z.union(
  [z.string({ error: variantSchemaMessages.sku }).trim().regex(SKU_PATTERN, variantSchemaMessages.sku), z.null()],
  { error: variantSchemaMessages.sku },
);

/**
 * One variant as POST /products and PUT /products/{id}/variants take it. `id` names a variant the
 * tool has (PUT only); without it the variant is new. `available` is a new variant's first stock.
 */
export const variantInput = z.object({
  id: z
    .string({ error: variantSchemaMessages.variantId })
    .regex(VARIANT_ID_PATTERN, variantSchemaMessages.variantId)
    .optional(),
  options: z
    .record(z.string(), z.string({ error: variantSchemaMessages.choiceRequired }), {
      error: variantSchemaMessages.choiceRequired,
    })
    .optional()
    .default({}),
  sku: skuField.optional().default(null),
  price: dollars("Price is required"),
  available: integerLike("Must be a number", 0, "Must be 0 or more").optional(),
  gtin: gtinField.optional().default(null),
  mpn: mpnField.optional().default(null),
});
export type VariantInput = z.output<typeof variantInput>;

/**
 * The rules between a tool's options and its variants: 1 to 100 variants; each names one value of
 * every option (nothing else); no two are the same combination; without options, exactly one.
 * Issues are named `variants.<i>.<field>` from `path`.
 */
export function checkVariants(
  options: readonly ProductOption[],
  variants: readonly Pick<VariantInput, "options">[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = ["variants"],
): void {
  if (variants.length === 0) {
    ctx.addIssue({ code: "custom", path, message: "Give at least one variant" });
    return;
  }
  if (variants.length > MAX_VARIANTS) {
    ctx.addIssue({ code: "custom", path, message: `At most ${MAX_VARIANTS} variants` });
    return;
  }
  if (options.length === 0 && variants.length > 1) {
    ctx.addIssue({ code: "custom", path, message: variantSchemaMessages.oneVariant });
    return;
  }
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    const names = Object.keys(variant.options);
    const complete =
      names.length === options.length &&
      options.every((option) => option.values.includes(variant.options[option.name] ?? "\u0000"));
    if (!complete) {
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "options"],
        message: variantSchemaMessages.choiceRequired,
      });
      return;
    }
    const key = choiceKey(options, variant.options);
    if (seen.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "options"],
        message: variantSchemaMessages.combinationTaken,
      });
    }
    seen.add(key);
  });
}

const versionField = z
  .number({ error: "Send the version of the product you last read" })
  .int("Send the version of the product you last read")
  .min(1, "Send the version of the product you last read")
  .max(Number.MAX_SAFE_INTEGER, "Send the version of the product you last read");

/**
 * PUT /products/{id}/variants (the owner): the tool's options and variants as they are to be, in one
 * write, with the `version` last read.
 */
export const replaceVariantsInput = z
  .object({
    version: versionField,
    options: optionsInput,
    variants: z.array(variantInput, { error: "Variants must be a list" }),
  })
  .superRefine((input, ctx) => checkVariants(input.options, input.variants, ctx));
export type ReplaceVariantsInput = z.input<typeof replaceVariantsInput>;
export type VariantsReplacement = z.output<typeof replaceVariantsInput>;

/** An option as the API answers it. */
export const productOption = z.object({ name: z.string(), values: z.array(z.string()) });

/** A variant as the API answers it. */
export const productVariant = z.object({
  id: z.string().describe('The server\'s id, stable; "default" for a tool without options'),
  options: z.record(z.string(), z.string()).describe("Its value of each option; {} without options"),
  label: z.string().describe('"Size: 8 in, Length: 5 m"; "" without options'),
  sku: z.string().nullable(),
  price: z.number().describe("Dollars"),
  available: z.number().int().describe("Pieces in stock"),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
});
export type ProductVariant = z.output<typeof productVariant>;
