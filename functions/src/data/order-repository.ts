import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "./transaction";
import { orderStatuses, type Order, type OrderHistoryEntry, type OrderStatus } from "@hometools/contract";
import type { StoredOrderLine } from "../domain/order-lines";
import type { OpenReturn, PendingRefund, Pieces, RefundRecord } from "../domain/refunds";
import type { Page, PageRequest } from "../domain/paging";
import { keyOf } from "../domain/order-key";
import { toDollars } from "../domain/pricing";
import { backfill } from "./backfill";
import { db, isoDate } from "./firebase";
import { centsChanges, readCents, type MoneyField } from "./money-fields";
import { newestFirst, newestPage } from "./paged-query";
import { buildQuery, DOCUMENT_ID, type QueryShape } from "./query-shape";
import { reserveOrderNumber } from "./order-number-repository";
import { insert, read, update } from "./transaction";

const COLLECTION = "orders";
const UNIT_PRICE: MoneyField = { cents: "unitPriceCents", legacyDollars: "unitPrice" };
const TOTAL: MoneyField = { cents: "totalCents", legacyDollars: "totalPrice" };

/**
 * An order as stored and as the services compute with it: money in integer cents (the API shows
 * dollars), with the fields the API never shows.
 */
export interface StoredOrder extends Omit<
  Order,
  "unitPrice" | "totalPrice" | "lines" | "refunds" | "refundedTotal" | "shipping" | "subtotal" | "discount"
> {
  unitPriceCents: number | null;
  totalCents: number;
  lines: StoredOrderLine[];
  refunds: RefundRecord[];
  refundedTotalCents: number;
  /** Refunds asked of Stripe and not yet recorded (domain/refunds.ts); never shown. */
  pendingRefunds: PendingRefund[];
  /** Returns asked for and not yet refunded or rejected, with their pieces; never shown. */
  openReturns: OpenReturn[];
  paymentIntentId: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  /** The checkout's money (POST /checkout): totalCents = subtotalCents - discountCents + shipping. */
  shipping: { rateId: string; label: string; amountCents: number } | null;
  subtotalCents: number;
  discountCents: number;
  /** The hidden half of a checkout order: a guest's key (sha256), email and client, the code's uses. */
  checkout: StoredCheckoutSecrets;
  /**
   * Whether the buyer's email was verified when the order was placed (the ID token's
   * email_verified; false for a guest): mail before payment goes only to a verified address.
   */
  emailVerified: boolean;
  /** The uid of the account that cancelled it (the hold limits count a shopper's own cancels). */
  cancelledBy: string | null;
}

/** What the API never shows of a checkout order (docs/decisions/031). */
export interface StoredCheckoutSecrets {
  /** sha256 (hex) of the guest's order key; null for an account's order. */
  orderKeyHash: string | null;
  /** A guest order's email, lower-case, until an account with that verified email claims it. */
  guestEmail: string | null;
  /** sha256 of the client address a guest ordered from (the per-address hold limit). */
  clientKey: string | null;
  /** The discount code's redemption documents, given back when the unpaid order ends. */
  redemptionIds: string[];
  /** Hashes of the keys sent in a guest's mails (links to its order page); they open it as orderKey does. */
  mailKeyHashes: string[];
}

type CheckoutFields = Pick<
  StoredOrder,
  "guest" | "shippingAddress" | "shipping" | "subtotalCents" | "discountCents" | "code" | "checkout"
>;
const noCheckout = (totalCents: number): CheckoutFields => ({
  guest: false,
  shippingAddress: null,
  shipping: null,
  subtotalCents: totalCents,
  discountCents: 0,
  code: null,
  checkout: { orderKeyHash: null, guestEmail: null, clientKey: null, redemptionIds: [], mailKeyHashes: [] },
});

const laterDates = ["paidAt", "shippedAt", "refundedAt", "deletedAt"] as const;

/** What the repository sets on a new order: its number and an empty after-sale record. */
type AfterSaleFields = "orderNumber" | "refunds" | "refundedTotalCents" | "pendingRefunds" | "openReturns";

/** A new order's fields; the repository sets createdAt, the order number and the empty dates of later moves. */
export type NewStoredOrder = Omit<
  StoredOrder,
  "_id" | "createdAt" | "expiresAt" | (typeof laterDates)[number] | AfterSaleFields | keyof CheckoutFields
> &
  Partial<Pick<StoredOrder, keyof CheckoutFields>> & {
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
  cancelledBy?: string;
  history?: OrderHistoryEntry[];
  orderNumber?: string;
  refunds?: RefundRecord[];
  refundedTotalCents?: number;
  pendingRefunds?: PendingRefund[];
  openReturns?: OpenReturn[];
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

function toLine(entry: Record<string, unknown>): StoredOrderLine {
  const quantity = Number(entry.quantity ?? 0);
  const unitPriceCents = Number(entry.unitPriceCents ?? 0);
  return {
    productId: String(entry.productId ?? ""),
    productName: String(entry.productName ?? ""),
    unitPriceCents,
    quantity,
    lineTotalCents: typeof entry.lineTotalCents === "number" ? entry.lineTotalCents : unitPriceCents * quantity,
  };
}

/** The order's lines; an order stored before orders had lines reads as its one line. */
function linesOf(data: DocumentData): StoredOrderLine[] {
  if (Array.isArray(data.lines) && data.lines.length > 0) return data.lines.map(toLine);
  return [
    {
      productId: String(data.productId ?? ""),
      productName: String(data.productName ?? ""),
      unitPriceCents: readCents(data, UNIT_PRICE),
      quantity: Number(data.quantity ?? 0),
      lineTotalCents: readCents(data, TOTAL),
    },
  ];
}

function toPieces(value: unknown): Pieces[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    productId: String(entry.productId ?? ""),
    productName: String(entry.productName ?? ""),
    quantity: Number(entry.quantity ?? 0),
  }));
}

function toRefund(entry: Record<string, unknown>): RefundRecord {
  return {
    refundId: String(entry.refundId ?? ""),
    amountCents: Number(entry.amountCents ?? 0),
    lines: toPieces(entry.lines),
    restock: entry.restock === true,
    reason: String(entry.reason ?? ""),
    at: String(entry.at ?? ""),
    by: String(entry.by ?? ""),
    returnId: (entry.returnId as string | null) ?? null,
  };
}

function toPending(entry: Record<string, unknown>): PendingRefund {
  return { ...toRefund(entry), key: String(entry.key ?? "") };
}

const records = <T>(value: unknown, convert: (entry: Record<string, unknown>) => T): T[] =>
  Array.isArray(value) ? value.map(convert) : [];

/** Refunded so far; an order refunded before partial refunds existed was refunded in full. */
function refundedCentsOf(data: DocumentData, totalCents: number): number {
  if (typeof data.refundedTotalCents === "number") return data.refundedTotalCents;
  return data.status === "refunded" ? totalCents : 0;
}

function toStoredOrder(snapshot: DocumentSnapshot): StoredOrder {
  const data = snapshot.data() ?? {};
  const several = Array.isArray(data.lines) && data.lines.length > 1;
  const totalCents = readCents(data, TOTAL);
  return {
    _id: snapshot.id,
    orderNumber: String(data.orderNumber ?? ""),
    uid: String(data.uid ?? ""),
    name: String(data.name ?? ""),
    email: String(data.email ?? ""),
    productId: several ? null : String(data.productId ?? ""),
    productName: String(data.productName ?? ""),
    unitPriceCents: several ? null : readCents(data, UNIT_PRICE),
    quantity: Number(data.quantity ?? 0),
    lines: linesOf(data),
    number: String(data.number ?? ""),
    location: String(data.location ?? ""),
    totalCents,
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
    // Orders stored before the field existed were mailed as verified then; they keep that.
    emailVerified: data.emailVerified !== false,
    cancelledBy: typeof data.cancelledBy === "string" ? data.cancelledBy : null,
    refunds: records(data.refunds, toRefund),
    refundedTotalCents: refundedCentsOf(data, totalCents),
    pendingRefunds: records(data.pendingRefunds, toPending),
    openReturns: records(data.openReturns, (entry) => ({
      returnId: String(entry.returnId ?? ""),
      lines: toPieces(entry.lines),
    })),
    ...checkoutOf(data, readCents(data, TOTAL)),
  };
}

/** The checkout's fields; an order placed otherwise reads as one with no address, shipping or code. */
function checkoutOf(data: DocumentData, totalCents: number): CheckoutFields {
  const none = noCheckout(totalCents);
  const shipping = data.shipping as { rateId?: unknown; label?: unknown; amountCents?: unknown } | null | undefined;
  const secrets = (data.checkout ?? {}) as Record<string, unknown>;
  return {
    guest: data.guest === true,
    shippingAddress: (data.shippingAddress as StoredOrder["shippingAddress"]) ?? null,
    shipping: shipping
      ? {
          rateId: String(shipping.rateId ?? ""),
          label: String(shipping.label ?? ""),
          amountCents: Number(shipping.amountCents ?? 0),
        }
      : null,
    subtotalCents: typeof data.subtotalCents === "number" ? data.subtotalCents : none.subtotalCents,
    discountCents: typeof data.discountCents === "number" ? data.discountCents : 0,
    code: typeof data.code === "string" ? data.code : null,
    checkout: {
      orderKeyHash: typeof secrets.orderKeyHash === "string" ? secrets.orderKeyHash : null,
      guestEmail: typeof secrets.guestEmail === "string" ? secrets.guestEmail : null,
      clientKey: typeof secrets.clientKey === "string" ? secrets.clientKey : null,
      redemptionIds: Array.isArray(secrets.redemptionIds) ? secrets.redemptionIds.map(String) : [],
      mailKeyHashes: Array.isArray(secrets.mailKeyHashes) ? secrets.mailKeyHashes.map(String) : [],
    },
  };
}

/** What the API shows of an order: money in dollars, without the server's own fields. */
export function toOrder(order: StoredOrder): Order {
  const {
    paymentIntentId: _pi,
    deletedAt: _da,
    deletedBy: _db,
    emailVerified: _ev,
    cancelledBy: _cb,
    pendingRefunds: _pending,
    openReturns: _open,
    unitPriceCents,
    totalCents,
    lines,
    refunds,
    refundedTotalCents,
    ...visible
  } = order;
  const { checkout: _secrets, shipping, subtotalCents, discountCents, ...shown } = visible;
  return {
    ...shown,
    shipping: shipping && { rateId: shipping.rateId, label: shipping.label, amount: toDollars(shipping.amountCents) },
    subtotal: toDollars(subtotalCents),
    discount: toDollars(discountCents),
    refunds: refunds.map(({ amountCents, returnId: _return, ...refund }) => ({
      ...refund,
      amount: toDollars(amountCents),
    })),
    refundedTotal: toDollars(refundedTotalCents),
    unitPrice: unitPriceCents === null ? null : toDollars(unitPriceCents),
    totalPrice: toDollars(totalCents),
    lines: lines.map(({ unitPriceCents: unit, lineTotalCents, ...line }) => ({
      ...line,
      unitPrice: toDollars(unit),
      lineTotal: toDollars(lineTotalCents),
    })),
  };
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
  const { createdAt: at, ...given } = fields;
  const rest = { ...noCheckout(fields.totalCents), ...given };
  const ref = (await orders()).doc();
  // Read before any write of the unit: the number is checked free in the order's own transaction.
  const orderNumber = await reserveOrderNumber(ref.id, tx);
  const afterSale = { orderNumber, refunds: [], refundedTotalCents: 0, pendingRefunds: [], openReturns: [] };
  const stored = { ...rest, ...empty, ...afterSale };
  // A guest's client key also top-level: the embedded fallback cannot query a nested field (pendingOfClient).
  const document = { ...stored, clientKey: stored.checkout.clientKey };
  const { _id, createdAt } = await insert(await orders(), document, { id: ref.id, createdAt: at }, tx);
  return { _id, ...stored, expiresAt: fields.expiresAt.toISOString(), createdAt };
}

/**
 * Adds entries to the order's history without reading it: Firestore appends them to the history
 * as it is when the write lands, so a note written at the same time (a dispute) is never lost.
 */
export async function appendHistory(id: string, entries: OrderHistoryEntry[], tx?: Transaction): Promise<void> {
  const { FieldValue } = await import("firebase-admin/firestore");
  await update((await orders()).doc(id), { history: FieldValue.arrayUnion(...entries) }, tx);
}

export async function updateOrder(id: string, changes: OrderChanges, tx?: Transaction): Promise<void> {
  await update((await orders()).doc(id), { ...changes }, tx);
}

const live = (order: StoredOrder) => !order.deletedAt;
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

/** What a page of live orders shows; the deleted filter runs again in memory (on Firestore it drops nothing). */
const visible = (page: Page<StoredOrder>): Page<Order> => ({ ...page, items: page.items.filter(live).map(toOrder) });

/** One page of every live order, newest first. */
export async function listOrders(page: PageRequest): Promise<Page<Order>> {
  return visible(await newestPage(await orders(), orderShapes.live(), page, toStoredOrder));
}

/** One page of one user's live orders, newest first. */
export async function listOrdersOf(uid: string, page: PageRequest): Promise<Page<Order>> {
  return visible(await newestPage(await orders(), orderShapes.liveOf(uid), page, toStoredOrder));
}

/** The account's orders that still hold stock (pending), expired-but-not-swept ones included. */
export async function listPendingOrdersOf(uid: string, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orders(), orderShapes.pendingOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/** The account's live orders placed at or after `since` (a day's worth: the hold limit's window). */
export async function listOrdersPlacedSince(uid: string, since: Date, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orders(), orderShapes.placedSince(uid, since));
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
  let query = buildQuery(await orders(), orderShapes.endedHolds(now));
  if (after) query = query.startAfter(new Date(after.expiresAt), after.id);
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map(toStoredOrder);
}

/** The order (also an archived one) a PaymentIntent was created for, found by the intent's id. */
export async function findOrderByPaymentIntent(paymentIntentId: string): Promise<StoredOrder | null> {
  const snapshot = await buildQuery(await orders(), orderShapes.byPaymentIntent(paymentIntentId))
    .limit(1)
    .get();
  return snapshot.empty ? null : toStoredOrder(snapshot.docs[0]!);
}

/** Whether the account ever paid for an order (a review's verifiedBuyer); filtered here for the same reason. */
export async function hasPaidOrder(uid: string, tx?: Transaction): Promise<boolean> {
  const query = buildQuery(await orders(), orderShapes.allOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some((doc) => doc.get("paid") === true);
}

/** Whether the account has paid for `productId` (an order of it with money taken: paid, shipped or refunded since). */
export async function hasPaidFor(uid: string, productId: string, tx?: Transaction): Promise<boolean> {
  const query = buildQuery(await orders(), orderShapes.allOf(uid));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.some(
    (doc) => doc.get("paid") === true && linesOf(doc.data()).some((line) => line.productId === productId),
  );
}

/**
 * Orders stored with float dollars (`unitPrice`, `totalPrice`, before money was cents) get
 * `unitPriceCents` and `totalCents`; the dollars are set to null. Idempotent. Answers how many
 * orders it changed.
 */
export async function backfillOrderCents(): Promise<number> {
  return backfill(await orders(), (doc) => centsChanges(doc, [UNIT_PRICE, TOTAL]));
}

/**
 * Orders stored before orders had lines get `lines` (their one product, quantity and money, in
 * cents). Idempotent: an order with lines is left alone. Answers how many orders it changed.
 */
export async function backfillOrderLines(): Promise<number> {
  return backfill(await orders(), (doc) => {
    const data = doc.data() ?? {};
    return Array.isArray(data.lines) && data.lines.length > 0 ? null : { lines: linesOf(data) };
  });
}

/** Orders that hold stock now, and their pieces. */
export async function countOpenHolds(): Promise<{ orders: number; pieces: number }> {
  const { docs } = await buildQuery(await orders(), orderShapes.pending()).get();
  const held = docs.map(toStoredOrder).filter(live);
  return { orders: held.length, pieces: held.reduce((pieces, order) => pieces + order.quantity, 0) };
}

/** Orders whose payment the customer's bank disputes. */
export async function countDisputed(): Promise<number> {
  const { docs } = await buildQuery(await orders(), orderShapes.disputed()).get();
  return docs.length;
}

/** Live orders placed from `from` up to (not including) `until`, oldest first. */
export async function listOrdersPlacedBetween(from: Date, until: Date): Promise<StoredOrder[]> {
  const { docs } = await buildQuery(await orders(), orderShapes.placedBetween(from, until)).get();
  return docs.map(toStoredOrder).filter(live).reverse();
}

/** Every order, archived ones too (a migration's read). */
export async function listEveryOrder(): Promise<StoredOrder[]> {
  return (await (await orders()).get()).docs.map(toStoredOrder);
}

/** Guest orders from this client address that still hold stock (ended holds included until swept). */
export async function listPendingOrdersOfClient(clientKey: string, tx?: Transaction): Promise<StoredOrder[]> {
  const query = buildQuery(await orders(), orderShapes.pendingOfClient(clientKey));
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map(toStoredOrder);
}

/**
 * Moves the guest orders of `email` under the account `uid` (its verified owner signed in): they
 * show in its orders from then on. Answers how many moved.
 */
export async function claimGuestOrders(email: string, uid: string, name: string): Promise<number> {
  const found = await buildQuery(await orders(), orderShapes.unclaimedOfEmail(email)).get();
  const docs = found.docs.filter((doc) => doc.get("guest") === true);
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
  await update((await orders()).doc(id), { "checkout.mailKeyHashes": [...known, hash] }, tx);
}
