import type { MarketingSettings } from "@hometools/contract";
import { db } from "../firebase";
import { read, replace, type Transaction } from "../transaction";

// The shop's one marketing settings document, `marketingSettings/shop`.
const settingsRef = async () => (await db()).collection("marketingSettings").doc("shop");

/** The stored settings; null before the owner first set them (the sweep then uses its defaults). */
export async function findMarketingSettings(tx?: Transaction): Promise<MarketingSettings | null> {
  const snapshot = await read(await settingsRef(), tx);
  if (!snapshot.exists) return null;
  const delayHours = Number(snapshot.get("delayHours"));
  return {
    enabled: snapshot.get("enabled") !== false,
    delayHours: Number.isFinite(delayHours) && delayHours > 0 ? delayHours : 0,
  };
}

export async function writeMarketingSettings(settings: MarketingSettings, tx?: Transaction): Promise<void> {
  await replace(await settingsRef(), { ...settings, updatedAt: new Date() }, tx);
}
