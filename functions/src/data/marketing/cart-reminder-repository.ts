import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db, isoDate } from "../firebase";
import { buildQuery, deleteMatching, type QueryShape } from "../query-shape";
import { read, type Transaction } from "../transaction";

const COLLECTION = "cartReminders";

/**
 * `cartReminders/{uid}-{cart's updatedAt in ms}` (domain/marketing/reminders.ts reminderId): one
 * resting cart's reminders, with the lines they named (what the restore link brings back), how many
 * went and when. A cart changed since starts a new document. The owner's figures count them.
 */
export interface StoredReminder {
  _id: string;
  uid: string;
  email: string;
  lines: Array<{ productId: string; variantId: string; quantity: number }>;
  count: number;
  firstSentAt: string | null;
  lastSentAt: string | null;
}

async function reminders() {
  return (await db()).collection(COLLECTION);
}

function toReminder(snapshot: DocumentSnapshot): StoredReminder {
  const data = snapshot.data() ?? {};
  const lines = Array.isArray(data.lines) ? (data.lines as Array<Record<string, unknown>>) : [];
  return {
    _id: snapshot.id,
    uid: String(data.uid ?? ""),
    email: String(data.email ?? ""),
    lines: lines.map((line) => ({
      productId: String(line.productId ?? ""),
      variantId: String(line.variantId ?? ""),
      quantity: Number(line.quantity ?? 0),
    })),
    count: Number(data.count ?? 0) || 0,
    firstSentAt: isoDate(data.firstSentAt),
    lastSentAt: isoDate(data.lastSentAt),
  };
}

export const reminderShapes = {
  /** Carts whose first reminder went between two moments (the owner's figures). */
  firstSentBetween: (from: Date, until: Date): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "firstSentAt", op: ">=", value: from },
      { field: "firstSentAt", op: "<", value: until },
    ],
    orderBy: [{ field: "firstSentAt", direction: "asc" }],
  }),
  /** An account's reminders (its erasure). */
  ofUid: (uid: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "uid", op: "==", value: uid }],
    orderBy: [],
  }),
};

export async function findReminder(id: string, tx?: Transaction): Promise<StoredReminder | null> {
  const snapshot = await read((await reminders()).doc(id), tx);
  return snapshot.exists ? toReminder(snapshot) : null;
}

/** The reminder cycles of these ids, in one batch read (the sweep). */
export async function findReminders(ids: readonly string[]): Promise<Map<string, StoredReminder>> {
  if (ids.length === 0) return new Map();
  const collection = await reminders();
  const snapshots = await collection.firestore.getAll(...ids.map((id) => collection.doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((snapshot) => [snapshot.id, toReminder(snapshot)]));
}

/** Records one more reminder sent (the first creates the document). */
export async function saveReminder(
  reminder: Omit<StoredReminder, "firstSentAt" | "lastSentAt">,
  at: Date,
  tx: Transaction,
) {
  const { _id, ...fields } = reminder;
  const first = reminder.count === 1 ? { firstSentAt: at } : {};
  tx.set((await reminders()).doc(_id), { ...fields, ...first, lastSentAt: at }, { merge: true });
}

export async function listRemindersFirstSentBetween(from: Date, until: Date): Promise<StoredReminder[]> {
  return (await buildQuery(await reminders(), reminderShapes.firstSentBetween(from, until)).get()).docs.map(toReminder);
}

/** Deletes an account's reminders (an erasure); answers how many. */
export async function deleteRemindersOf(uid: string): Promise<number> {
  return deleteMatching(buildQuery(await reminders(), reminderShapes.ofUid(uid)));
}
