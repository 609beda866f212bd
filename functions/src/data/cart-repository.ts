import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "./transaction";
import { db } from "./firebase";
import { products, toStoredProduct, type StoredProduct } from "./product-repository";
import { read, replace } from "./transaction";

const COLLECTION = "carts";

/**
 * A line of an account's cart as stored: the product and how many. The product's name is kept
 * from when the line was put in the cart, so a line whose product was since deleted can still say
 * what it was.
 */
export interface StoredCartLine {
  productId: string;
  quantity: number;
  productName: string;
}

async function carts() {
  return (await db()).collection(COLLECTION);
}

/** The account's cart (carts/{uid}); an account that never filled one has an empty cart. */
export async function findCart(uid: string, tx?: Transaction): Promise<StoredCartLine[]> {
  return toCartLines(await read((await carts()).doc(uid), tx));
}

/**
 * The cart and these products in one read (one getAll): at checkout, inside the transaction that
 * queues on a flash sale's scarce product, every round trip is every later shopper's wait.
 */
export async function findCartAndProducts(
  uid: string,
  productIds: readonly string[],
  tx: Transaction,
): Promise<{ lines: StoredCartLine[]; products: Array<StoredProduct | null> }> {
  const collection = await products();
  const [cart, ...found] = await tx.getAll((await carts()).doc(uid), ...productIds.map((id) => collection.doc(id)));
  return {
    lines: toCartLines(cart!),
    products: found.map((snapshot) => (snapshot.exists ? toStoredProduct(snapshot) : null)),
  };
}

function toCartLines(snapshot: DocumentSnapshot): StoredCartLine[] {
  const lines = snapshot.get("lines") as unknown;
  if (!snapshot.exists || !Array.isArray(lines)) return [];
  return lines.map((line: Record<string, unknown>) => ({
    productId: String(line.productId ?? ""),
    quantity: Number(line.quantity ?? 0),
    productName: String(line.productName ?? ""),
  }));
}

/** Replaces the account's cart (an empty list empties it). */
export async function saveCart(uid: string, lines: StoredCartLine[], tx?: Transaction): Promise<void> {
  await replace((await carts()).doc(uid), { lines, updatedAt: new Date() }, tx);
}
