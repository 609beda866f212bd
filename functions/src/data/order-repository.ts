import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { Order, OrderStatus } from "@hometools/contract";
import { db, isoDate } from "./firebase";
import { insert, read, update } from "./transaction";

const COLLECTION = "orders";

/** An order as stored, with the fields the API never shows. */
export interface StoredOrder extends Order {
  paymentIntentId: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** A new order's fields; the repository sets createdAt and the empty paidAt / deletedAt. */
export type NewStoredOrder = Omit<StoredOrder, "_id" | "createdAt" | "paidAt" | "deletedAt">;

/** What a service may change on an order (dates as Date; they are stored as Timestamps). */
export interface OrderChanges {
  paid?: boolean;
  status?: OrderStatus;
  transactionId?: string;
  paymentIntentId?: string;
  paidAt?: Date;
  deletedAt?: Date;
  deletedBy?: string;
}

function toStoredOrder(snapshot: DocumentSnapshot): StoredOrder {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    uid: String(data.uid ?? ""),
    name: String(data.name ?? ""),
    email: String(data.email ?? ""),
    productId: String(data.productId ?? ""),
    productName: String(data.productName ?? ""),
    unitPrice: Number(data.unitPrice ?? 0),
    quantity: Number(data.quantity ?? 0),
    number: String(data.number ?? ""),
    location: String(data.location ?? ""),
    totalPrice: Number(data.totalPrice ?? 0),
    paid: data.paid === true,
    status: (data.status as OrderStatus) ?? "pending",
    transactionId: (data.transactionId as string | null) ?? null,
    paymentIntentId: (data.paymentIntentId as string | null) ?? null,
    createdAt: isoDate(data.createdAt),
    paidAt: isoDate(data.paidAt),
    deletedAt: isoDate(data.deletedAt),
    deletedBy: (data.deletedBy as string | null) ?? null,
  };
}

/** What the API shows of an order. */
export function toOrder(order: StoredOrder): Order {
  const { paymentIntentId: _pi, deletedAt: _da, deletedBy: _db, ...visible } = order;
  return visible;
}

async function orders() {
  return (await db()).collection(COLLECTION);
}

async function readOrder(id: string, tx?: Transaction): Promise<StoredOrder | null> {
  const snapshot = await read((await orders()).doc(id), tx);
  return snapshot.exists ? toStoredOrder(snapshot) : null;
}

/** A live (not deleted) order, or null. */
export async function findOrder(id: string, tx?: Transaction): Promise<StoredOrder | null> {
  const order = await readOrder(id, tx);
  return order && !order.deletedAt ? order : null;
}

/** Any order, also an archived (deleted) one: a payment that lands late must still find it. */
export async function findOrderWithArchived(id: string, tx?: Transaction): Promise<StoredOrder | null> {
  return readOrder(id, tx);
}

/**
 * Creates an order under a fresh id and answers it as stored. In a transaction the write is
 * queued (it lands when the transaction commits); without one it is written at once.
 */
export async function createOrder(fields: NewStoredOrder, tx?: Transaction): Promise<StoredOrder> {
  const empty = { paidAt: null, deletedAt: null };
  const { _id, createdAt } = await insert(await orders(), { ...fields, ...empty }, {}, tx);
  return { _id, ...fields, ...empty, createdAt };
}

export async function updateOrder(id: string, changes: OrderChanges, tx?: Transaction): Promise<void> {
  await update((await orders()).doc(id), { ...changes }, tx);
}

const live = (order: StoredOrder) => !order.deletedAt;

/**
 * Every live order, newest first. Deleted orders keep deletedAt; live ones have deletedAt == null
 * (a null is queryable where a missing field is not). The embedded emulator ignores the null
 * filter, so the result is filtered again here; on Firestore that second filter drops nothing.
 */
export async function listOrders(): Promise<Order[]> {
  const snapshot = await (await orders()).where("deletedAt", "==", null).orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toStoredOrder).filter(live).map(toOrder);
}

/**
 * One user's live orders. Deleted ones are dropped here rather than in the query: the embedded
 * emulator cannot combine an `== null` filter with another filter, and a user has few orders.
 */
export async function listOrdersOf(uid: string): Promise<Order[]> {
  const snapshot = await (await orders()).where("uid", "==", uid).orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toStoredOrder).filter(live).map(toOrder);
}

/** Whether the account ever paid for an order (a review's verifiedBuyer); filtered here for the same reason. */
export async function hasPaidOrder(uid: string, tx?: Transaction): Promise<boolean> {
  const query = (await orders()).where("uid", "==", uid);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some((doc) => doc.get("paid") === true);
}
