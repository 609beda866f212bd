import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import { db, isoDate } from "../firebase";
import { buildQuery, type QueryShape } from "../query-shape";
import { create, read, update } from "../transaction";

const CODES = "discountCodes";
const REDEMPTIONS = "discountRedemptions";

/** A discount code as stored (`discountCodes/{CODE}`, the id upper-case): money in cents. */
export interface StoredDiscountCode {
  code: string;
  kind: "percent" | "amount";
  /** A percent (1-100) for "percent"; cents for "amount". */
  value: number;
  minSubtotalCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  perCustomer: number;
  productIds: string[];
  active: boolean;
  createdAt: string | null;
}

export type NewStoredDiscountCode = Omit<StoredDiscountCode, "createdAt" | "active">;

export interface DiscountCodeChanges {
  active?: boolean;
  endsAt?: string | null;
  maxRedemptions?: number | null;
}

const codesOf = async () => (await db()).collection(CODES);
const redemptionsOf = async () => (await db()).collection(REDEMPTIONS);

function toStoredCode(snapshot: DocumentSnapshot): StoredDiscountCode {
  const data = snapshot.data() ?? {};
  return {
    code: snapshot.id,
    kind: data.kind === "amount" ? "amount" : "percent",
    value: Number(data.value ?? 0),
    minSubtotalCents: typeof data.minSubtotalCents === "number" ? data.minSubtotalCents : null,
    startsAt: isoDate(data.startsAt),
    endsAt: isoDate(data.endsAt),
    maxRedemptions: typeof data.maxRedemptions === "number" ? data.maxRedemptions : null,
    perCustomer: Number(data.perCustomer ?? 1),
    productIds: Array.isArray(data.productIds) ? data.productIds.map(String) : [],
    active: data.active !== false,
    createdAt: isoDate(data.createdAt),
  };
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : value);

export async function findDiscountCode(code: string, tx?: Transaction): Promise<StoredDiscountCode | null> {
  const snapshot = await read((await codesOf()).doc(code), tx);
  return snapshot.exists ? toStoredCode(snapshot) : null;
}

/** Creates the code; throws Firestore's ALREADY_EXISTS when one of that name exists. */
export async function insertDiscountCode(code: NewStoredDiscountCode, tx?: Transaction): Promise<StoredDiscountCode> {
  const createdAt = new Date();
  const { startsAt, endsAt, ...rest } = code;
  await create(
    (await codesOf()).doc(code.code),
    {
      ...rest,
      startsAt: toDate(startsAt),
      endsAt: toDate(endsAt),
      active: true,
      createdAt,
    },
    tx,
  );
  return { ...code, active: true, createdAt: createdAt.toISOString() };
}

export async function updateDiscountCode(code: string, changes: DiscountCodeChanges, tx?: Transaction): Promise<void> {
  const { endsAt, ...rest } = changes;
  await update((await codesOf()).doc(code), { ...rest, ...(endsAt !== undefined && { endsAt: toDate(endsAt) }) }, tx);
}

/** Every code, newest first (a shop has tens: read whole). */
export async function listDiscountCodes(): Promise<StoredDiscountCode[]> {
  const snapshot = await (await codesOf()).get();
  return snapshot.docs.map(toStoredCode).sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? ""));
}

/**
 * Redemptions (docs/decisions/031): one document per use of a code, so no counter document is hot.
 * An order's use writes one "use" document, under a numbered slot `CODE~slot~N` (N below
 * maxRedemptions) when the code is capped, else under the order's id; and one "customer" document
 * per customer key, numbered below perCustomer (`CODE~<key>~N`). Each is created with the order in
 * its unit, and a create of a slot someone took meanwhile fails the unit, which runs again: the cap
 * and the per-customer limit hold exactly, and buyers only meet when they pick the same slot.
 */
export const redemptionShapes = {
  usesOf: (code: string): QueryShape => ({
    collection: REDEMPTIONS,
    filters: [
      { field: "code", op: "==", value: code },
      { field: "kind", op: "==", value: "use" },
    ],
    orderBy: [],
  }),
  /** Every customer's use of every code (the migration to keyed ids reads them). */
  customerUses: (): QueryShape => ({
    collection: REDEMPTIONS,
    filters: [{ field: "kind", op: "==", value: "customer" }],
    orderBy: [],
  }),
};

/** The redemption collection, for a migration that moves its documents. */
export const redemptionCollection = redemptionsOf;

export const slotId = (code: string, slot: number) => `${code}~slot~${slot}`;
export const customerSlotId = (code: string, key: string, index: number) => `${code}~${key}~${index}`;

/** The slots of a capped code taken now (read outside any check: a unit re-checks the slot it takes). */
export async function takenSlots(code: string): Promise<Set<number>> {
  const snapshot = await buildQuery(await redemptionsOf(), redemptionShapes.usesOf(code)).get();
  return new Set(
    snapshot.docs.map((doc) => doc.get("slot")).filter((slot): slot is number => typeof slot === "number"),
  );
}

/** How many orders hold the code now. */
export async function countRedemptions(code: string): Promise<number> {
  const snapshot = await buildQuery(await redemptionsOf(), redemptionShapes.usesOf(code))
    .count()
    .get();
  return snapshot.data().count;
}

/** Whether each of these redemption documents exists, read in the unit (so its create is checked). */
export async function readRedemptions(ids: readonly string[], tx: Transaction): Promise<boolean[]> {
  if (ids.length === 0) return [];
  const collection = await redemptionsOf();
  const snapshots = await tx.getAll(...ids.map((id) => collection.doc(id)));
  return snapshots.map((snapshot) => snapshot.exists);
}

export interface NewRedemption {
  id: string;
  code: string;
  kind: "use" | "customer";
  slot: number | null;
  orderId: string;
}

export async function createRedemptions(redemptions: readonly NewRedemption[], tx: Transaction): Promise<void> {
  const collection = await redemptionsOf();
  const at = new Date();
  for (const { id, ...fields } of redemptions) tx.create(collection.doc(id), { ...fields, createdAt: at });
}

/** Gives the code back (an unpaid order cancelled or expired): its redemption documents go. */
export async function deleteRedemptions(ids: readonly string[], tx: Transaction): Promise<void> {
  const collection = await redemptionsOf();
  for (const id of ids) tx.delete(collection.doc(id));
}
