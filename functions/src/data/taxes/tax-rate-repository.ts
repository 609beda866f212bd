import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { TaxRule } from "../../domain/taxes/tax";
import { db } from "../firebase";
import { stampChange } from "../change-stamp-repository";
import { insert, read, update, type NewDocumentOptions, type Transaction } from "../transaction";

const COLLECTION = "taxRates";

/** A tax rate as stored (docs/api.md, "Taxes"): what the tax rules need of it, and its id. */
export interface StoredTaxRate extends TaxRule {
  _id: string;
}

export type NewStoredTaxRate = Omit<StoredTaxRate, "_id">;

async function taxRates() {
  return (await db()).collection(COLLECTION);
}

function toStoredTaxRate(snapshot: DocumentSnapshot): StoredTaxRate {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    label: String(data.label ?? ""),
    country: String(data.country ?? ""),
    region: typeof data.region === "string" ? data.region : null,
    rate: Number(data.rate ?? 0),
    shipping: data.shipping === true,
    active: data.active !== false,
  };
}

/** Every rate, active or not, by country, region and label (a shop has a handful: read whole). */
export async function listTaxRates(tx?: Transaction): Promise<StoredTaxRate[]> {
  const collection = await taxRates();
  const snapshot = tx ? await tx.get(collection) : await collection.get();
  return snapshot.docs
    .map(toStoredTaxRate)
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) ||
        (a.region ?? "").localeCompare(b.region ?? "") ||
        a.label.localeCompare(b.label),
    );
}

export async function findTaxRate(id: string, tx?: Transaction): Promise<StoredTaxRate | null> {
  const snapshot = await read((await taxRates()).doc(id), tx);
  return snapshot.exists ? toStoredTaxRate(snapshot) : null;
}

/** Creates a rate in the caller's unit, and stamps the rates' change in it (change-stamp-repository.ts). */
export async function insertTaxRate(
  rate: NewStoredTaxRate,
  tx: Transaction,
  options: NewDocumentOptions = {},
): Promise<StoredTaxRate> {
  await stampChange("taxRates", tx);
  const { _id } = await insert(await taxRates(), { ...rate, updatedAt: new Date() }, options, tx);
  return { _id, ...rate };
}

/** Changes a rate's fields in the caller's unit, and stamps the rates' change in it. */
export async function updateTaxRate(id: string, changes: Partial<NewStoredTaxRate>, tx: Transaction): Promise<void> {
  await stampChange("taxRates", tx);
  await update((await taxRates()).doc(id), { ...changes, updatedAt: new Date() }, tx);
}
