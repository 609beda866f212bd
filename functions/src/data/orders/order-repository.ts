import type { Order, OrderHistoryEntry } from "@hometools/contract";
import type { Transaction } from "../transaction";
import type { Page, PageRequest } from "../../domain/paging";
import { newestPage } from "../paged-query";
import { buildQuery } from "../query-shape";
import { touchHoldGuardNow } from "./hold-guard-repository";
import { claimOrderNumber } from "./order-number-repository";
import { insert, read, update } from "../transaction";
import {
  laterDates,
  linesOf,
  noCheckout,
  toStoredOrder,
  type NewStoredOrder,
  type OrderChanges,
  type StoredOrder,
} from "./order-document";
import { live, orderCollection, orderShapes } from "./order-queries";
import { toOrder } from "./order-view";

// The orders repository: what the services read and write of orders. The stored shape and its
// reading are in orders/order-document.ts, the API's view in orders/order-view.ts, the queries in
// orders/order-queries.ts; the services take the shape and the view from here.
export type { NewStoredOrder, OrderChanges, StoredCheckoutSecrets, StoredOrder } from "./order-document";
export { toOrder } from "./order-view";

async function readOrder(id: string, tx?: Transaction): Promise<StoredOrder | null> {
  const snapshot = await read((await orderCollection()).doc(id), tx);
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
 * Creates an order under a fresh id, with the number the unit picked (order-number-repository.ts,
 * pickOrderNumber), and answers it as stored. The write is queued: it lands when the unit commits.
 */
export async function createOrder(fields: NewStoredOrder, orderNumber: string, tx: Transaction): Promise<StoredOrder> {
  // Later moves' dates are written as null, not left out: a null is queryable, a missing field is not.
  const empty = Object.fromEntries(laterDates.map((name) => [name, null])) as Record<(typeof laterDates)[number], null>;
  const { createdAt: at, ...given } = fields;
  const rest = { ...noCheckout(fields.totalCents), ...given };
  const ref = (await orderCollection()).doc();
  await claimOrderNumber(orderNumber, ref.id, tx);
  const afterSale = {
    orderNumber,
    refunds: [],
    refundedTotalCents: 0,
    refundedTaxCents: 0,
    pendingRefunds: [],
    openReturns: [],
    invoiceNumber: null,
    creditNoteNumbers: [],
  };
  const stored = { ...rest, ...empty, ...afterSale };
  // A guest's client key also top-level: the embedded fallback cannot query a nested field (pendingOfClient).
  const document = { ...stored, clientKey: stored.checkout.clientKey };
  const { _id, createdAt } = await insert(await orderCollection(), document, { id: ref.id, createdAt: at }, tx);
  return { _id, ...stored, expiresAt: fields.expiresAt.toISOString(), createdAt };
}

/**
 * Adds entries to the order's history without reading it: Firestore appends them to the history
 * as it is when the write lands, so a note written at the same time (a dispute) is never lost.
 */
export async function appendHistory(id: string, entries: OrderHistoryEntry[], tx?: Transaction): Promise<void> {
  const { FieldValue } = await import("firebase-admin/firestore");
  await update((await orderCollection()).doc(id), { history: FieldValue.arrayUnion(...entries) }, tx);
}

export async function updateOrder(id: string, changes: OrderChanges, tx?: Transaction): Promise<void> {
  await update((await orderCollection()).doc(id), { ...changes }, tx);
}

/** What a page of live orders shows; the deleted filter runs again in memory (on Firestore it drops nothing). */
const visible = (page: Page<StoredOrder>): Page<Order> => ({ ...page, items: page.items.filter(live).map(toOrder) });

/** One page of every live order, newest first. */
export async function listOrders(page: PageRequest): Promise<Page<Order>> {
  return visible(await newestPage(await orderCollection(), orderShapes.live(), page, toStoredOrder));
}

/** One page of one user's live orders, newest first. */
export async function listOrdersOf(uid: string, page: PageRequest): Promise<Page<Order>> {
  return visible(await newestPage(await orderCollection(), orderShapes.liveOf(uid), page, toStoredOrder));
}

/** The account's orders that still hold stock (pending), expired-but-not-swept ones included. */
export async function listPendingOrdersOf(uid: string, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orderCollection(), orderShapes.pendingOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/** The account's live orders placed at or after `since` (a day's worth: the hold limit's window). */
export async function listOrdersPlacedSince(uid: string, since: Date, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orderCollection(), orderShapes.placedSince(uid, since));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/** Where a page of ended holds stopped: the last one's expiresAt and id. */
export interface EndedHoldsPosition {
  expiresAt: string;
  id: string;
}

/**
 * One page of pending orders whose hold ended at or before `now`, oldest first, starting after
 * `after` (the expiry sweep's work: it pages through all of them).
 */
export async function listEndedHolds(
  now: Date,
  limit: number,
  after: EndedHoldsPosition | null = null,
): Promise<StoredOrder[]> {
  let query = buildQuery(await orderCollection(), orderShapes.endedHolds(now));
  if (after) query = query.startAfter(new Date(after.expiresAt), after.id);
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map(toStoredOrder);
}

/** The order (also an archived one) a PaymentIntent was created for, found by the intent's id. */
export async function findOrderByPaymentIntent(paymentIntentId: string): Promise<StoredOrder | null> {
  const snapshot = await buildQuery(await orderCollection(), orderShapes.byPaymentIntent(paymentIntentId))
    .limit(1)
    .get();
  return snapshot.empty ? null : toStoredOrder(snapshot.docs[0]!);
}

/** Whether the account ever paid for an order (a review's verifiedBuyer); filtered here for the same reason. */
export async function hasPaidOrder(uid: string, tx?: Transaction): Promise<boolean> {
  const query = buildQuery(await orderCollection(), orderShapes.allOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some((doc) => doc.get("paid") === true);
}

/** Whether the account has paid for `productId` (an order of it with money taken: paid, shipped or refunded since). */
export async function hasPaidFor(uid: string, productId: string, tx?: Transaction): Promise<boolean> {
  const query = buildQuery(await orderCollection(), orderShapes.allOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some(
    (doc) => doc.get("paid") === true && linesOf(doc.data()).some((line) => line.productId === productId),
  );
}

/** Live orders placed from `from` up to (not including) `until`, oldest first. */
export async function listOrdersPlacedBetween(from: Date, until: Date): Promise<StoredOrder[]> {
  const { docs } = await buildQuery(await orderCollection(), orderShapes.placedBetween(from, until)).get();
  return docs.map(toStoredOrder).filter(live).reverse();
}

/** Orders paid from `from` up to (not including) `until`, oldest first; archived ones too (money moved). */
export async function listOrdersPaidBetween(from: Date, until: Date): Promise<StoredOrder[]> {
  const { docs } = await buildQuery(await orderCollection(), orderShapes.paidBetween(from, until)).get();
  return docs.map(toStoredOrder);
}

/** Guest orders from this client address that still hold stock (ended holds included until swept). */
export async function listPendingOrdersOfClient(clientKey: string, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orderCollection(), orderShapes.pendingOfClient(clientKey));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/**
 * Moves the guest orders of `email` under the account `uid` (its verified owner signed in): they
 * show in its orders from then on. Answers how many moved.
 */
export async function claimGuestOrders(email: string, uid: string, name: string): Promise<number> {
  const found = await buildQuery(await orderCollection(), orderShapes.unclaimedOfEmail(email)).get();
  const docs = found.docs.filter((doc) => doc.get("guest") === true);
  // The account's hold guard first: its hold limits count these orders from now on.
  if (docs.length > 0) await touchHoldGuardNow(uid);
  await Promise.all(docs.map((doc) => doc.ref.update({ uid, name, "checkout.guestEmail": null })));
  return docs.length;
}

/**
 * Adds a key hash to a guest order (a mail's link to its page), inside the move's unit, which read
 * the order (`known`: its hashes as read; the unit's check on the order keeps a concurrent one).
 * No arrayUnion: the embedded fallback cannot apply one to a nested field.
 */
export async function addOrderKeyHash(
  id: string,
  known: readonly string[],
  hash: string,
  tx: Transaction,
): Promise<void> {
  await update((await orderCollection()).doc(id), { "checkout.mailKeyHashes": [...known, hash] }, tx);
}

/** Every order of one uid, archived ones too (a shopper's data export and erasure, docs/privacy.md). */
export async function listAllOrdersOf(uid: string): Promise<StoredOrder[]> {
  const { docs } = await buildQuery(await orderCollection(), orderShapes.allOf(uid)).get();
  return docs.map(toStoredOrder);
}
