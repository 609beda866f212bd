import type { Transaction } from "../transaction";
import { db } from "../firebase";
import { read } from "../transaction";

/**
 * The shop's SKUs, one document each (`skus/{key}`, the key the SKU in lower case): a SKU is unique in
 * the shop. A unit that gives one to a variant reads its document first and then writes it, so of two
 * units giving it away at once one runs again and finds it taken. Never read by clients
 * (firestore.rules).
 */
const COLLECTION = "skus";

/** Whose a SKU is. */
export interface SkuOwner {
  productId: string;
  variantId: string;
}

/** A SKU's document id: the same for "AW-8" and "aw-8" (a shop tells them apart no better than a person). */
const keyOf = (sku: string) => `sku-${sku.toLowerCase()}`;

async function skus() {
  return (await db()).collection(COLLECTION);
}

/** The owners of `wanted` SKUs (one batch read), by the SKU as given; a free one is absent. */
export async function findSkuOwners(wanted: readonly string[], tx: Transaction): Promise<Map<string, SkuOwner>> {
  const collection = await skus();
  const snapshots = await Promise.all(wanted.map((sku) => read(collection.doc(keyOf(sku)), tx)));
  const owners = new Map<string, SkuOwner>();
  snapshots.forEach((snapshot, index) => {
    if (snapshot.exists) {
      owners.set(wanted[index]!, {
        productId: String(snapshot.get("productId")),
        variantId: String(snapshot.get("variantId")),
      });
    }
  });
  return owners;
}

/** Gives `sku` to a variant; the unit read its owner first (findSkuOwners). */
export async function claimSku(sku: string, owner: SkuOwner, tx: Transaction): Promise<void> {
  tx.set((await skus()).doc(keyOf(sku)), { sku, ...owner });
}

/** The key two SKUs share when the shop takes them for one. */
export const skuKey = keyOf;

/** Frees `sku` (its variant was removed, or now has another). */
export async function releaseSku(sku: string, tx: Transaction): Promise<void> {
  tx.delete((await skus()).doc(keyOf(sku)));
}

/** The keys of every SKU given (the migration's one read of the registry). */
export async function listSkuKeys(): Promise<Set<string>> {
  const { docs } = await (await skus()).select().get();
  return new Set(docs.map((doc) => doc.id));
}

/**
 * Gives SKUs to variants outside a unit (the migration), in batches: each is created, so one given
 * meanwhile fails its batch rather than changing hands.
 */
export async function registerSkus(entries: ReadonlyArray<{ sku: string; owner: SkuOwner }>): Promise<void> {
  const collection = await skus();
  for (let start = 0; start < entries.length; start += 400) {
    const batch = (await db()).batch();
    for (const { sku, owner } of entries.slice(start, start + 400))
      batch.create(collection.doc(keyOf(sku)), { sku, ...owner });
    await batch.commit();
  }
}
