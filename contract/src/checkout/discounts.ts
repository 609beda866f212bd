import { z } from "../zod";
import { dollars, numberLike, timestamp } from "../fields";
import { dollarsFromZero } from "./shipping";

/** 3 to 32 of A-Z, 0-9 and "-"; stored upper-case, so codes are unique ignoring case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
export const MAX_PER_CUSTOMER = 20;

const codeField = z
  .string({ error: "Code is required" })
  .trim()
  .toUpperCase()
  .regex(DISCOUNT_CODE_PATTERN, "3 to 32 letters, digits or -");

// A moment Firestore can store and a person means: an ISO 8601 date-time from 2000 to 2999.
const moment = z
  .string()
  .trim()
  .refine((value) => {
    const ms = Date.parse(value);
    return (
      /^\d{4}-\d{2}-\d{2}/.test(value) && Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(3000, 0, 1)
    );
  }, "A date and time from 2000 to 2999, e.g. 2026-12-01T00:00:00Z")
  .transform((value) => new Date(value).toISOString());

const wholeNumber = (min: number, max: number) =>
  numberLike("Must be a number").pipe(
    z.number().int("Must be a whole number").min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`),
  );

/** POST /discount-codes (admin). */
export const discountCodeInput = z
  .object({
    code: codeField,
    kind: z.enum(["percent", "amount"], { error: 'Kind is "percent" or "amount"' }),
    value: numberLike("Value is required"),
    minSubtotal: dollarsFromZero("Must be a number").nullable().optional().default(null),
    startsAt: moment.nullable().optional().default(null),
    endsAt: moment.nullable().optional().default(null),
    maxRedemptions: wholeNumber(1, 1_000_000).nullable().optional().default(null),
    perCustomer: wholeNumber(1, MAX_PER_CUSTOMER).optional().default(1),
    productIds: z
      .array(z.string().trim().min(1).max(128), { error: "A list of product ids" })
      .max(100, "At most 100 products")
      .optional()
      .default([]),
  })
  .superRefine((input, ctx) => {
    const ok =
      input.kind === "percent"
        ? Number.isInteger(input.value) && input.value >= 1 && input.value <= 100
        : dollars("Value is required").safeParse(input.value).success;
    if (!ok) {
      const message =
        input.kind === "percent" ? "A whole percent from 1 to 100" : "Dollars, more than 0, at most 2 decimals";
      ctx.addIssue({ code: "custom", path: ["value"], message });
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Must be after startsAt" });
    }
  });
export type DiscountCodeInput = z.input<typeof discountCodeInput>;
export type NewDiscountCode = z.output<typeof discountCodeInput>;

/** PATCH /discount-codes/{code} (admin): switch it on or off, move its end, change its cap. */
export const discountCodePatch = z
  .object({
    active: z.boolean({ error: "true or false" }).optional(),
    endsAt: moment.nullable().optional(),
    maxRedemptions: wholeNumber(1, 1_000_000).nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");
export type DiscountCodePatch = z.output<typeof discountCodePatch>;

/** A discount code as the admin sees it. */
export const discountCode = z.object({
  code: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.number().describe("A percent (1-100), or dollars"),
  minSubtotal: z.number().nullable().describe("Dollars"),
  startsAt: timestamp,
  endsAt: timestamp,
  maxRedemptions: z.number().int().nullable(),
  perCustomer: z.number().int(),
  productIds: z.array(z.string()).describe("Empty: every product"),
  active: z.boolean(),
  redemptions: z
    .number()
    .int()
    .describe("Orders holding the code now (a cancelled or expired unpaid order gave it back)"),
  createdAt: timestamp,
});
export type DiscountCode = z.output<typeof discountCode>;

/** How a checkout names a code: trimmed and upper-cased; blank means none. */
export const appliedCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .max(64, "Must be 64 characters or fewer")
  .optional()
  .transform((value) => (value ? value : undefined));
