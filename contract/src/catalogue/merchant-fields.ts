import { z } from "../zod";
import { isValidGtin } from "./gtin";

// What Google's merchant listings read of a tool or a variant (docs/api.md): each optional, null clears it.

export const BRAND_MAX = 40;
export const MPN_MAX = 70;
const gtinMessage = "Must be a GTIN: 8, 12, 13 or 14 digits with a valid check digit";

export const brandField = z.union([requiredTextField(BRAND_MAX), z.null()]);
export const mpnField = z.union([requiredTextField(MPN_MAX), z.null()]);
export const gtinField = z.union(
  [
    z
      .string({ error: gtinMessage })
      .trim()
      .refine((value) => isValidGtin(value), gtinMessage),
    z.null(),
  ],
  { error: gtinMessage },
);

function requiredTextField(max: number) {
  return z
    .string({ error: `Must be 1 to ${max} characters, or null` })
    .trim()
    .min(1, `Must be 1 to ${max} characters, or null`)
    .max(max, `Must be ${max} characters or fewer`);
}
