import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { NewProduct, Product } from "@hometools/contract";
import { db, isoDate } from "./firebase";
import { insert, read, runTransaction, update, type NewDocumentOptions } from "./transaction";

const COLLECTION = "products";

function toProduct(snapshot: DocumentSnapshot): Product {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    description: String(data.description ?? ""),
    img: String(data.img ?? ""),
    price: Number(data.price ?? 0),
    available: Number(data.available ?? 0),
    minimumOrder: Number(data.minimumOrder ?? 1),
    createdAt: isoDate(data.createdAt),
  };
}

async function products() {
  return (await db()).collection(COLLECTION);
}

/** The catalogue in the order products were added. */
export async function listProducts(): Promise<Product[]> {
  const snapshot = await (await products()).orderBy("createdAt").get();
  return snapshot.docs.map(toProduct);
}

export async function countProducts(): Promise<number> {
  return (await (await products()).count().get()).data().count;
}

export async function findProduct(id: string, tx?: Transaction): Promise<Product | null> {
  const snapshot = await read((await products()).doc(id), tx);
  return snapshot.exists ? toProduct(snapshot) : null;
}

/**
 * Adds a product under a fresh id, or under `id` (the seed and the benchmark name theirs; a
 * second create of one id fails). `createdAt` defaults to now.
 */
export async function insertProduct(
  product: NewProduct,
  options: NewDocumentOptions = {},
  tx?: Transaction,
): Promise<Product> {
  const { _id, createdAt } = await insert(await products(), product, options, tx);
  return { _id, ...product, createdAt };
}

/** Sets the pieces in stock (in the caller's transaction when given). */
export async function setAvailable(id: string, available: number, tx?: Transaction): Promise<void> {
  await update((await products()).doc(id), { available }, tx);
}

/** Deletes one product; answers how many were deleted (0 when there was none). */
export async function removeProduct(id: string, tx?: Transaction): Promise<number> {
  const ref = (await products()).doc(id);
  const remove = async (tx: Transaction) => {
    if (!(await tx.get(ref)).exists) return 0;
    tx.delete(ref);
    return 1;
  };
  return tx ? remove(tx) : runTransaction(remove);
}
