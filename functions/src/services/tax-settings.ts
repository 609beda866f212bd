import type { TaxSettings, TaxSettingsChange } from "@hometools/contract";
import { runTransaction } from "../data/transaction";
import { readTaxSettings, writeTaxSettings } from "../data/tax-settings-repository";

/** GET /tax-settings (admin). */
export async function getTaxSettings(): Promise<TaxSettings> {
  return readTaxSettings();
}

/** PUT /tax-settings (owner): the field given changes, the other stays (read and written in one unit). */
export async function putTaxSettings(input: TaxSettingsChange): Promise<TaxSettings> {
  return runTransaction(async (tx) => {
    const settings = await readTaxSettings(tx);
    const changed = {
      pricesIncludeTax: input.pricesIncludeTax ?? settings.pricesIncludeTax,
      shopAddress: input.shopAddress ?? settings.shopAddress,
    };
    await writeTaxSettings(changed, tx);
    return changed;
  });
}
