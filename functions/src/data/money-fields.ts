import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { toCents } from "../domain/pricing";

/**
 * A money field as Firestore holds it: integer cents, under `cents`. Documents written before
 * (by an older server, or straight into Firestore) carry float dollars under `legacyDollars`
 * instead; they read correctly until `npm run migrate` converts them.
 */
export interface MoneyField {
  cents: string;
  legacyDollars: string;
}

function legacyCents(data: DocumentData, field: MoneyField): number | null {
  const dollars = data[field.legacyDollars] as unknown;
  if (dollars === null || dollars === undefined || dollars === "") return null;
  const value = Number(dollars);
  return Number.isFinite(value) ? toCents(value) : null;
}

/** The field in cents: the cents field when there is one, else the legacy dollars rounded to cents. */
export function readCents(data: DocumentData, field: MoneyField): number {
  const cents = data[field.cents] as unknown;
  if (typeof cents === "number" && Number.isFinite(cents)) return cents;
  return legacyCents(data, field) ?? 0;
}

/**
 * What the money migration writes to one document, or null when it is done: the cents from the
 * legacy dollars, and the dollars set to null. Null rather than FieldValue.delete(), which the
 * embedded Firestore emulator ignores; a null also says plainly that the dollars were moved, where
 * a stale copy beside the cents could be read by mistake. Dollars it cannot read are left alone.
 */
export function centsChanges(doc: DocumentSnapshot, fields: MoneyField[]): DocumentData | null {
  const data = doc.data() ?? {};
  const changes: DocumentData = {};
  for (const field of fields) {
    if (data[field.legacyDollars] === null || data[field.legacyDollars] === undefined) continue;
    const hasCents = typeof data[field.cents] === "number";
    const cents = legacyCents(data, field);
    if (!hasCents && cents === null) continue;
    if (!hasCents) changes[field.cents] = cents;
    changes[field.legacyDollars] = null;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
