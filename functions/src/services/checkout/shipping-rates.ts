import type { NewShippingRate, ShippingRate, ShippingRatePatch } from "@hometools/contract";
import {
  findShippingRate,
  insertShippingRate,
  listShippingRates,
  updateShippingRate,
  type NewStoredShippingRate,
  type StoredShippingRate,
} from "../../data/checkout/shipping-rate-repository";
import { runTransaction } from "../../data/transaction";
import { changesBetween } from "../../domain/team/activity";
import type { Caller } from "../../domain/caller";
import { toCents, toDollars } from "../../domain/pricing";
import { Refused } from "../../domain/refused";
import { recordActivity } from "../team/record-activity";
import { cacheByStamp } from "../stamped-cache";

/** What the API shows of a rate: money in dollars. */
export function toShippingRate(rate: StoredShippingRate): ShippingRate {
  const { amountCents, freeOverCents, ...rest } = rate;
  return {
    ...rest,
    amount: toDollars(amountCents),
    freeOver: freeOverCents === null ? null : toDollars(freeOverCents),
  };
}

/**
 * Every rate, for a quote (docs/decisions/035): this instance's copy while the rates' change stamp,
 * read in the quote's batch read, is the one it was read under, and for at most a minute; else read
 * again. A checkout reads the rates in its own unit and charges those.
 */
export const ratesForQuote = cacheByStamp(() => listShippingRates());

/** GET /shipping-rates: the active ones for everyone; `all` (admins only, checked by the route) also the others. */
export async function listRates({ all = false } = {}): Promise<ShippingRate[]> {
  const rates = await listShippingRates();
  return rates.filter((rate) => all || rate.active).map(toShippingRate);
}

/** POST /shipping-rates (owner). */
export async function addRate(caller: Caller, input: NewShippingRate): Promise<ShippingRate> {
  const rate: NewStoredShippingRate = {
    label: input.label,
    amountCents: toCents(input.amount),
    freeOverCents: input.freeOver === null ? null : toCents(input.freeOver),
    countries: input.countries,
    active: input.active,
  };
  const created = await runTransaction(async (tx) => {
    const stored = await insertShippingRate(rate, {}, tx);
    await recordActivity(tx, caller, {
      action: "shipping-rate.create",
      target: { kind: "shipping-rate", id: stored._id, label: stored.label },
    });
    return stored;
  });
  return toShippingRate(created);
}

/** PATCH /shipping-rates/{id} (owner): the fields given change, the others stay; the entry names what changed. */
export async function editRate(caller: Caller, id: string, patch: ShippingRatePatch): Promise<ShippingRate> {
  return runTransaction(async (tx) => {
    const rate = await findShippingRate(id, tx);
    if (!rate) throw new Refused({ kind: "no-such", thing: "shipping-rate" });
    const changes: Partial<NewStoredShippingRate> = {
      ...(patch.label !== undefined && { label: patch.label }),
      ...(patch.amount !== undefined && { amountCents: toCents(patch.amount) }),
      ...(patch.freeOver !== undefined && { freeOverCents: patch.freeOver === null ? null : toCents(patch.freeOver) }),
      ...(patch.countries !== undefined && { countries: patch.countries }),
      ...(patch.active !== undefined && { active: patch.active }),
    };
    // A patch that changes nothing writes nothing (no new change stamp for the quotes' cache, no entry).
    const changed = changesBetween(toShippingRate(rate), patch);
    if (!changed) return toShippingRate(rate);
    await updateShippingRate(id, changes, tx);
    await recordActivity(tx, caller, {
      action: "shipping-rate.update",
      target: { kind: "shipping-rate", id, label: rate.label },
      changes: changed,
    });
    return toShippingRate({ ...rate, ...changes });
  });
}
