import { z } from "../zod";
import { isCountryCode } from "./countries";
import { numberLike, requiredText } from "../fields";

/** Dollars with at most two decimals, >= 0 (a shipping amount may be free). */
export function dollarsFromZero(requiredMessage: string) {
  return numberLike(requiredMessage).pipe(
    z
      .number()
      .min(0, "Must be 0 or more")
      .max(1_000_000, "Must be at most 1000000")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most 2 decimals"),
  );
}

/** Every country an address may name, or "*": every country that no other active rate names. */
const rateCountries = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => code === "*" || isCountryCode(code), "Not an ISO 3166-1 alpha-2 country code"),
    { error: "Countries are required" },
  )
  .min(1, "Name at least one country, or *")
  .max(300, "At most 300 countries")
  .refine((codes) => !codes.includes("*") || codes.length === 1, '"*" stands alone')
  .transform((codes) => [...new Set(codes)]);

/** POST /shipping-rates (admin). */
export const shippingRateInput = z.object({
  label: requiredText("Label is required", 60),
  amount: dollarsFromZero("Amount is required"),
  freeOver: dollarsFromZero("Must be a number").nullable().optional().default(null),
  countries: rateCountries,
  active: z.boolean().optional().default(true),
});
export type ShippingRateInput = z.input<typeof shippingRateInput>;
export type NewShippingRate = z.output<typeof shippingRateInput>;

/** PATCH /shipping-rates/{id} (admin): any of the fields; those left out stay. */
export const shippingRatePatch = z
  .object({
    label: requiredText("Label is required", 60).optional(),
    amount: dollarsFromZero("Amount is required").optional(),
    freeOver: dollarsFromZero("Must be a number").nullable().optional(),
    countries: rateCountries.optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");
export type ShippingRatePatch = z.output<typeof shippingRatePatch>;

/** A shipping rate as the API answers it: money in dollars. */
export const shippingRate = z.object({
  _id: z.string(),
  label: z.string(),
  amount: z.number().describe("Dollars"),
  freeOver: z.number().nullable().describe("Dollars: orders whose subtotal is at least this ship free; null never"),
  countries: z
    .array(z.string())
    .describe('ISO 3166-1 alpha-2 codes, or ["*"]: every country no other active rate names'),
  active: z.boolean(),
});
export type ShippingRate = z.output<typeof shippingRate>;

/** A rate as a checkout offers it: its price for this cart (0 when the subtotal reaches freeOver). */
export const shippingOption = z.object({
  _id: z.string(),
  label: z.string(),
  amount: z.number().describe("Dollars, for this cart"),
});
export type ShippingOption = z.output<typeof shippingOption>;
