import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { orderStatuses, type Order, type OrderHistoryEntry, type OrderStatus } from "@hometools/contract";
import { db, isoDate } from "./firebase";
import { insert, read, update } from "./transaction";

const COLLECTION = "orders";

/** An order as stored, with the fields the API never shows. */
export interface StoredOrder extends Order {
  paymentIntentId: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

const laterDates = ["paidAt", "shippedAt", "refundedAt", "deletedAt"] as const;

/** A new order's fields; the repository sets createdAt and the empty dates of later moves. */
export type NewStoredOrder = Omit<StoredOrder, "_id" | "createdAt" | "expiresAt" | (typeof laterDates)[number]> & {
  createdAt: Date;
  expiresAt: Date;
};

/** What a service may change on an order (dates as Date; they are stored as Timestamps). */
export interface OrderChanges {
  paid?: boolean;
  status?: OrderStatus;
  disputed?: boolean;
  transactionId?: string;
  paymentIntentId?: string;
  expiresAt?: Date | null;
  paidAt?: Date;
  shippedAt?: Date;
  refundedAt?: Date;
  deletedAt?: Date;
  deletedBy?: string;
  history?: OrderHistoryEntry[];
}

function toHistory(value: unknown): OrderHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    at: String(entry.at ?? ""),
    status: toStatus(entry.status),
    by: String(entry.by ?? ""),
    reason: String(entry.reason ?? ""),
  }));
}

function toStatus(value: unknown): OrderStatus {
  return orderStatuses.includes(value as OrderStatus) ? (value as OrderStatus) : "pending";
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
    status: toStatus(data.status),
    disputed: data.disputed === true,
    expiresAt: isoDate(data.expiresAt),
    transactionId: (data.transactionId as string | null) ?? null,
    paymentIntentId: (data.paymentIntentId as string | null) ?? null,
    createdAt: isoDate(data.createdAt),
    paidAt: isoDate(data.paidAt),
    shippedAt: isoDate(data.shippedAt),
    refundedAt: isoDate(data.refundedAt),
    deletedAt: isoDate(data.deletedAt),
    deletedBy: (data.deletedBy as string | null) ?? null,
    history: toHistory(data.history),
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
  // Later moves' dates are written as null, not left out: a null is queryable, a missing field is not.
  const empty = Object.fromEntries(laterDates.map((name) => [name, null])) as Record<(typeof laterDates)[number], null>;
  const { createdAt: at, ...rest } = fields;
  const { _id, createdAt } = await insert(await orders(), { ...rest, ...empty }, { createdAt: at }, tx);
  return { _id, ...rest, ...empty, expiresAt: fields.expiresAt.toISOString(), createdAt };
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

/** The account's orders that still hold stock (pending), expired-but-not-swept ones included. */
export async function listPendingOrdersOf(uid: string, tx?: Transaction): Promise<StoredOrder[]> {
  const query = (await orders()).where("uid", "==", uid).where("status", "==", "pending");
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/** Pending orders whose hold ended at or before `now`, oldest first (the expiry sweep's work). */
export async function listEndedHolds(now: Date, limit: number): Promise<StoredOrder[]> {
  const snapshot = await (
    await orders()
  )
    .where("status", "==", "pending")
    .where("expiresAt", "<=", now)
    .orderBy("expiresAt")
    .limit(limit)
    .get();
  return snapshot.docs.map(toStoredOrder);
}

/** The order (also an archived one) a PaymentIntent was created for, found by the intent's id. */
export async function findOrderByPaymentIntent(paymentIntentId: string): Promise<StoredOrder | null> {
  const snapshot = await (await orders()).where("paymentIntentId", "==", paymentIntentId).limit(1).get();
  return snapshot.empty ? null : toStoredOrder(snapshot.docs[0]!);
}

/** Whether the account ever paid for an order (a review's verifiedBuyer); filtered here for the same reason. */
export async function hasPaidOrder(uid: string, tx?: Transaction): Promise<boolean> {
  const query = (await orders()).where("uid", "==", uid);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some((doc) => doc.get("paid") === true);
}
