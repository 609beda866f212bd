import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FieldValue,
  Firestore,
  Precondition,
  Query,
  QuerySnapshot,
  SetOptions,
  Transaction as FirestoreTransaction,
  UpdateData,
  WriteBatch,
} from "firebase-admin/firestore";
import { contention } from "../errors";
import { log } from "../log";
import { db } from "./firebase";

/**
 * One all-or-nothing unit of reads and writes, handed to repository methods (their optional last
 * argument) so that a service can change several collections at once without touching Firestore.
 * Reads come before the first write (Firestore's rule for transactions, kept for both kinds).
 *
 * Two kinds (docs/decisions/029):
 * - **optimistic** (the default, on Firestore and the official emulator): reads take no lock; the
 *   writes commit as one batch in which every document the unit read carries a precondition (its
 *   update time as read, or "does not exist"). A document someone changed in between fails the
 *   batch whole, and the unit runs again on fresh reads. No lock is ever waited for, so buyers of
 *   one product, or of two products in crossing orders, never deadlock; the loser of a round
 *   retries at once. A query's result is not checked: a unit that depends on one also writes a
 *   document every competing unit writes (the account's hold guard, data/orders/hold-guard-repository.ts),
 *   and reads that document before it sends the query: reads sent together are not one snapshot.
 * - **locking** (`HOMETOOLS_TRANSACTIONS=locking`): a Firestore transaction, for the embedded
 *   emulator, which ignores preconditions; our transaction layer runs one at a time there.
 */
export interface Transaction {
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  get(query: Query): Promise<QuerySnapshot>;
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
  /**
   * Reads that the commit does not check: documents only ever changed by increments (the write
   * budgets' counters), which a competing unit may change without making this one's answer wrong.
   * On the optimistic unit they share the unit's batch read.
   */
  peek(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
  create(ref: DocumentReference, data: DocumentData): void;
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): void;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): void;
  delete(ref: DocumentReference): void;
}

type Hook = () => Promise<unknown>;
const hooksOf = new WeakMap<Transaction, Hook[]>();

/** How long a unit may keep losing to others before the caller is told to come back (503 contention). */
const CONTENTION_BUDGET_MS = 4000;

// gRPC status codes, as firebase-admin reports them.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;

/** A create() of a document that exists (gRPC ALREADY_EXISTS), e.g. a second record of one event. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown })?.code === ALREADY_EXISTS;
}

const locking = () => process.env.HOMETOOLS_TRANSACTIONS === "locking";

/**
 * Runs `work` as one unit (see Transaction) and runs it again while others changed what it read,
 * for at most CONTENTION_BUDGET_MS; then 503 `contention`. A refusal `work` throws ends it at once.
 * Then runs, and waits for, what the committed attempt asked for with afterCommit (never for an
 * attempt that was retried or failed).
 */
export async function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const store = await db();
  let hooks: Hook[] = [];
  const attempt = (tx: Transaction) => {
    hooks = [];
    hooksOf.set(tx, hooks);
    return work(tx);
  };
  const result = locking()
    ? await store.runTransaction((tx) => attempt(new LockingTransaction(tx)))
    : await runOptimistic(store, attempt);
  await Promise.all(
    hooks.map((hook) =>
      hook().catch((error: unknown) => log.error("after-commit step failed", { error: (error as Error).message })),
    ),
  );
  return result;
}

async function runOptimistic<T>(store: Firestore, attempt: (tx: Transaction) => Promise<T>): Promise<T> {
  const deadline = Date.now() + CONTENTION_BUDGET_MS;
  for (let round = 1; ; round++) {
    const tx = new OptimisticTransaction(store);
    const result = await attempt(tx);
    try {
      await tx.commit();
      return result;
    } catch (error) {
      if (!(await tx.lostTo(error))) throw error;
      if (Date.now() >= deadline) {
        log.warn("gave up on a contended unit", { rounds: round });
        throw contention();
      }
      // Jitter that widens with each lost round keeps the losers from meeting again in the next.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10 * 2 ** (round - 1), 250)));
    }
  }
}

/**
 * Reads only, sent together as a unit's are (OptimisticTransaction's batch read): a quote's
 * products and code in one round trip. Nothing commits; a write in `work` is a mistake.
 */
export async function readTogether<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const tx = new OptimisticTransaction(await db());
  const result = await work(tx);
  if (tx.hasWrites()) throw new Error("readTogether is for reads only");
  return result;
}

/**
 * Something to do once `tx` has committed, such as sending the mail it wrote: what it does must
 * be safe to lose (the unit is done; a failure here is only logged).
 */
export function afterCommit(tx: Transaction, hook: Hook): void {
  const hooks = hooksOf.get(tx);
  if (!hooks) throw new Error("afterCommit needs a transaction from runTransaction");
  hooks.push(hook);
}

type Write =
  | { kind: "create"; ref: DocumentReference; data: DocumentData }
  | { kind: "set"; ref: DocumentReference; data: DocumentData; options?: SetOptions }
  | { kind: "update"; ref: DocumentReference; data: UpdateData<DocumentData> }
  | { kind: "delete"; ref: DocumentReference };

/** The optimistic unit: plain reads, remembered; writes queued for one batch with preconditions. */
class OptimisticTransaction implements Transaction {
  private readonly snapshots = new Map<string, DocumentSnapshot>();
  private readonly writes: Write[] = [];
  /** Document reads not yet sent: they go together (readWaiting). */
  private waiting: Array<{
    ref: DocumentReference;
    checked: boolean;
    resolve: (snapshot: DocumentSnapshot) => void;
    reject: (error: unknown) => void;
  }> = [];
  /**
   * Creates of documents this unit read as missing: an ALREADY_EXISTS then means another unit made
   * one first (run again). Without one, it is a create the caller asked for as such (a second record
   * of one event) and the caller's to handle.
   */
  private checkedCreates = 0;

  constructor(private readonly store: Firestore) {}

  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  get(query: Query): Promise<QuerySnapshot>;
  async get(target: DocumentReference | Query): Promise<DocumentSnapshot | QuerySnapshot> {
    if (!isDocument(target)) {
      this.assertReading();
      return target.get();
    }
    return (await this.getAll(target))[0]!;
  }

  /**
   * A document the unit read before answers as it was read (a transaction's reads repeat too): the
   * commit checks that moment, and a second look must not see a later one.
   */
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    this.assertReading();
    return Promise.all(refs.map((ref) => this.snapshots.get(ref.path) ?? this.queue(ref, true)));
  }

  peek(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    this.assertReading();
    return Promise.all(refs.map((ref) => this.queue(ref, false)));
  }

  /**
   * Document reads asked for in the same turn of the event loop go to Firestore as ONE batch read
   * (docs/decisions/035): a service that asks for its products, the account's guard and the write
   * budgets' counters at once (Promise.all) pays one round trip, not one each.
   */
  private queue(ref: DocumentReference, checked: boolean): Promise<DocumentSnapshot> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ref, checked, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => void this.readWaiting());
    });
  }

  private async readWaiting(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = [];
    const refs = [...new Map(waiting.map(({ ref }) => [ref.path, ref])).values()];
    try {
      const read = new Map((await this.store.getAll(...refs)).map((snapshot) => [snapshot.ref.path, snapshot]));
      for (const { ref, checked, resolve } of waiting) {
        // Two checked reads of one document in one batch answer alike: the first one kept.
        if (checked && !this.snapshots.has(ref.path)) this.remember(read.get(ref.path)!);
        resolve(checked ? this.snapshots.get(ref.path)! : read.get(ref.path)!);
      }
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  }

  create(ref: DocumentReference, data: DocumentData): void {
    this.writes.push({ kind: "create", ref, data });
  }

  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): void {
    this.writes.push({ kind: "set", ref, data, options });
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>): void {
    this.writes.push({ kind: "update", ref, data });
  }

  delete(ref: DocumentReference): void {
    this.writes.push({ kind: "delete", ref });
  }

  /** Whether a failed commit means someone changed what this unit read (run it again), not a fault. */
  async lostTo(error: unknown): Promise<boolean> {
    const code = (error as { code?: unknown })?.code;
    if (code === FAILED_PRECONDITION || code === ABORTED || code === NOT_FOUND) return true;
    if (code !== ALREADY_EXISTS) return false;
    return this.checkedCreates > 0 || (await this.changedSinceRead());
  }

  /**
   * Whether a document this unit read and writes has changed since it was read. A batch that breaks
   * a precondition and also creates a document that exists may be refused for either: a document
   * named after a counter the unit read (an invoice's number, docs/decisions/047) exists because
   * another unit took that number first, and the counter shows it. Only when nothing read has
   * changed is ALREADY_EXISTS the caller's (a second record of one event).
   */
  private async changedSinceRead(): Promise<boolean> {
    const refs = [
      ...new Map(
        this.writes.filter(({ ref }) => this.snapshots.has(ref.path)).map(({ ref }) => [ref.path, ref]),
      ).values(),
    ];
    if (!refs.length) return false;
    const now = await this.store.getAll(...refs);
    return now.some((snapshot) => {
      const seen = this.snapshots.get(snapshot.ref.path)!;
      if (snapshot.exists !== seen.exists) return true;
      return snapshot.exists && !snapshot.updateTime!.isEqual(seen.updateTime!);
    });
  }

  async commit(): Promise<void> {
    if (!this.writes.length) return;
    // Loaded already: firebase.ts imported the module to make the store.
    const { FieldValue } = await import("firebase-admin/firestore");
    const batch = this.store.batch();
    const checked = new Set<string>();
    for (const write of this.writes) {
      // The first write of a document carries the check; a later one in the same batch follows it.
      const seen = checked.has(write.ref.path) ? undefined : this.snapshots.get(write.ref.path);
      checked.add(write.ref.path);
      if (seen && !seen.exists && (write.kind === "create" || write.kind === "set")) this.checkedCreates++;
      addWrite(batch, write, seen, () => FieldValue.delete());
    }
    await batch.commit();
  }

  hasWrites(): boolean {
    return this.writes.length > 0;
  }

  private assertReading(): void {
    if (this.writes.length) throw new Error("a transaction reads before it writes");
  }

  private remember(snapshot: DocumentSnapshot): void {
    this.snapshots.set(snapshot.ref.path, snapshot);
  }
}

// A collection is a query with a path too; only a document has sub-collections.
const isDocument = (target: DocumentReference | Query): target is DocumentReference =>
  typeof (target as DocumentReference).collection === "function";

/**
 * One write of the batch, checked against what the unit read of its document: an existing one must
 * not have changed since (its update time), a missing one must still be missing (create). set()
 * takes no precondition in Firestore's API, so a set of a read document becomes the update that
 * does the same: the given fields, and the deletion of the others unless it merges (a merge of a
 * map field replaces that field whole).
 */
function addWrite(
  batch: WriteBatch,
  write: Write,
  seen: DocumentSnapshot | undefined,
  deleteField: () => FieldValue,
): void {
  const unchanged: Precondition | undefined = seen?.exists ? { lastUpdateTime: seen.updateTime! } : undefined;
  switch (write.kind) {
    case "create":
      batch.create(write.ref, write.data);
      return;
    case "update":
      if (unchanged) batch.update(write.ref, write.data, unchanged);
      else batch.update(write.ref, write.data);
      return;
    case "delete":
      if (unchanged) batch.delete(write.ref, unchanged);
      else batch.delete(write.ref);
      return;
    case "set": {
      if (!seen) {
        if (write.options) batch.set(write.ref, write.data, write.options);
        else batch.set(write.ref, write.data);
      } else if (!seen.exists) {
        batch.create(write.ref, write.data);
      } else {
        // The top-level fields as read: a whole-document set() deletes those it does not name.
        const fields = Object.keys(seen.data() ?? {});
        const replaced = write.options ? {} : Object.fromEntries(fields.map((field) => [field, deleteField()]));
        batch.update(write.ref, { ...replaced, ...write.data }, unchanged!);
      }
    }
  }
}

/** The locking unit: a Firestore transaction as it is (the embedded emulator's fallback). */
class LockingTransaction implements Transaction {
  constructor(private readonly tx: FirestoreTransaction) {}

  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  get(query: Query): Promise<QuerySnapshot>;
  get(target: DocumentReference | Query): Promise<DocumentSnapshot | QuerySnapshot> {
    return isDocument(target) ? this.tx.get(target) : this.tx.get(target);
  }

  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    return this.tx.getAll(...refs);
  }

  // Outside the transaction: its reads would lock the counters every write of the minute shares.
  peek(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    return refs.length ? refs[0]!.firestore.getAll(...refs) : Promise.resolve([]);
  }

  create(ref: DocumentReference, data: DocumentData): void {
    this.tx.create(ref, data);
  }

  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): void {
    if (options) this.tx.set(ref, data, options);
    else this.tx.set(ref, data);
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>): void {
    this.tx.update(ref, data);
  }

  delete(ref: DocumentReference): void {
    this.tx.delete(ref);
  }
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
