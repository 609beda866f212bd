import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { NewProduct, Product } from "@hometools/contract";
import { db, isoDate } from "./firebase";

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
  const ref = (await products()).doc(id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return snapshot.exists ? toProduct(snapshot) : null;
}

/**
 * Adds a product under a fresh id, or under `id` (the seed and the benchmark name theirs; a
 * second create of one id fails). `createdAt` defaults to now.
 */
export async function insertProduct(
  product: NewProduct,
  options: { id?: string; createdAt?: Date } = {},
): Promise<Product> {
  const collection = await products();
  const ref = options.id ? collection.doc(options.id) : collection.doc();
  const createdAt = options.createdAt ?? new Date();
  await ref.create({ ...product, createdAt });
  return { _id: ref.id, ...product, createdAt: createdAt.toISOString() };
}

/** Sets the pieces in stock (in the caller's transaction when given). */
export async function setAvailable(id: string, available: number, tx?: Transaction): Promise<void> {
  const ref = (await products()).doc(id);
  if (tx) tx.update(ref, { available });
  else await ref.update({ available });
}

/** Deletes one product; answers how many were deleted (0 when there was none). */
export async function removeProduct(id: string): Promise<number> {
  const ref = (await products()).doc(id);
  return (await db()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 0;
    tx.delete(ref);
    return 1;
  });
}
