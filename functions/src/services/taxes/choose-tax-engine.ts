import { taxProvider } from "../../config";
import { ratesEngine } from "./rates-engine";
import { stripeTaxEngine } from "./stripe-tax-engine";
import type { TaxEngine } from "./tax-engine";

let chosen: TaxEngine | undefined;

/**
 * The shop's tax engine, chosen once per instance from TAX_PROVIDER (config.ts): the owner's rates
 * or Stripe Tax (docs/decisions/044). The one place that asks which engine runs; buildApp() and the
 * webhook's function call it when they start, so a TAX_PROVIDER the shop does not know stops them
 * there, not at a checkout.
 */
export function taxEngine(): TaxEngine {
  chosen ??= taxProvider() === "stripe" ? stripeTaxEngine : ratesEngine;
  return chosen;
}
