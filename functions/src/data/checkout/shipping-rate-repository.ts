import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import { db } from "../firebase";
import { stampChange } from "../change-stamp-repository";
import { insert, read, runTransaction, update, type NewDocumentOptions } from "../transaction";

const COLLECTION = "shippingRates";

/** A shipping rate as stored: money in integer cents. */
export interface StoredShippingRate {
  _id: string;
  label: string;
  amountCents: number;
  /** Orders whose subtotal reaches this ship free; null: never free. */
  freeOverCents: number | null;
  /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other active rate names. */
  countries: string[];
  active: boolean;
}

export type NewStoredShippingRate = Omit<StoredShippingRate, "_id">;

async function rates() {
  return (await db()).collection(COLLECTION);
}

function toStoredRate(snapshot: DocumentSnapshot): StoredShippingRate {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    label: String(data.label ?? ""),
    amountCents: Number(data.amountCents ?? 0),
    freeOverCents: typeof data.freeOverCents === "number" ? data.freeOverCents : null,
    countries: Array.isArray(data.countries) ? data.countries.map(String) : [],
    active: data.active !== false,
  };
}

/** Every rate, active or not, by label (a shop has a handful: read whole). */
export async function listShippingRates(tx?: Transaction): Promise<StoredShippingRate[]> {
  const collection = await rates();
  const snapshot = tx ? await tx.get(collection) : await collection.get();
  return snapshot.docs
    .map(toStoredRate)
    .sort((a, b) => a.amountCents - b.amountCents || a.label.localeCompare(b.label));
}

export async function findShippingRate(id: string, tx?: Transaction): Promise<StoredShippingRate | null> {
  const snapshot = await read((await rates()).doc(id), tx);
  return snapshot.exists ? toStoredRate(snapshot) : null;
}

/**
 * Creates a rate, and stamps the rates' change in the same unit (change-stamp-repository.ts): the
 * caller's unit when given, else one of its own.
 */
export async function insertShippingRate(
  rate: NewStoredShippingRate,
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<StoredShippingRate> {
  const write = async (unit: Transaction) => {
    await stampChange("shippingRates", unit);
    return insert(await rates(), { ...rate, updatedAt: new Date() }, options, unit);
  };
  const { _id } = tx ? await write(tx) : await runTransaction(write);
  return { _id, ...rate };
}

/** Changes a rate's fields, and stamps the rates' change in the same unit (the caller's, or its own). */
export async function updateShippingRate(
  id: string,
  changes: Partial<NewStoredShippingRate>,
  tx?: Transaction,
): Promise<void> {
  const write = async (unit: Transaction) => {
    await stampChange("shippingRates", unit);
    await update((await rates()).doc(id), { ...changes, updatedAt: new Date() }, unit);
  };
  await (tx ? write(tx) : runTransaction(write));
}
