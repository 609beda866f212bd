import type { DocumentSnapshot } from "firebase-admin/firestore";
import { DEFAULT_VARIANT_ID } from "@hometools/contract";
import type { Transaction } from "../transaction";
import { db, isoDate } from "../firebase";
import { buildQuery, type QueryShape } from "../query-shape";
import { productRefs, productsFrom, type StoredProduct } from "../catalogue/product-repository";
import { read, replace } from "../transaction";

const COLLECTION = "carts";

/**
 * A line of an account's cart as stored: the product, its variant and how many. The product's name
 * is kept from when the line was put in the cart, so a line whose product was since deleted can
 * still say what it was; a line stored before variants reads `default`.
 */
export interface StoredCartLine {
  productId: string;
  variantId: string;
  quantity: number;
  productName: string;
}

/** The account's cart: its lines and its version (up by one with every change; 0 before the first). */
export interface StoredCart {
  lines: StoredCartLine[];
  version: number;
}

async function carts() {
  return (await db()).collection(COLLECTION);
}

/** The account's cart (carts/{uid}); an account that never filled one has an empty cart, version 0. */
export async function findCart(uid: string, tx?: Transaction): Promise<StoredCart> {
  return toCart(await read((await carts()).doc(uid), tx));
}

/**
 * The cart and these products in one read (one getAll): at checkout, inside the transaction that
 * queues on a flash sale's scarce product, every round trip is every later shopper's wait.
 */
export async function findCartAndProducts(
  uid: string,
  productIds: readonly string[],
  tx: Transaction,
): Promise<{ cart: StoredCart; products: Array<StoredProduct | null> }> {
  // The products with their stock's shards (decision 049), in the same getAll as the cart.
  const [cart, ...found] = await tx.getAll((await carts()).doc(uid), ...(await productRefs(productIds)));
  return { cart: toCart(cart!), products: productsFrom(productIds, found) };
}

function toCart(snapshot: DocumentSnapshot): StoredCart {
  const version = snapshot.exists ? Number(snapshot.get("version") ?? 0) : 0;
  return { lines: toCartLines(snapshot), version: Number.isInteger(version) ? version : 0 };
}

function toCartLines(snapshot: DocumentSnapshot): StoredCartLine[] {
  const lines = snapshot.get("lines") as unknown;
  if (!snapshot.exists || !Array.isArray(lines)) return [];
  return lines.map((line: Record<string, unknown>) => ({
    productId: String(line.productId ?? ""),
    variantId: typeof line.variantId === "string" ? line.variantId : DEFAULT_VARIANT_ID,
    quantity: Number(line.quantity ?? 0),
    productName: String(line.productName ?? ""),
  }));
}

/** Replaces the account's cart (no lines empties it) with its new version. */
export async function saveCart(uid: string, cart: StoredCart, tx?: Transaction): Promise<void> {
  await replace((await carts()).doc(uid), { lines: cart.lines, version: cart.version, updatedAt: new Date() }, tx);
}

/** An account's cart as the reminder sweep reads it: its lines and when it last changed. */
export interface RestingCart {
  uid: string;
  lines: StoredCartLine[];
  updatedAt: Date;
}

/** Carts last changed after `after` and by `until`, oldest first (the reminder sweep's pages; one field's range). */
export const restingCartsShape = (after: Date, until: Date): QueryShape => ({
  collection: COLLECTION,
  filters: [
    { field: "updatedAt", op: ">", value: after },
    { field: "updatedAt", op: "<=", value: until },
  ],
  orderBy: [{ field: "updatedAt", direction: "asc" }],
});

function toResting(snapshot: DocumentSnapshot): RestingCart {
  return {
    uid: snapshot.id,
    lines: toCartLines(snapshot),
    updatedAt: new Date(isoDate(snapshot.get("updatedAt")) ?? 0),
  };
}

export async function listRestingCarts(after: Date, until: Date, limit: number): Promise<RestingCart[]> {
  const snapshot = await buildQuery(await carts(), restingCartsShape(after, until))
    .limit(limit)
    .get();
  return snapshot.docs.map(toResting);
}

/** One account's cart with when it last changed (read again in the unit that sends its reminder). */
export async function findRestingCart(uid: string, tx: Transaction): Promise<RestingCart> {
  return toResting(await read((await carts()).doc(uid), tx));
}
