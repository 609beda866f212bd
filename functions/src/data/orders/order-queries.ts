import { DOCUMENT_ID, type QueryShape } from "../query-shape";
import { db } from "../firebase";
import { newestFirst } from "../paged-query";
import { keyOf } from "../../domain/checkout/order-key";
import type { StoredOrder } from "./order-document";

const COLLECTION = "orders";

/** The orders collection (data/ only). */
export async function orderCollection() {
  return (await db()).collection(COLLECTION);
}

/** A live order: not deleted (what `notDeleted` asks of a query, for the orders in memory). */
export const live = (order: StoredOrder) => !order.deletedAt;
const notDeleted = { field: "deletedAt", op: "==", value: null } as const;

/**
 * The queries the orders repository makes (also checked against firestore.indexes.json). Deleted
 * orders keep deletedAt; live ones have deletedAt == null (a null is queryable where a missing
 * field is not).
 */
export const orderShapes = {
  live: () => newestFirst({ collection: COLLECTION, filters: [notDeleted] }),
  liveOf: (uid: string) =>
    newestFirst({ collection: COLLECTION, filters: [{ field: "uid", op: "==", value: uid }, notDeleted] }),
  pendingOf: (uid: string): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "uid", op: "==", value: uid },
      { field: "status", op: "==", value: "pending" },
    ],
    orderBy: [],
  }),
  endedHolds: (now: Date): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "status", op: "==", value: "pending" },
      { field: "expiresAt", op: "<=", value: now },
    ],
    // The id breaks ties (many holds placed at once end at once), so the sweep can page by keyset.
    orderBy: [
      { field: "expiresAt", direction: "asc" },
      { field: DOCUMENT_ID, direction: "asc" },
    ],
  }),
  placedSince: (uid: string, since: Date) =>
    newestFirst({
      collection: COLLECTION,
      filters: [{ field: "uid", op: "==", value: uid }, notDeleted, { field: "createdAt", op: ">=", value: since }],
    }),
  allOf: (uid: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "uid", op: "==", value: uid }],
    orderBy: [],
  }),
  /** Pending orders: those that hold stock (an ended hold until the sweep releases it). */
  pending: (): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "status", op: "==", value: "pending" }],
    orderBy: [],
  }),
  disputed: (): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "disputed", op: "==", value: true }],
    orderBy: [],
  }),
  /** Live orders placed from `from` up to (not including) `until`, newest first (the CSV export). */
  placedBetween: (from: Date, until: Date) =>
    newestFirst({
      collection: COLLECTION,
      filters: [
        notDeleted,
        { field: "createdAt", op: ">=", value: from },
        { field: "createdAt", op: "<", value: until },
      ],
    }),
  /** Orders paid from `from` up to (not including) `until`, archived ones too (the tax report). */
  paidBetween: (from: Date, until: Date): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "paidAt", op: ">=", value: from },
      { field: "paidAt", op: "<", value: until },
    ],
    orderBy: [{ field: "paidAt", direction: "asc" }],
  }),
  /** Guest orders from one client address that hold stock (the per-address hold limit). */
  pendingOfClient: (clientKey: string): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "clientKey", op: "==", value: clientKey },
      { field: "status", op: "==", value: "pending" },
    ],
    orderBy: [],
  }),
  /** Guest orders of one email no account has claimed yet: they belong to the email's guest uid. */
  unclaimedOfEmail: (email: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "uid", op: "==", value: keyOf("guest", email) }],
    orderBy: [],
  }),
  byPaymentIntent: (paymentIntentId: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "paymentIntentId", op: "==", value: paymentIntentId }],
    orderBy: [],
  }),
};
