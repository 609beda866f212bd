import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Transaction,
  UpdateData,
} from "firebase-admin/firestore";
import { log } from "../log";
import { db } from "./firebase";

/**
 * A Firestore transaction, handed to repository methods (their optional last argument) so that
 * a service can read and write several collections all-or-nothing without touching Firestore.
 */
export type { Transaction };

type Hook = () => Promise<unknown>;
const hooksOf = new WeakMap<Transaction, Hook[]>();

/**
 * Runs `work` in one transaction; Firestore retries it on contention. Then runs, and waits for,
 * what the committed attempt asked for with afterCommit (never for an attempt that was retried or
 * failed).
 */
export async function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let hooks: Hook[] = [];
  const result = await (
    await db()
  ).runTransaction((tx) => {
    hooks = [];
    hooksOf.set(tx, hooks);
    return work(tx);
  });
  await Promise.all(
    hooks.map((hook) =>
      hook().catch((error: unknown) => log.error("after-commit step failed", { error: (error as Error).message })),
    ),
  );
  return result;
}

/**
 * Something to do once `tx` has committed, such as sending the mail it wrote: what it does must
 * be safe to lose (the transaction is done; a failure here is only logged).
 */
export function afterCommit(tx: Transaction, hook: Hook): void {
  const hooks = hooksOf.get(tx);
  if (!hooks) throw new Error("afterCommit needs a transaction from runTransaction");
  hooks.push(hook);
}

const ALREADY_EXISTS = 6;

/** A create() of a document that exists (gRPC ALREADY_EXISTS), e.g. a second record of one event. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown })?.code === ALREADY_EXISTS;
}

// The repositories' reads and writes: inside the caller's transaction when there is one (the
// write is queued until it commits), at once otherwise.
export function read(ref: DocumentReference, tx?: Transaction): Promise<DocumentSnapshot> {
  return tx ? tx.get(ref) : ref.get();
}

export async function create(ref: DocumentReference, data: DocumentData, tx?: Transaction): Promise<void> {
  if (tx) tx.create(ref, data);
  else await ref.create(data);
}

export async function update(ref: DocumentReference, data: UpdateData<DocumentData>, tx?: Transaction): Promise<void> {
  if (tx) tx.update(ref, data);
  else await ref.update(data);
}

/** Where a new document goes: under `id` when the caller names it (the seed does), else a fresh id. */
export interface NewDocumentOptions {
  id?: string;
  /** Defaults to now. */
  createdAt?: Date;
}

/** Creates a document stamped with createdAt; answers its id and createdAt as the API shows them. */
export async function insert(
  collection: CollectionReference,
  fields: DocumentData,
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<{ _id: string; createdAt: string }> {
  const ref = options.id ? collection.doc(options.id) : collection.doc();
  const createdAt = options.createdAt ?? new Date();
  await create(ref, { ...fields, createdAt }, tx);
  return { _id: ref.id, createdAt: createdAt.toISOString() };
}

/** Writes the whole document, replacing what was there (a cart is always written whole). */
export async function replace(ref: DocumentReference, data: DocumentData, tx?: Transaction): Promise<void> {
  if (tx) tx.set(ref, data);
  else await ref.set(data);
}
