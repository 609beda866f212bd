import { z } from "../zod";
import { isCountryCode, isUsStateCode } from "../checkout/countries";
import { requiredText } from "../fields";

export const taxMessages = {
  country: "Not an ISO 3166-1 alpha-2 country code",
  usState: "A US state code (NY)",
  region: "A subdivision code without its country prefix (BY), or null",
  rate: "A percent from 0 to 30 with at most 3 decimals",
  rateRequired: "Rate is required",
  pricesIncludeTax: "true or false",
} as const;

const countryField = z
  .string({ error: taxMessages.country })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, taxMessages.country);

/**
 * A region as addresses name it: a US state code, elsewhere an ISO 3166-2 subdivision code without
 * its country prefix (1 to 3 letters or digits: "BY", "ENG"). null: the whole country.
 */
const regionField = z
  .string({ error: taxMessages.region })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, taxMessages.region)
  .nullable();

/** A US region must be a state; the check needs the country, so it runs on the whole object. */
export function regionProblem(country: string, region: string | null): string | null {
  return country === "US" && region !== null && !isUsStateCode(region) ? taxMessages.usState : null;
}

const checkRegion =
  (regionPath: (string | number)[]) => (value: { country?: string; region?: string | null }, ctx: z.RefinementCtx) => {
    if (value.country === undefined || value.region === undefined) return;
    const problem = regionProblem(value.country, value.region);
    if (problem) ctx.addIssue({ code: "custom", path: regionPath, message: problem });
  };

/** A percent from 0 to 30 with at most 3 decimals, as a JSON number (8.875). */
const rateField = z
  .number({ error: taxMessages.rateRequired })
  .min(0, taxMessages.rate)
  .max(30, taxMessages.rate)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, taxMessages.rate);

const labelField = requiredText("Label is required", 100);

/** POST /tax-rates (owner). */
export const taxRateInput = z
  .object({
    label: labelField,
    country: countryField,
    region: regionField.optional().default(null),
    rate: rateField,
    shipping: z.boolean().optional().default(false),
    active: z.boolean().optional().default(true),
  })
  .superRefine(checkRegion(["region"]));
export type TaxRateInput = z.input<typeof taxRateInput>;
export type NewTaxRate = z.output<typeof taxRateInput>;

/** PATCH /tax-rates/{id} (owner): any of the fields; those left out stay. */
export const taxRatePatch = z
  .object({
    label: labelField.optional(),
    country: countryField.optional(),
    region: regionField.optional(),
    rate: rateField.optional(),
    shipping: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .superRefine(checkRegion(["region"]))
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");
export type TaxRatePatch = z.output<typeof taxRatePatch>;

/** A tax rate as the API answers it. */
export const taxRate = z.object({
  _id: z.string(),
  label: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2"),
  region: z
    .string()
    .nullable()
    .describe("null: the whole country; else the region code addresses use (a US state: NY)"),
  rate: z.number().describe("A percent: 8.875"),
  shipping: z.boolean().describe("Whether shipping is taxed too"),
  active: z.boolean().describe("One active rate per country and region; false retires a rate"),
});
export type TaxRate = z.output<typeof taxRate>;

/** Where the shop is: the spec's one-product orders record tax at this address's rate. */
export const shopAddress = z.object({
  country: z.string().describe("ISO 3166-1 alpha-2"),
  region: z.string().nullable(),
});

/** GET /tax-settings (admin). */
export const taxSettings = z.object({
  pricesIncludeTax: z
    .boolean()
    .describe("false: tax is added on top of prices (US style); true: every price includes it (EU style)"),
  shopAddress,
});
export type TaxSettings = z.output<typeof taxSettings>;

/** PUT /tax-settings (owner): either field; the other stays. */
export const taxSettingsInput = z
  .object({
    pricesIncludeTax: z.boolean({ error: taxMessages.pricesIncludeTax }).optional(),
    shopAddress: z
      .object({ country: countryField, region: regionField.optional().default(null) })
      .superRefine(checkRegion(["region"]))
      .optional(),
  })
  .refine((input) => input.pricesIncludeTax !== undefined || input.shopAddress !== undefined, "Nothing to change");
export type TaxSettingsInput = z.input<typeof taxSettingsInput>;
export type TaxSettingsChange = z.output<typeof taxSettingsInput>;

/** One rate applied to an order or a quote: its label, its percent and the tax it adds (or includes). */
export const taxLine = z.object({
  label: z.string(),
  rate: z.number().describe("A percent: 8.875"),
  amount: z.number().describe("Dollars, shipping's tax included when the rate taxes shipping"),
});
export type TaxLine = z.output<typeof taxLine>;

/** One jurisdiction of the tax report: dollars over the period. */
export const taxReportRow = z.object({
  country: z.string(),
  region: z.string().nullable(),
  label: z.string(),
  rate: z.number().describe("A percent"),
  taxable: z.number().describe("Dollars taxed on the orders paid in the period (shipping too where taxed)"),
  collected: z.number().describe("Dollars of tax on the orders paid in the period"),
  refunded: z.number().describe("Dollars of tax inside the refunds made in the period"),
  net: z.number().describe("collected - refunded"),
});

/** GET /tax-report?from=&to= (owner): UTC days, both included, at most 366 (as the CSV export). */
export const taxReport = z.object({ from: z.string(), to: z.string(), rows: z.array(taxReportRow) });
export type TaxReport = z.output<typeof taxReport>;
