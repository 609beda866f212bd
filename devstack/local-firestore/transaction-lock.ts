import { randomBytes } from "node:crypto";

/** A transaction the layer handed out: its id (sent back to the client) and whether it timed out. */
export interface Transaction {
  readonly id: Buffer;
  /** Set when the lock was taken away after the timeout: every later call answers ABORTED. */
  expired: boolean;
}

type Waiter = () => void;

/** Thrown to a caller whose wait was cancelled (its gRPC call went away). */
export class WaitCancelledError extends Error {}

/**
 * One read-write transaction at a time, from its first read (or BeginTransaction) to its Commit or
 * Rollback, in arrival order; writes outside a transaction wait for the lock too, as Firestore's
 * locks also hold off non-transactional writes. A holder that keeps the lock longer than `timeoutMs`
 * loses it and is marked expired, so one crashed or stuck client cannot stall everyone.
 */
export class TransactionLock {
  private held = false;
  private readonly waiters: Waiter[] = [];
  private readonly live = new Map<string, { tx: Transaction; timer?: NodeJS.Timeout }>();

  constructor(private readonly timeoutMs: number) {}

  /** Starts a transaction; a read-write one first waits for the lock. */
  async begin(readOnly: boolean, signal?: AbortSignal): Promise<Transaction> {
    if (!readOnly) await this.acquire(signal);
    const tx: Transaction = { id: randomBytes(16), expired: false };
    const entry: { tx: Transaction; timer?: NodeJS.Timeout } = { tx };
    if (readOnly) {
      // firebase-admin sends no Commit or Rollback for a read-only transaction; forget it after
      // Firestore's own limit on a transaction's life.
      setTimeout(() => this.live.delete(key(tx.id)), 270_000).unref();
    } else {
      entry.timer = setTimeout(() => {
        tx.expired = true;
        entry.timer = undefined;
        this.release();
        // Keep the expired entry a while so its late calls answer ABORTED rather than "unknown".
        setTimeout(() => this.live.delete(key(tx.id)), 60_000).unref();
      }, this.timeoutMs);
    }
    this.live.set(key(tx.id), entry);
    return tx;
  }

  /** The transaction with this id, if the layer handed it out and it has not ended. */
  find(id: Uint8Array): Transaction | undefined {
    return this.live.get(key(id))?.tx;
  }

  /** A Commit is on its way to the emulator: the timeout no longer applies (the lock stays until `end`). */
  committing(tx: Transaction): void {
    const entry = this.live.get(key(tx.id));
    if (entry?.timer) clearTimeout(entry.timer);
  }

  /** Ends a transaction (Commit or Rollback) and passes the lock on. */
  end(tx: Transaction): void {
    const entry = this.live.get(key(tx.id));
    if (!entry) return;
    this.live.delete(key(tx.id));
    if (entry.timer) {
      clearTimeout(entry.timer);
      this.release();
    }
  }

  /** Runs `work` (a write outside any transaction) while holding the lock. */
  async exclusive<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index !== -1) this.waiters.splice(index, 1);
        reject(new WaitCancelledError("the caller went away while waiting for the transaction lock"));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

const key = (id: Uint8Array) => Buffer.from(id).toString("hex");
