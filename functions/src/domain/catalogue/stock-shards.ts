/**
 * A tool's stock spread over shards (docs/decisions/049): each shard holds some pieces of each
 * variant, a variant's `available` is the exact sum over the shards, and every change of stock says
 * which shards gain or lose how many. Pure: the data layer reads and writes the shards, this decides.
 */

/** How many shards every sharded tool has: about one sustained write a second each (decision 009). */
export const STOCK_SHARDS = 20;

/** A shard as read: its pieces per variant id, and when it was last written (ms; 0 when it does not exist). */
export interface StockShard {
  pieces: Record<string, number>;
  writtenAt: number;
}

/**
 * A shard written less than this long ago is "warm": an order prefers a cooler one, so no shard takes
 * more than about seven writes in 10 s (at 1 s, a steady sale of 10 orders a second wrote one 11 times).
 */
export const WARM_MS = 1500;

export type Random = () => number;

/** A variant's pieces over all shards. */
export function piecesOf(shards: readonly StockShard[], variantId: string): number {
  return shards.reduce((sum, shard) => sum + (shard.pieces[variantId] ?? 0), 0);
}

/** Every variant's pieces over all shards. */
export function sums(shards: readonly StockShard[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const shard of shards) {
    for (const [variantId, pieces] of Object.entries(shard.pieces)) {
      totals.set(variantId, (totals.get(variantId) ?? 0) + pieces);
    }
  }
  return totals;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * Which shards an order of `quantity` pieces of a variant takes from, shard index to pieces: first
 * the shard picked at random among the cool ones (not written for WARM_MS) that hold the variant, then
 * the warm ones, so that concurrent orders land on different shards and none is written much faster
 * than once a second; a large order goes on to more shards until it has its pieces. Throws when the
 * shards hold fewer than `quantity` (the caller checks the sum first).
 */
export function takeFrom(
  shards: readonly StockShard[],
  variantId: string,
  quantity: number,
  now: number,
  random: Random = Math.random,
): Map<number, number> {
  const holding = shards.flatMap((shard, index) => ((shard.pieces[variantId] ?? 0) > 0 ? [index] : []));
  const cool = holding.filter((index) => now - shards[index]!.writtenAt >= WARM_MS);
  const warm = holding.filter((index) => now - shards[index]!.writtenAt < WARM_MS);
  const taken = new Map<number, number>();
  let left = quantity;
  for (const index of [...shuffled(cool, random), ...shuffled(warm, random)]) {
    if (left === 0) break;
    const take = Math.min(left, shards[index]!.pieces[variantId]!);
    taken.set(index, take);
    left -= take;
  }
  if (left > 0) throw new Error(`the shards hold ${quantity - left} of ${quantity} pieces of ${variantId}`);
  return taken;
}

/**
 * Where `quantity` pieces coming back (a restock, a return, a new tool's stock) go, shard index to
 * pieces: spread evenly over every shard, the remainder one piece each on shards picked at random (a
 * single returned piece lands on one random shard).
 */
export function spreadOver(shardCount: number, quantity: number, random: Random = Math.random): Map<number, number> {
  const spread = new Map<number, number>();
  const each = Math.floor(quantity / shardCount);
  if (each > 0) for (let index = 0; index < shardCount; index++) spread.set(index, each);
  const indexes = shuffled(
    Array.from({ length: shardCount }, (_, index) => index),
    random,
  );
  for (const index of indexes.slice(0, quantity % shardCount)) spread.set(index, (spread.get(index) ?? 0) + 1);
  return spread;
}

/**
 * A shard move: the variant's pieces spread evenly over every shard again (after returns piled
 * up on a few, or orders emptied most). The sum stays; answers shard index to its new pieces.
 */
export function rebalanced(shards: readonly StockShard[], variantId: string, random: Random = Math.random) {
  const target = spreadOver(shards.length, piecesOf(shards, variantId), random);
  return new Map(shards.map((_, index) => [index, target.get(index) ?? 0]));
}

/**
 * The shards after moving a variant's pieces by `delta` (negative: taken as an order takes them;
 * positive: spread), with the indexes of the shards that changed.
 */
export function moved(
  shards: readonly StockShard[],
  variantId: string,
  delta: number,
  now: number,
  random: Random = Math.random,
): { shards: StockShard[]; changed: Set<number> } {
  const changes =
    delta < 0
      ? new Map([...takeFrom(shards, variantId, -delta, now, random)].map(([index, pieces]) => [index, -pieces]))
      : spreadOver(shards.length, delta, random);
  return withPieces(shards, variantId, (index, pieces) => pieces + (changes.get(index) ?? 0), changes.keys());
}

/** The shards with a variant's pieces set on some of them (`pieces` of each index in `indexes`). */
export function withPieces(
  shards: readonly StockShard[],
  variantId: string,
  pieces: (index: number, before: number) => number,
  indexes: Iterable<number>,
): { shards: StockShard[]; changed: Set<number> } {
  const changed = new Set<number>();
  const next = shards.map((shard) => ({ ...shard, pieces: { ...shard.pieces } }));
  for (const index of indexes) {
    const before = next[index]!.pieces[variantId] ?? 0;
    const after = pieces(index, before);
    if (after === before) continue;
    if (after < 0) throw new Error(`shard ${index} would hold ${after} pieces of ${variantId}`);
    next[index]!.pieces[variantId] = after;
    changed.add(index);
  }
  return { shards: next, changed };
}
