import { z } from "../zod";
import {
  dollars,
  imageUrlField,
  integerLike,
  MAX_SHORT,
  MAX_TEXT,
  optionalIntegerLike,
  optionalText,
  timestamp,
} from "../fields";
import { categoryMessages, categorySlug } from "./categories";
import { productImage } from "./images";
import { brandField, gtinField, mpnField } from "./merchant-fields";
import {
  checkVariants,
  optionsInput,
  productOption,
  productVariant,
  variantInput,
  variantSchemaMessages,
} from "./variants";

export const PRODUCT_NAME_MAX = 20;

export const productMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be ${PRODUCT_NAME_MAX} characters or fewer`,
  priceRequired: "Price is required",
  versionRequired: "Send the version of the product you last read",
  availableRefused: "Stock changes only by stock moves (POST /products/{id}/stock)",
  nothingToChange:
    "Send at least one of name, price, description, img, minimumOrder, category, brand, gtin, mpn, taxCode",
  taxCode: "A Stripe tax code: txcd_ and 8 digits, or null",
  deltaRequired: "Say how many pieces to add (positive) or remove (negative)",
  deltaZero: "Must not be 0",
  reasonRequired: "Say why the stock changes",
} as const;

/** A product's category: a category's slug, or null for none (an unknown slug is refused by the server). */
const categoryField = z.union([categorySlug, z.null()], { error: categoryMessages.unknown });

const nameField = z
  .string({ error: productMessages.nameRequired })
  .trim()
  .min(1, productMessages.nameRequired)
  .max(PRODUCT_NAME_MAX, productMessages.nameTooLong);

/**
 * A product's Stripe tax code (docs/api.md, "Taxes"): `txcd_` and 8 digits; null clears it (the
 * general code txcd_99999999 applies). The owner's, as prices are.
 */
export const TAX_CODE_PATTERN = /^txcd_\d{8}$/;
const taxCodeField = z
  .string({ error: productMessages.taxCode })
  .regex(TAX_CODE_PATTERN, productMessages.taxCode)
  .nullable();

/** POST /products (admin). Unknown fields are dropped. */
export const createProductInput = z.object({
  name: nameField,
  price: dollars(productMessages.priceRequired),
  // The spec requires only name and price: a blank minimum order is 1, a blank stock 0.
  minimumOrder: optionalIntegerLike(1, 1),
  available: optionalIntegerLike(0, 0, "Must be 0 or more"),
  description: optionalText(MAX_TEXT),
  img: imageUrlField.optional().default(""),
  category: categoryField.optional().default(null),
  brand: brandField.optional().default(null),
  gtin: gtinField.optional().default(null),
  mpn: mpnField.optional().default(null),
});
export type CreateProductInput = z.input<typeof createProductInput>;

/**
 * POST /products as the server reads it: the form's fields, the owner's `taxCode` (the admin form has
 * none yet) and, for a tool in several sizes, `options` with their `variants` (docs/api.md,
 * "Variants"), which then hold the prices and stock: a top-level `price` or `available` is refused.
 */
export const createProductBody = createProductInput
  .extend({
    taxCode: taxCodeField.optional(),
    price: dollars(productMessages.priceRequired).optional(),
    available: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      integerLike("Must be a number", 0, "Must be 0 or more").optional(),
    ),
    options: optionsInput.optional(),
    variants: z.array(variantInput, { error: "Variants must be a list" }).optional(),
  })
  .superRefine((input, ctx) => {
    const options = input.options ?? [];
    if (options.length === 0) {
      if (input.price === undefined)
        ctx.addIssue({ code: "custom", path: ["price"], message: productMessages.priceRequired });
      if (input.variants !== undefined) {
        ctx.addIssue({ code: "custom", path: ["variants"], message: variantSchemaMessages.variantsWithoutOptions });
      }
      return;
    }
    for (const field of ["price", "available"] as const) {
      if (input[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: variantSchemaMessages.withVariants });
    }
    if (input.variants === undefined) {
      ctx.addIssue({ code: "custom", path: ["variants"], message: variantSchemaMessages.variantsRequired });
    } else checkVariants(options, input.variants, ctx);
  });
export type NewProduct = z.output<typeof createProductBody>;

/** The fields an admin edits (the edit form): POST's rules without the stock, which only moves change. */
export const productFieldsInput = createProductInput.omit({ available: true });
export type ProductFieldsInput = z.input<typeof productFieldsInput>;

/**
 * PATCH /products/{id} (admin): any of the editable fields, each with POST's rules, and the
 * `version` the admin last read (a stale one is 409 version-conflict). `available` is refused.
 */
export const updateProductInput = z
  .object({
    name: nameField.optional(),
    price: dollars(productMessages.priceRequired).optional(),
    description: z.string().trim().max(MAX_TEXT, `Must be ${MAX_TEXT} characters or fewer`).optional(),
    img: imageUrlField.optional(),
    minimumOrder: integerLike("Must be a number", 1).optional(),
    category: categoryField.optional(),
    brand: brandField.optional(),
    gtin: gtinField.optional(),
    mpn: mpnField.optional(),
    taxCode: taxCodeField.optional(),
    version: z
      .number({ error: productMessages.versionRequired })
      .int(productMessages.versionRequired)
      .min(1, productMessages.versionRequired)
      .max(Number.MAX_SAFE_INTEGER, productMessages.versionRequired),
    available: z.never({ error: productMessages.availableRefused }).optional(),
  })
  .refine(
    ({ name, price, description, img, minimumOrder, category, brand, gtin, mpn, taxCode }) =>
      [name, price, description, img, minimumOrder, category, brand, gtin, mpn, taxCode].some(
        (value) => value !== undefined,
      ),
    { message: productMessages.nothingToChange },
  );
export type UpdateProductInput = z.input<typeof updateProductInput>;
export type ProductChanges = Omit<z.output<typeof updateProductInput>, "version" | "available">;

export const STOCK_DELTA_MAX = 100_000;

/**
 * POST /products/{id}/stock (admin): pieces in (positive) or out (negative), and why; `variantId` is
 * which variant's (required for a tool with options, `default` otherwise).
 */
export const stockMoveInput = z.object({
  delta: z
    .number({ error: productMessages.deltaRequired })
    .int("Must be a whole number")
    .min(-STOCK_DELTA_MAX, `Must be at least -${STOCK_DELTA_MAX}`)
    .max(STOCK_DELTA_MAX, `Must be at most ${STOCK_DELTA_MAX}`)
    .refine((delta) => delta !== 0, productMessages.deltaZero),
  variantId: z.string({ error: "Choose the variant" }).trim().min(1, "Choose the variant").max(40).optional(),
  reason: z
    .string({ error: productMessages.reasonRequired })
    .trim()
    .min(1, productMessages.reasonRequired)
    .max(MAX_SHORT, `Must be ${MAX_SHORT} characters or fewer`),
});
export type StockMoveInput = z.input<typeof stockMoveInput>;
export type NewStockMove = z.output<typeof stockMoveInput>;

/** A product as the API answers it. */
export const product = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  img: z.string(),
  price: z.number().describe("Unit price in dollars: its lowest variant's"),
  priceMax: z.number().describe("Dollars: its highest variant's price (the price for a tool without options)"),
  available: z.number().int().describe("Pieces in stock: its variants' together"),
  variantCount: z.number().int().describe("1 for a tool without options"),
  minimumOrder: z.number().int(),
  category: z.string().nullable().describe("The slug of the tool's category, or null"),
  ratingAverage: z.number().nullable().describe("Its reviews' average, one decimal rounded half up; null without"),
  ratingCount: z.number().int().describe("How many reviews it has"),
  brand: z.string().nullable(),
  gtin: z.string().nullable().describe("8, 12, 13 or 14 digits, check digit verified"),
  mpn: z.string().nullable(),
  // Always answered; optional in the type only so that clients written before it still compile.
  taxCode: z.string().nullable().optional().describe("Stripe Tax's product tax code; null: the general txcd_99999999"),
  version: z.number().int().describe("1 when created, +1 on every admin edit; send it back with PATCH"),
  createdAt: timestamp,
  images: z.array(productImage).describe("Up to 8 photos, in order; `img` is the first's `src` while there is one"),
});
export type Product = z.output<typeof product>;

/** One tool as GET /product/{id} and the admin's writes answer it: with its options and variants. */
export const productDetail = product.extend({
  options: z.array(productOption).describe("Up to 3; [] for a tool without options"),
  variants: z.array(productVariant).describe('1 to 100; a tool without options has one, "default"'),
});
export type ProductDetail = z.output<typeof productDetail>;

/** One move of a product's stock, as GET /products/{id}/stock-moves lists it. */
export const stockMove = z.object({
  _id: z.string(),
  at: timestamp,
  by: z.string().describe("The admin's email"),
  variantId: z.string().describe('The variant moved; "default" for a tool without options'),
  delta: z.number().int(),
  reason: z.string(),
  availableAfter: z.number().int().describe("The variant's pieces in stock right after the move"),
});
export type StockMove = z.output<typeof stockMove>;
