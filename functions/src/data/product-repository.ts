import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { NewProduct, Product } from "@hometools/contract";
import { db, isoDate } from "./firebase";

const COLLECTION = "products";

export function toProduct(snapshot: DocumentSnapshot): Product {
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

export async function productRef(id: string) {
  return (await db()).collection(COLLECTION).doc(id);
}

/** The catalogue in the order products were added. */
export async function listProducts(): Promise<Product[]> {
  const snapshot = await (await db()).collection(COLLECTION).orderBy("createdAt").get();
  return snapshot.docs.map(toProduct);
}

export async function findProduct(id: string, tx?: Transaction): Promise<Product | null> {
  const ref = await productRef(id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return snapshot.exists ? toProduct(snapshot) : null;
}

export async function insertProduct(product: NewProduct): Promise<Product> {
  const ref = (await db()).collection(COLLECTION).doc();
  const createdAt = new Date();
  await ref.create({ ...product, createdAt });
  return { _id: ref.id, ...product, createdAt: createdAt.toISOString() };
}

/** Deletes one product; answers how many were deleted (0 when there was none). */
export async function removeProduct(id: string): Promise<number> {
  const ref = await productRef(id);
  return (await db()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 0;
    tx.delete(ref);
    return 1;
  });
}
