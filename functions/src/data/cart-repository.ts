import type { Transaction } from "firebase-admin/firestore";
import { db } from "./firebase";
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
  const snapshot = await read((await carts()).doc(uid), tx);
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
