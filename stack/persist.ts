import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  DocumentReference,
  GeoPoint,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from "firebase-admin/firestore";
import { scriptsApp } from "./admin-app";
import { emulatorEnv } from "../ports/ports";

/**
 * `npm start -- --persist`: local data kept between starts in .emulator-data/ (ignored by git).
 * - Auth through firebase-tools' own `--import` / `--export-on-exit` into .emulator-data/firebase.
 * - The official Firestore emulator through its own export (asked for on stop) and
 *   `--seed_from_export` on start, in .emulator-data/firestore (stack/firestore.ts).
 * - The embedded Firestore emulator can list its state (toJSON) but not load it back, so every
 *   document is read through firebase-admin on shutdown into .emulator-data/firestore.json and
 *   written back on start. It keeps documents and their fields (strings, numbers, booleans,
 *   null, arrays, maps, timestamps, geo points, references); nothing else the emulator holds
 *   (no transactions in flight, no listeners).
 * - The Cloud Storage stand-in writes every object through to .emulator-data/storage (a folder per
 *   bucket; devstack/storage-standin/disk.ts) and loads them at the next start.
 * The Stripe stand-in keeps its PaymentIntents in memory only: they are not kept.
 */
export function persistDirs(root: string) {
  // HOMETOOLS_DATA_DIR: another folder (the persistence check uses a temporary one).
  const dir = process.env.HOMETOOLS_DATA_DIR || join(root, ".emulator-data");
  return {
    dir,
    firebase: join(dir, "firebase"),
    firestoreExport: join(dir, "firestore"),
    firestoreFile: join(dir, "firestore.json"),
    storage: join(dir, "storage"),
  };
}

/** firebase-tools' flags: import only what an earlier export left (it refuses a missing folder). */
export function firebaseToolsPersistArgs(root: string): string[] {
  const { firebase } = persistDirs(root);
  mkdirSync(firebase, { recursive: true });
  const exported = existsSync(join(firebase, "firebase-export-metadata.json"));
  return [...(exported ? ["--import", firebase] : []), "--export-on-exit", firebase];
}

type Stored = null | boolean | number | string | Stored[] | { [key: string]: Stored };

function db(): Firestore {
  Object.assign(process.env, emulatorEnv);
  return getFirestore(scriptsApp());
}

// JSON keeps plain values; the Firestore types get a one-key tag.
function encode(value: unknown): Stored {
  if (value instanceof Timestamp) return { __timestamp: value.toDate().toISOString() };
  if (value instanceof GeoPoint) return { __geo: [value.latitude, value.longitude] };
  if (value instanceof DocumentReference) return { __ref: value.path };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  }
  if (value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (value === null || ["boolean", "number", "string"].includes(typeof value)) return value as Stored;
  throw new Error(`cannot keep a Firestore value of type ${typeof value}`);
}

function decode(value: Stored, store: Firestore): unknown {
  if (Array.isArray(value)) return value.map((inner) => decode(inner, store));
  if (value && typeof value === "object") {
    if (typeof value.__timestamp === "string") return Timestamp.fromDate(new Date(value.__timestamp));
    if (Array.isArray(value.__geo)) return new GeoPoint(Number(value.__geo[0]), Number(value.__geo[1]));
    if (typeof value.__ref === "string") return store.doc(value.__ref);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decode(inner, store)]));
  }
  return value;
}

/**
 * The shop's collections (one per repository in functions/src/data/); none has subcollections.
 * Named rather than listed because the embedded emulator implements neither ListCollectionIds
 * nor ListDocuments; a query per collection is what it answers.
 */
export const SHOP_COLLECTIONS = ["products", "orders", "reviews", "users", "stripeEvents"] as const;

/** Every document of the shop's collections, keyed by its path. */
async function readAll(store: Firestore): Promise<Record<string, Stored>> {
  const out: Record<string, Stored> = {};
  for (const name of SHOP_COLLECTIONS) {
    for (const snapshot of (await store.collection(name).get()).docs) out[snapshot.ref.path] = encode(snapshot.data());
  }
  return out;
}

/** Saves the embedded emulator's documents; written to a temporary file first, so a crash keeps the last save. */
export async function saveFirestore(root: string): Promise<number> {
  const { dir, firestoreFile } = persistDirs(root);
  const documents = await readAll(db());
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${firestoreFile}.tmp`, `${JSON.stringify({ version: 1, documents }, null, 1)}\n`);
  renameSync(`${firestoreFile}.tmp`, firestoreFile);
  return Object.keys(documents).length;
}

/** Writes the saved documents into the (empty, freshly started) embedded emulator. */
export async function loadFirestore(root: string): Promise<number> {
  const { firestoreFile } = persistDirs(root);
  if (!existsSync(firestoreFile)) return 0;
  const saved = JSON.parse(readFileSync(firestoreFile, "utf8")) as { documents?: Record<string, Stored> };
  const store = db();
  const entries = Object.entries(saved.documents ?? {});
  // Firestore takes at most 500 writes a batch.
  for (let start = 0; start < entries.length; start += 500) {
    const batch = store.batch();
    for (const [path, data] of entries.slice(start, start + 500)) {
      batch.set(store.doc(path), decode(data, store) as DocumentData);
    }
    await batch.commit();
  }
  return entries.length;
}
