import type { TaxSettings, TaxSettingsChange } from "@hometools/contract";
import { runTransaction } from "../../data/transaction";
import { readTaxSettings, writeTaxSettings } from "../../data/taxes/tax-settings-repository";
import { changesBetween } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";
import { recordActivity } from "../team/record-activity";

/** GET /tax-settings (admin). */
export async function getTaxSettings(): Promise<TaxSettings> {
  return readTaxSettings();
}

/** PUT /tax-settings (owner): the field given changes, the other stays (read and written in one unit). */
export async function putTaxSettings(caller: Caller, input: TaxSettingsChange): Promise<TaxSettings> {
  return runTransaction(async (tx) => {
    const settings = await readTaxSettings(tx);
    const changed = {
      pricesIncludeTax: input.pricesIncludeTax ?? settings.pricesIncludeTax,
      shopAddress: input.shopAddress ?? settings.shopAddress,
    };
    const changes = changesBetween(settings, changed);
    if (!changes) return changed; // nothing changes: no write, no entry
    await writeTaxSettings(changed, tx);
    await recordActivity(tx, caller, {
      action: "tax.settings",
      target: { kind: "tax-settings", id: "settings", label: "Tax settings" },
      changes,
    });
    return changed;
  });
}
