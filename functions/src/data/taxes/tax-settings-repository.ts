import { db } from "../firebase";
import { read, replace, type Transaction } from "../transaction";

const COLLECTION = "taxSettings";

/** How the shop taxes (docs/api.md, "Taxes"). */
export interface StoredTaxSettings {
  /** false: tax on top of prices (US style); true: prices include it (EU style). */
  pricesIncludeTax: boolean;
  shopAddress: { country: string; region: string | null };
}

/** What a shop that never set its taxes has: prices without tax, and a US address with no rate of its own. */
export const defaultTaxSettings: StoredTaxSettings = {
  pricesIncludeTax: false,
  shopAddress: { country: "US", region: null },
};

// The shop's one settings document.
const settingsRef = async () => (await db()).collection(COLLECTION).doc("shop");

/**
 * The settings, or the defaults before the owner set them; read in a unit's first batch (with an
 * order's products) they cost no round trip of their own, so quotes and checkouts read them fresh.
 */
export async function readTaxSettings(tx?: Transaction): Promise<StoredTaxSettings> {
  return (await findTaxSettings(tx)) ?? defaultTaxSettings;
}

/** The stored settings; null before they were first written. */
export async function findTaxSettings(tx?: Transaction): Promise<StoredTaxSettings | null> {
  const snapshot = await read(await settingsRef(), tx);
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const address = (data.shopAddress ?? {}) as { country?: unknown; region?: unknown };
  return {
    pricesIncludeTax: data.pricesIncludeTax === true,
    shopAddress: {
      country: typeof address.country === "string" ? address.country : defaultTaxSettings.shopAddress.country,
      region: typeof address.region === "string" ? address.region : null,
    },
  };
}

export async function writeTaxSettings(settings: StoredTaxSettings, tx?: Transaction): Promise<void> {
  await replace(await settingsRef(), { ...settings, updatedAt: new Date() }, tx);
}
