import type { DocumentData, DocumentReference, DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { STOCK_SHARDS, spreadOver, type StockShard } from "../../domain/catalogue/stock-shards";
import { log } from "../../log";
import type { Transaction } from "../transaction";

/**
 * A sharded tool's stock (docs/decisions/049): `products/{id}/stockShards/{0..STOCK_SHARDS-1}` =
 * `{pieces: {variantId: n}}`; a shard that does not exist holds nothing. The product document says
 * it is sharded (`stockShards`, the count) and keeps a copy of the sums for the list's queries
 * (`variants[].available`, `available`, `inStock`, `availableMin`), written at most about once a
 * STOCK_SYNC_MS and whenever a variant runs out or comes back (`stockSyncedAt`: when).
 */
const SHARDS = "stockShards";

/** The product document's copy of the sums is written at most this often during a sale (decision 049). */
export const STOCK_SYNC_MS = 1500;

/** A sharded product's stock as read with it. */
export interface ShardedStock {
  shards: StockShard[];
  /** When the product document's copy of the sums was last written (ms). */
  syncedAt: number;
  /** That copy: pieces per variant id, as the product document holds them. */
  copy: Record<string, number>;
}

export const shardRefs = (product: DocumentReference): DocumentReference[] =>
  Array.from({ length: STOCK_SHARDS }, (_, index) => product.collection(SHARDS).doc(String(index)));

export function toShard(snapshot: DocumentSnapshot): StockShard {
  const pieces = (snapshot.exists ? snapshot.get("pieces") : undefined) as Record<string, unknown> | undefined;
  return {
    pieces: Object.fromEntries(Object.entries(pieces ?? {}).map(([variantId, count]) => [variantId, Number(count)])),
    writtenAt: snapshot.updateTime?.toMillis() ?? 0,
  };
}

/** Writes the shards at `indexes` as `shards` holds them (in the unit that read them: each write is checked). */
export function writeShards(
  product: DocumentReference,
  shards: readonly StockShard[],
  indexes: Iterable<number>,
  tx: Transaction,
): void {
  const refs = shardRefs(product);
  for (const index of indexes) tx.set(refs[index]!, { pieces: shards[index]!.pieces });
}

/**
 * A new tool's stock spread over its shards (pieces per variant): the shard documents to create,
 * beside the product's own fields `stockShards` and `stockSyncedAt`.
 */
export function newShards(
  product: DocumentReference,
  pieces: ReadonlyArray<{ id: string; available: number }>,
  at: Date,
): { fields: DocumentData; shards: Array<{ ref: DocumentReference; data: DocumentData }> } {
  const held: Array<Record<string, number>> = Array.from({ length: STOCK_SHARDS }, () => ({}));
  for (const { id, available } of pieces) {
    for (const [index, count] of spreadOver(STOCK_SHARDS, available)) held[index]![id] = count;
  }
  const refs = shardRefs(product);
  return {
    fields: { stockShards: STOCK_SHARDS, stockSyncedAt: at },
    shards: held.flatMap((data, index) =>
      Object.keys(data).length ? [{ ref: refs[index]!, data: { pieces: data } }] : [],
    ),
  };
}

/** Adds a new tool's shard documents to a batch (the benchmark's catalogue, the migration). */
export function createShardsIn(batch: WriteBatch, shards: ReturnType<typeof newShards>["shards"]): void {
  for (const { ref, data } of shards) batch.set(ref, data);
}

/** Deletes every shard of a product, in the unit that deletes it (no read: a missing one deletes nothing). */
export function deleteShards(product: DocumentReference, tx: Transaction): void {
  for (const ref of shardRefs(product)) tx.delete(ref);
}

const pending = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Brings a product's copy of the sums up to date `delayMs` from now, once however many units ask in
 * the meantime: a unit that moved stock without writing the product document (its copy was written
 * less than STOCK_SYNC_MS ago) asks for it after its commit, so the last move of a burst is in the
 * copy within about STOCK_SYNC_MS. A request made while a sync runs schedules another one after it.
 */
export function scheduleStockSync(productId: string, delayMs: number, sync: (id: string) => Promise<void>): void {
  if (pending.has(productId)) return;
  const timer = setTimeout(
    () => {
      pending.delete(productId);
      sync(productId).catch((error: unknown) =>
        log.warn("stock sync failed", { productId, error: (error as Error).message }),
      );
    },
    Math.max(0, delayMs) + 50,
  );
  timer.unref?.();
  pending.set(productId, timer);
}
