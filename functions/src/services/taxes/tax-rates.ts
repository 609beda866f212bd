import { regionProblem, type NewTaxRate, type TaxRate, type TaxRatePatch } from "@hometools/contract";
import { readChangeStamp } from "../../data/change-stamp-repository";
import {
  findTaxRate,
  insertTaxRate,
  listTaxRates,
  updateTaxRate,
  type NewStoredTaxRate,
  type StoredTaxRate,
} from "../../data/taxes/tax-rate-repository";
import { runTransaction, type Transaction } from "../../data/transaction";
import { changesBetween } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";
import { recordActivity } from "../team/record-activity";
import { Refused } from "../../domain/refused";
import { cacheByStamp } from "../stamped-cache";

/**
 * Every tax rate, for a quote: this instance's copy under the rates' change stamp, as the shipping
 * rates are kept (services/stamped-cache.ts). A checkout reads the rates in its own unit.
 */
const taxRatesForQuote = cacheByStamp(() => listTaxRates());

/** The tax rates a quote prices with: the stamp shares the quote's batch read, the rates come cached. */
export async function readQuoteTaxRates(tx: Transaction): Promise<StoredTaxRate[]> {
  return taxRatesForQuote(await readChangeStamp("taxRates", tx));
}

/** GET /tax-rates (admin): every rate, retired ones too. */
export async function listAllTaxRates(): Promise<TaxRate[]> {
  return listTaxRates();
}

const rateExists = (rate: Pick<StoredTaxRate, "country" | "region">) =>
  new Refused({ kind: "rate-exists", country: rate.country, region: rate.region });

/**
 * One active rate per country and region, checked against the rates read in the change's unit. The
 * unit reads the rates' stamp too and writes it with the change (tax-rate-repository.ts), so two
 * changes at once for the same place cannot both pass: the second one's commit finds the stamp
 * changed and runs again (data/transaction.ts).
 */
function checkOneActive(rate: NewStoredTaxRate, exceptId: string | null, rates: readonly StoredTaxRate[]): void {
  const taken = rates.some(
    (other) => other._id !== exceptId && other.active && other.country === rate.country && other.region === rate.region,
  );
  if (rate.active && taken) throw rateExists(rate);
}

/**
 * The stamp first, then the rates: reads at once are not one snapshot, so a query answered just
 * before another unit's commit and a stamp read just after it would pass a check against rates that
 * were already out of date (three owners adding one place at once once created two). Read in this
 * order, a stamp read before that commit fails this unit's own, and one read after it comes with
 * rates that hold what it committed.
 */
const readRates = async (tx: Transaction) => {
  await readChangeStamp("taxRates", tx);
  return listTaxRates(tx);
};

/** POST /tax-rates (owner): 409 rate-exists when an active rate serves that place already. */
export async function addTaxRate(caller: Caller, input: NewTaxRate): Promise<TaxRate> {
  const rate: NewStoredTaxRate = { ...input };
  return runTransaction(async (tx) => {
    checkOneActive(rate, null, await readRates(tx));
    const added = await insertTaxRate(rate, tx);
    await recordActivity(tx, caller, {
      action: "tax-rate.create",
      target: { kind: "tax-rate", id: added._id, label: added.label },
    });
    return added;
  });
}

/** PATCH /tax-rates/{id} (owner): the fields given change, the others stay. */
export async function editTaxRate(caller: Caller, id: string, patch: TaxRatePatch): Promise<TaxRate> {
  return runTransaction(async (tx) => {
    const [rate, rates] = await Promise.all([findTaxRate(id, tx), readRates(tx)]);
    if (!rate) throw new Refused({ kind: "no-such", thing: "tax-rate" });
    const changes: Partial<NewStoredTaxRate> = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const { _id, ...changed } = { ...rate, ...changes };
    const problem = regionProblem(changed.country, changed.region);
    if (problem) throw new Refused({ kind: "bad-region", problem });
    checkOneActive(changed, _id, rates);
    const changedFields = changesBetween(rate, changes);
    if (!changedFields) return { _id, ...changed }; // nothing changes: no write, no entry
    await updateTaxRate(id, changes, tx);
    await recordActivity(tx, caller, {
      action: "tax-rate.update",
      target: { kind: "tax-rate", id, label: rate.label },
      changes: changedFields,
    });
    return { _id, ...changed };
  });
}
