import { z } from "../zod";
import { dollars, integerLike, MAX_TEXT, requiredText, timestamp } from "../fields";
import { lineMessages, MAX_ORDER_LINES, repeatedLines } from "../cart/cart-rules";
import { orderStatuses } from "./order-lifecycle";
import { taxLine } from "../taxes/taxes";
import { lineKey } from "../catalogue/variant-rules";

/** Which variant of a tool with options (docs/api.md, "Variants"); `default`, or left out, for a tool without. */
export const variantIdField = z
  .string({ error: "Must be a variant's id" })
  .trim()
  .min(1, "Must be a variant's id")
  .max(40, "Must be a variant's id")
  .optional();

export const orderMessages = {
  belowMinimum: lineMessages.belowMinimum,
  aboveAvailable: lineMessages.aboveAvailable,
  quantityRequired: "Quantity is required",
  phoneRequired: "Phone number is required",
  locationRequired: "Location is required",
} as const;

/**
 * POST /orders. The name and email come from the token and the total from the server;
 * a client `totalPrice` is only compared (409 "price-changed" when it disagrees).
 */
export const createOrderInput = z.object({
  productId: requiredText("Product is required", 128),
  variantId: variantIdField,
  quantity: integerLike(orderMessages.quantityRequired, 1, orderMessages.belowMinimum),
  number: requiredText(orderMessages.phoneRequired, 40),
  location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  totalPrice: dollars("Total price is required").optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;
export type NewOrder = z.output<typeof createOrderInput>;

/** One line of an order being placed: which product, which of its variants, and how many. */
export const orderLineInput = z.object({
  productId: requiredText("Product is required", 128),
  variantId: variantIdField,
  quantity: integerLike(orderMessages.quantityRequired, 1, orderMessages.belowMinimum),
});

/**
 * Up to 20 lines (at least `min`), each variant of a product once: a repeated one is named at its
 * line's productId.
 */
export function orderLinesField<Line extends z.ZodType<{ productId: string; variantId?: string }>>(
  line: Line,
  min = 1,
) {
  return z
    .array(line, { error: "Lines are required" })
    .min(min, "An order needs at least one line")
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products`)
    .superRefine((lines, ctx) => {
      for (const index of repeatedLines(lines.map(lineKey))) {
        ctx.addIssue({
          code: "custom",
          path: [index, "productId"],
          message: "This product is already on another line",
        });
      }
    });
}

/** POST /orders with several tools: every line is reserved in one transaction, all or none. */
export const createLinesOrderInput = z.object({
  lines: orderLinesField(orderLineInput),
  number: requiredText(orderMessages.phoneRequired, 40),
  location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  totalPrice: dollars("Total price is required").optional(),
});
export type CreateLinesOrderInput = z.input<typeof createLinesOrderInput>;
export type NewLinesOrder = z.output<typeof createLinesOrderInput>;

/** The body POST /orders takes: the spec's one-product body, or lines. */
export const placeOrderBody = z.union([createOrderInput, createLinesOrderInput]);

/**
 * The purchase form's rules for one product: the same fields plus the spec's quantity range.
 * The server applies the same range (see functions/src/domain/pricing.ts).
 */
export function purchaseFormInput(product: { minimumOrder: number; available: number }) {
  return z.object({
    quantity: integerLike(orderMessages.quantityRequired, 1, orderMessages.belowMinimum)
      .refine((quantity) => quantity >= product.minimumOrder, orderMessages.belowMinimum)
      .refine((quantity) => quantity <= product.available, orderMessages.aboveAvailable),
    number: requiredText(orderMessages.phoneRequired, 40),
    location: requiredText(orderMessages.locationRequired, MAX_TEXT),
  });
}
export type PurchaseFormInput = z.input<ReturnType<typeof purchaseFormInput>>;

/** One move in an order's history: when, to which status, who made it and why. */
export const orderHistoryEntry = z.object({
  at: z.string(),
  status: z.enum(orderStatuses),
  by: z.string().describe('An account\'s email, or "stripe" / "expiry sweep" for what the system did'),
  reason: z.string(),
});
export type OrderHistoryEntry = z.output<typeof orderHistoryEntry>;

/** A line's variant as it was when the order was placed (docs/api.md, "Variants"). */
const lineVariant = {
  variantId: z.string().describe('"default" for a tool without options'),
  variantLabel: z.string().describe('"Size: 8 in"; "" for a tool without options'),
  sku: z.string().nullable(),
};

/** One line of a placed order: the product's name, variant and price as they were when it was placed. */
export const orderLine = z.object({
  productId: z.string(),
  productName: z.string(),
  ...lineVariant,
  unitPrice: z.number().describe("Dollars"),
  quantity: z.number().int(),
  lineTotal: z.number().describe("Dollars: quantity x unitPrice"),
  tax: z
    .number()
    .describe(
      "Dollars: the tax on this line's amount after its share of the discount (inside it when prices include tax)",
    ),
});
export type OrderLine = z.output<typeof orderLine>;

/** The pieces of one line a refund or a return is about. */
export const refundLine = z.object({
  productId: z.string(),
  productName: z.string(),
  ...lineVariant,
  quantity: z.number().int(),
});
export type RefundLine = z.output<typeof refundLine>;

/** One refund of an order (ours, or one made in Stripe's dashboard): money back, and which pieces. */
export const orderRefund = z.object({
  refundId: z.string().describe("Stripe's refund id"),
  amount: z.number().describe("Dollars"),
  tax: z.number().describe("Dollars: the tax inside amount"),
  lines: z.array(refundLine).describe("The pieces refunded; empty for a refund of an amount"),
  restock: z.boolean().describe("Whether these pieces went back on sale"),
  reason: z.string(),
  at: z.string(),
  by: z.string().describe("An admin's email, or \"stripe\" for a refund made in Stripe's dashboard"),
  taxReversalId: z
    .string()
    .nullable()
    .optional()
    .describe("TAX_PROVIDER=stripe: the Stripe Tax reversal recorded for this refund (tax_...); null otherwise"),
});
export type OrderRefund = z.output<typeof orderRefund>;

/** "HT-" and 6 characters that cannot be misread (no 0/O, 1/I). */
export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const ORDER_NUMBER_PATTERN = /^HT-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** An order as the API answers it. */
export const order = z.object({
  _id: z.string(),
  orderNumber: z.string().describe('What people read and say: "HT-" and 6 characters'),
  uid: z.string(),
  name: z.string().describe("The customer's name (from the account)"),
  email: z.string(),
  productId: z.string().nullable().describe("The product of a one-line order; null for several lines"),
  productName: z.string().describe("The one line's product, or \"<first line's product> + N more\""),
  unitPrice: z.number().nullable().describe("Dollars; null for several lines"),
  quantity: z.number().int().describe("Pieces over all lines"),
  lines: z.array(orderLine).describe("1 to 20 lines, each a different product"),
  number: z.string().describe("Phone number"),
  location: z.string(),
  totalPrice: z
    .number()
    .describe("Dollars, computed by the server: subtotal - discount + shipping, plus tax unless prices include it"),
  paid: z.boolean().describe("True once money was taken, also when the order was later shipped or refunded"),
  status: z.enum(orderStatuses),
  disputed: z.boolean().describe("A payment dispute was opened at Stripe"),
  expiresAt: timestamp.describe("Until when a pending order holds its stock; null once it is no longer pending"),
  transactionId: z.string().nullable(),
  createdAt: timestamp,
  paidAt: timestamp,
  shippedAt: timestamp,
  refundedAt: timestamp.describe("When the last of the money went back"),
  refunds: z.array(orderRefund).describe("Every refund, oldest first"),
  refundedTotal: z.number().describe("Dollars refunded so far"),
  history: z.array(orderHistoryEntry).describe("Every move, oldest first"),
  // The full checkout (POST /checkout); an order placed otherwise has null / 0 / false here.
  guest: z.boolean().describe("Placed without an account (POST /checkout without a token)"),
  shippingAddress: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      region: z.string().optional(),
      postalCode: z.string(),
      country: z.string().describe("ISO 3166-1 alpha-2"),
    })
    .nullable(),
  shipping: z.object({ rateId: z.string(), label: z.string(), amount: z.number().describe("Dollars") }).nullable(),
  subtotal: z.number().describe("Dollars: the sum of the lines' totals"),
  discount: z.number().describe("Dollars taken off by the discount code (0 without one)"),
  code: z.string().nullable().describe("The discount code applied, if any"),
  // Taxes (docs/api.md, "Taxes"); an order placed before them reads with 0 / [] / false.
  tax: z.number().describe("Dollars: the lines' tax and shipping's; added to totalPrice unless prices include tax"),
  taxLines: z.array(taxLine).describe("One entry per rate applied; [] when untaxed"),
  pricesIncludeTax: z.boolean().describe("Whether the prices (and shipping) included the tax"),
  refundedTax: z.number().describe("Dollars: the tax inside what was refunded so far"),
  // Optional in the type only so that clients written before Stripe Tax still compile; always answered.
  taxCalculationId: z
    .string()
    .nullable()
    .optional()
    .describe("TAX_PROVIDER=stripe: the Stripe Tax calculation (taxcalc_...) the checkout charged; null otherwise"),
  taxTransactionId: z
    .string()
    .nullable()
    .optional()
    .describe("TAX_PROVIDER=stripe: the Stripe Tax transaction (tax_...) recorded once paid; null otherwise"),
});
export type Order = z.output<typeof order>;
