import type { MarketingSettings } from "@hometools/contract";
import { abandonedCartHours } from "../../config";
import { findMarketingSettings, writeMarketingSettings } from "../../data/marketing/marketing-settings-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import { assertOwner, type Caller } from "../../domain/caller";
import { changesBetween } from "../../domain/team/activity";
import { recordActivity } from "../team/record-activity";

/** The owner's settings, or before they set any: reminders on, after ABANDONED_CART_HOURS (default 10). */
export async function readMarketingSettings(tx?: Transaction): Promise<MarketingSettings> {
  const stored = await findMarketingSettings(tx);
  return { enabled: stored?.enabled ?? true, delayHours: stored?.delayHours || abandonedCartHours() };
}

/** GET /settings/marketing (owner). */
export async function getMarketingSettings(caller: Caller): Promise<MarketingSettings> {
  assertOwner(caller);
  return readMarketingSettings();
}

/** PUT /settings/marketing (owner): read and written in one unit with the activity's entry. */
export async function putMarketingSettings(caller: Caller, input: MarketingSettings): Promise<MarketingSettings> {
  assertOwner(caller);
  return runTransaction(async (tx) => {
    const settings = await readMarketingSettings(tx);
    const changes = changesBetween(settings, input);
    if (!changes) return settings;
    await writeMarketingSettings(input, tx);
    await recordActivity(tx, caller, {
      action: "marketing.settings",
      target: { kind: "marketing-settings", id: "settings", label: "Marketing settings" },
      changes,
    });
    return input;
  });
}
