import { STOCK_SHARDS } from "../../domain/catalogue/stock-shards";
import { products, toStoredProduct } from "../catalogue/product-repository";
import { createShardsIn, newShards } from "../catalogue/stock-shard-repository";
import { db } from "../firebase";

/**
 * Sharded stock (docs/decisions/049) for products stored before it: each variant's pieces, as the
 * product document holds them, spread over the product's shards, and the product marked sharded
 * (`stockShards`, `stockSyncedAt`). Idempotent: a sharded product is left. Run it while no order
 * moves (right after a deploy): an order placed meanwhile on an unsharded product writes only the
 * product document, and that change would be lost.
 */
export async function shardProductStock(): Promise<number> {
  const { docs } = await (await products()).get();
  const unsharded = docs.filter((doc) => typeof doc.get("stockShards") !== "number");
  const perBatch = Math.floor(400 / (1 + STOCK_SHARDS));
  for (let start = 0; start < unsharded.length; start += perBatch) {
    const batch = (await db()).batch();
    for (const doc of unsharded.slice(start, start + perBatch)) {
      const sharded = newShards(doc.ref, toStoredProduct(doc).variants, new Date());
      createShardsIn(batch, sharded.shards);
      batch.update(doc.ref, sharded.fields);
    }
    await batch.commit();
  }
  return unsharded.length;
}
