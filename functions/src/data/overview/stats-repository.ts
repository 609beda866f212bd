import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import {
  emptyCounts,
  sumByDay,
  type DayChange,
  type DayCounts,
  type ProductSales,
} from "../../domain/overview/daily-stats";
import { db } from "../firebase";
import { inTurn } from "../in-turn";
import { buildQuery, type QueryShape } from "../query-shape";

/**
 * The overview's rollups (docs/decisions/028): `stats/{YYYY-MM-DD}` holds a UTC day's counts and
 * `stats/{day}/sales/{productId}` each tool's paid pieces and revenue that day. They are written with
 * increments in the transaction of the move they count, so they need no read (no contention between
 * concurrent payments) and commit or vanish with the move.
 */
const COLLECTION = "stats";
const SALES = "sales";
/**
 * `statParts/{day}~{n}`: a day's counts are incremented on one of DAY_PARTS part documents, taken
 * in turn (decision 049), so a sale's orders do not all write one document; the day is its own
 * document (what `npm run migrate` rebuilt) plus its parts.
 */
const PARTS = "statParts";
/** A sale of 10 orders a second (a move and a mail each) writes a part about 5 times in 10 s. */
const DAY_PARTS = 40;
const countNames = Object.keys(emptyCounts()) as (keyof DayCounts)[];

/**
 * The part a write counts on, the parts taken in turn (data/in-turn.ts: a random pick wrote one part
 * four times as often as the mean within 10 s, `npm run load -- --hot`). A unit never writes one part
 * twice (a placed order counts its move and its mail): two writes of one document in a commit are
 * what the embedded fallback cannot apply.
 */
const partsOfUnit = new WeakMap<Transaction, Set<number>>();
const nextPart = inTurn();
function partFor(tx?: Transaction): number {
  const used = tx ? (partsOfUnit.get(tx) ?? new Set<number>()) : new Set<number>();
  let part = nextPart(DAY_PARTS);
  while (used.has(part) && used.size < DAY_PARTS) part = nextPart(DAY_PARTS);
  if (tx) partsOfUnit.set(tx, used.add(part));
  return part;
}

async function dayRef(day: string): Promise<DocumentReference> {
  return (await db()).collection(COLLECTION).doc(day);
}

const firestoreModule = () => import("firebase-admin/firestore");

/** Adds one move's change to its day, inside the move's transaction (a write only: no read). */
export async function addToDay(change: DayChange, tx: Transaction): Promise<void> {
  const { FieldValue } = await firestoreModule();
  const ref = await dayRef(change.day);
  const counts: DocumentData = { date: change.day };
  for (const [name, value] of Object.entries(change.counts)) counts[name] = FieldValue.increment(value);
  tx.set((await db()).collection(PARTS).doc(`${change.day}~${partFor(tx)}`), counts, { merge: true });
  for (const sold of change.sales) {
    tx.set(
      ref.collection(SALES).doc(sold.productId),
      {
        productId: sold.productId,
        name: sold.name,
        pieces: FieldValue.increment(sold.pieces),
        revenueCents: FieldValue.increment(sold.revenueCents),
      },
      { merge: true },
    );
  }
}

/**
 * A mail kind's count is a top-level field of the part, `mail_<kind>` with the kind's hyphens as
 * underscores (kinds have none of their own): an increment of a nested field (`mails.{kind}`) or of
 * a quoted one is what the embedded fallback cannot apply.
 */
const mailPrefix = "mail_";
const mailField = (kind: string) => mailPrefix + kind.replace(/-/g, "_");

/**
 * One mail queued, counted under its kind on its UTC day (`mail_<kind>` of one of the day's parts,
 * as addToDay counts): an increment, in the unit that writes the mail when there is one.
 */
export async function countMailOnDay(kind: string, at: Date, tx?: Transaction): Promise<void> {
  const { FieldValue } = await firestoreModule();
  const day = at.toISOString().slice(0, 10);
  const ref = (await db()).collection(PARTS).doc(`${day}~${partFor(tx)}`);
  const data = { date: day, [mailField(kind)]: FieldValue.increment(1) };
  if (tx) tx.set(ref, data, { merge: true });
  else await ref.set(data, { merge: true });
}

/** Adds a day's (or a part's) mail counts to `total`: its `mail_<kind>` fields, and a `mails` map stored before them. */
function addMails(total: Record<string, number>, data: DocumentData | undefined): void {
  const add = (kind: string, count: unknown) => (total[kind] = (total[kind] ?? 0) + (Number(count) || 0));
  for (const [kind, count] of Object.entries((data?.mails ?? {}) as Record<string, unknown>)) add(kind, count);
  for (const [field, count] of Object.entries(data ?? {})) {
    if (field.startsWith(mailPrefix)) add(field.slice(mailPrefix.length).replace(/_/g, "-"), count);
  }
}

function toCounts(data: DocumentData | undefined): DayCounts {
  const counts = emptyCounts();
  for (const name of countNames) counts[name] = Number(data?.[name] ?? 0) || 0;
  return counts;
}

function toSales(data: DocumentData, id: string): ProductSales {
  return {
    productId: String(data.productId ?? id),
    name: String(data.name ?? ""),
    pieces: Number(data.pieces ?? 0) || 0,
    revenueCents: Number(data.revenueCents ?? 0) || 0,
  };
}

/** The parts of the days from `first` to `last` (YYYY-MM-DD). */
export function dayPartsShape(first: string, last: string): QueryShape {
  return {
    collection: PARTS,
    filters: [
      { field: "date", op: ">=", value: first },
      { field: "date", op: "<=", value: last },
    ],
    orderBy: [],
  };
}

/** The counts of each of `days` (zeros for a day with no document): its own document and its parts. */
export async function readDays(days: readonly string[]): Promise<Map<string, DayCounts>> {
  return (await readDaysAndMails(days)).counts;
}

/** The counts of each of `days`, and the mails queued on them per kind, summed: one batch read. */
export async function readDaysAndMails(
  days: readonly string[],
): Promise<{ counts: Map<string, DayCounts>; mails: Record<string, number> }> {
  if (days.length === 0) return { counts: new Map(), mails: {} };
  const refs = await Promise.all(days.map(dayRef));
  const sorted = [...days].sort();
  const [snapshots, parts] = await Promise.all([
    (await db()).getAll(...refs),
    buildQuery((await db()).collection(PARTS), dayPartsShape(sorted[0]!, sorted.at(-1)!)).get(),
  ]);
  const found = new Map(snapshots.map((snapshot) => [snapshot.id, toCounts(snapshot.data())]));
  const mails: Record<string, number> = {};
  for (const snapshot of snapshots) addMails(mails, snapshot.data());
  for (const part of parts.docs) {
    const counts = found.get(String(part.get("date")));
    if (!counts) continue;
    const added = toCounts(part.data());
    for (const name of countNames) counts[name] += added[name];
    addMails(mails, part.data());
  }
  return { counts: found, mails };
}

/** Every tool's sales on each of `days`. */
export async function readSales(days: readonly string[]): Promise<ProductSales[]> {
  const lists = await Promise.all(days.map(async (day) => (await (await dayRef(day)).collection(SALES).get()).docs));
  return lists.flat().map((doc) => toSales(doc.data(), doc.id));
}

/**
 * Rebuilds every day from `changes` (all that every order's moves made), for `npm run migrate`:
 * writes only the days and sales that differ, empties a day no order accounts for, and answers
 * how many documents it wrote. Run it while no order moves (after a deploy, before opening).
 */
export async function rebuildDays(changes: readonly DayChange[]): Promise<number> {
  const firestore = await db();
  const wanted = sumByDay(changes);
  const stored = await firestore.collection(COLLECTION).get();
  const writes: Array<{ ref: DocumentReference; data: DocumentData | null }> = [];
  // The parts are folded into their days: each goes, and its day is written whole. The mails
  // counted on a day and its parts stay with the day (no order says how many went).
  const parts = await firestore.collection(PARTS).get();
  const parted = new Set(parts.docs.map((part) => String(part.get("date"))));
  for (const part of parts.docs) writes.push({ ref: part.ref, data: null });
  const mailsOn = new Map<string, Record<string, number>>();
  for (const snapshot of [...stored.docs, ...parts.docs]) {
    const day = String(snapshot.get("date") ?? snapshot.id);
    if (!mailsOn.has(day)) mailsOn.set(day, {});
    addMails(mailsOn.get(day)!, snapshot.data());
  }
  const mailFields = (day: string) =>
    Object.fromEntries(Object.entries(mailsOn.get(day) ?? {}).map(([kind, count]) => [mailField(kind), count]));
  const same = (a: DocumentData, b: DocumentData, day: string) =>
    !parted.has(day) && Object.keys(b).every((key) => a[key] === b[key]);

  for (const snapshot of stored.docs) {
    if (!wanted.has(snapshot.id)) {
      const zero = { date: snapshot.id, ...emptyCounts(), ...mailFields(snapshot.id) };
      if (!same(snapshot.data(), zero, snapshot.id)) writes.push({ ref: snapshot.ref, data: zero });
      for (const sold of (await snapshot.ref.collection(SALES).get()).docs) writes.push({ ref: sold.ref, data: null });
    }
  }
  for (const [day, { counts, sales }] of wanted) {
    const ref = firestore.collection(COLLECTION).doc(day);
    const current = stored.docs.find((snapshot) => snapshot.id === day)?.data() ?? {};
    const data = { date: day, ...counts, ...mailFields(day) };
    if (!same(current, data, day)) writes.push({ ref, data });
    const storedSales = (await ref.collection(SALES).get()).docs;
    for (const sold of sales.values()) {
      const existing = storedSales.find((doc) => doc.id === sold.productId)?.data() ?? {};
      if (!same(existing, { ...sold }, ""))
        writes.push({ ref: ref.collection(SALES).doc(sold.productId), data: { ...sold } });
    }
    for (const doc of storedSales) if (!sales.has(doc.id)) writes.push({ ref: doc.ref, data: null });
  }

  for (let start = 0; start < writes.length; start += 400) {
    const batch = firestore.batch();
    for (const { ref, data } of writes.slice(start, start + 400)) {
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
  return writes.length;
}
