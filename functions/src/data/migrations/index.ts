import { rebuildDailyStats } from "./daily-stats";
import { backfillHoldGuards } from "./hold-guards";
import { backfillOrderCents } from "./order-cents";
import { backfillOrderLines } from "./order-lines";
import { backfillOrderNumbers } from "./order-numbers";
import { backfillProductCatalogueFields } from "./product-catalogue-fields";
import { backfillProductCents } from "./product-cents";
import { backfillProductSearch } from "./product-search";
import { backfillProductVariants } from "./product-variants";
import { backfillProductVersions } from "./product-versions";
import { shardProductStock } from "./product-stock-shards";
import { rekeyRedemptions } from "./redemption-keys";
import { backfillTeamRoles } from "./team-roles";
import { backfillUserEmails } from "./user-emails";
import { backfillVariantSkus } from "./variant-skus";

/**
 * Every data migration, in the order they run: each is idempotent (it writes only what differs,
 * so a second run changes nothing) and answers how many documents it changed. `npm run migrate`
 * runs them against a deployed project once after deploying; the seed runs them on every start,
 * so data kept with `npm start -- --persist` from an older version is brought up to date.
 */
export const migrations: ReadonlyArray<{ name: string; run: () => Promise<number> }> = [
  { name: "product prices in cents", run: backfillProductCents },
  { name: "order money in cents", run: backfillOrderCents },
  { name: "order lines", run: backfillOrderLines },
  { name: "order numbers", run: backfillOrderNumbers },
  { name: "product search fields", run: backfillProductSearch },
  { name: "product versions", run: backfillProductVersions },
  { name: "product category, stock and rating fields", run: backfillProductCatalogueFields },
  // After the prices in cents: the default variant takes the product's.
  { name: "product variants", run: backfillProductVariants },
  { name: "variant SKUs", run: backfillVariantSkus },
  // After the variants: each variant's pieces go to the product's stock shards.
  { name: "product stock shards", run: shardProductStock },
  { name: "lower-case user emails", run: backfillUserEmails },
  { name: "team roles", run: backfillTeamRoles },
  { name: "code uses under keyed hashes", run: rekeyRedemptions },
  { name: "hold guards for accounts with orders", run: backfillHoldGuards },
  // After the order migrations: the overview's days are counted from every order's moves.
  { name: "daily stats", run: rebuildDailyStats },
];

/** Runs every migration, one after another; answers how many documents each changed, by name. */
export async function runMigrations(): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const { name, run } of migrations) changed[name] = await run();
  return changed;
}
