import { z } from "../zod";
import { emailField } from "../accounts/auth";
import { cartLineInput } from "../cart/cart";
import { isCountryCode, isUsPostalCode, isUsStateCode } from "./countries";
import { appliedCodeField } from "./discounts";
import { dollars, MAX_SHORT } from "../fields";
import { order, orderLineInput, orderLinesField, orderMessages } from "../orders/orders";
import { shippingOption } from "./shipping";
import { taxLine } from "../taxes/taxes";
import { requiredText } from "../fields";

// Mail and receipts print each part of an address on one line: no line breaks or control characters.
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
const oneLine = (message: string, max = MAX_SHORT) =>
  requiredText(message, max).regex(ONE_LINE, "One line, without line breaks");
const optionalOneLine = (max = MAX_SHORT) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .regex(ONE_LINE, "One line, without line breaks")
    .optional()
    .transform((value) => value || undefined);

export const addressMessages = {
  name: "Name is required",
  line1: "Address is required",
  city: "City is required",
  postalCode: "Postal code is required",
  country: "Choose a country",
  usState: "Choose a state",
  usZip: "A ZIP code of 5 or 9 digits",
} as const;

/**
 * Where an order ships. `country` is ISO 3166-1 alpha-2; for the US, `region` is a state code and
 * `postalCode` a ZIP code of 5 or 9 digits (ZIP+4).
 */
export const shippingAddressInput = z
  .object({
    name: oneLine(addressMessages.name, 100),
    line1: oneLine(addressMessages.line1),
    line2: optionalOneLine(),
    city: oneLine(addressMessages.city, 100),
    region: optionalOneLine(100),
    postalCode: oneLine(addressMessages.postalCode, 20),
    country: z
      .string({ error: addressMessages.country })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, addressMessages.country),
  })
  .superRefine((address, ctx) => {
    if (address.country !== "US") return;
    if (!isUsStateCode((address.region ?? "").toUpperCase())) {
      ctx.addIssue({ code: "custom", path: ["region"], message: addressMessages.usState });
    }
    if (!isUsPostalCode(address.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: addressMessages.usZip });
    }
  })
  .transform((address) => (address.country === "US" ? { ...address, region: address.region?.toUpperCase() } : address));
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;
export type ShippingAddress = z.output<typeof shippingAddressInput>;

/**
 * POST /checkout, with or without a token. With one, the order is the account's and `email` is
 * ignored (the account's is used); without one it is a guest order and `email` is required.
 */
export const checkoutOrderInput = z.object({
  lines: orderLinesField(orderLineInput),
  email: emailField.optional(),
  shippingAddress: shippingAddressInput,
  number: requiredText(orderMessages.phoneRequired, 40),
  shippingRateId: requiredText("Choose a shipping rate", 128),
  code: appliedCodeField,
  totalPrice: dollars("Total price is required").optional(),
  /**
   * The checkout's "email me" checkbox (docs/api.md, "Marketing mail"): true records the account's
   * consent (source "checkout"); for a guest it is kept with the order. Left out or false changes nothing.
   */
  marketingConsent: z.boolean({ error: "Must be true or false" }).optional(),
});
export type CheckoutOrderInput = z.input<typeof checkoutOrderInput>;
export type CheckoutOrder = z.output<typeof checkoutOrderInput>;

/** POST /cart/quote (public): prices lines as a checkout would, reserving nothing. */
export const quoteInput = z.object({
  lines: orderLinesField(cartLineInput, 0),
  country: z.string().trim().toUpperCase().max(2, "An ISO 3166-1 alpha-2 country code").optional(),
  region: z.string().trim().max(100).optional(),
  shippingRateId: z.string().trim().max(128).optional(),
  code: appliedCodeField,
});
export type QuoteInput = z.input<typeof quoteInput>;

export const quoteLine = z.object({
  productId: z.string(),
  productName: z.string(),
  variantId: z.string().describe('"default" for a tool without options'),
  variantLabel: z.string().describe('"Size: 8 in"; "" without options'),
  sku: z.string().nullable(),
  img: z.string(),
  unitPrice: z.number().describe("Dollars, the price now"),
  quantity: z.number().int(),
  lineTotal: z.number().describe("Dollars"),
  available: z.number().int(),
  minimumOrder: z.number().int(),
  problem: z
    .string()
    .nullable()
    .describe('As a cart line\'s, or "Choose Size" / "No such option" for a line naming none of its tool\'s variants'),
  tax: z.number().describe("Dollars: this line's tax after its share of the discount"),
});

/** The answer of POST /cart/quote: money in dollars. */
export const quote = z.object({
  lines: z.array(quoteLine),
  subtotal: z.number().describe("Dollars: the lines still sold, at today's prices"),
  discount: z.number().describe("Dollars taken off by the code (0 without one, or when it does not apply)"),
  shipping: z.number().describe("Dollars: the chosen rate for this cart (0 before one is chosen)"),
  tax: z.number().describe("Dollars: the lines' tax and shipping's, at the rate of the country and region (0 without)"),
  taxLines: z.array(taxLine).describe("One entry per rate applied; [] when untaxed"),
  pricesIncludeTax: z.boolean().describe("Whether prices (and shipping) include the tax"),
  totalPrice: z.number().describe("Dollars: subtotal - discount + shipping, plus tax unless prices include it"),
  shippingRates: z.array(shippingOption).describe("The active rates that serve the country (all of them without one)"),
  codeProblem: z.string().nullable().describe("Null, or why the code does not apply"),
});
export type Quote = z.output<typeof quote>;

/** The 201 answer of POST /checkout: the order, and for a guest the key that opens it. */
export const checkoutResult = order.extend({
  orderKey: z
    .string()
    .optional()
    .describe("Guests only: the secret that opens this one order (header X-Order-Key); shown once, stored as a hash"),
});
export type CheckoutResult = z.output<typeof checkoutResult>;
