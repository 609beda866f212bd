import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import {
  ERASED,
  orderErasure,
  returnErasure,
  withErasure,
  type ErasureChanges,
  type ErasureSubject,
} from "../../domain/privacy/erasure";
import { db } from "../firebase";
import { ratingFields } from "../catalogue/product-repository";
import { DOCUMENT_ID, buildQuery, type QueryShape } from "../query-shape";
import { runTransaction } from "../transaction";

/**
 * The writes of an erasure (docs/privacy.md) across the collections that hold a customer. Each
 * one can run twice without harm: it finds what is left and changes only that.
 *
 * Every collection the shop stores, and what the eraser does there. The API test that scans
 * Firestore after an erasure fails when it meets a collection missing here.
 */
export const erasedCollections = {
  users: "deleted (users/{uid})",
  carts: "deleted (carts/{uid})",
  holdGuards: "deleted (holdGuards/{uid})",
  rateLimits: "the account's counters deleted (ids begin with uid:<uid>|)",
  reviews: "the account's shop reviews deleted",
  toolReviews: "the account's tool reviews deleted",
  toolRatings: "each reviewed tool's count and sum recomputed (and the product's rating fields)",
  orders: "kept, erased (domain/privacy/erasure.ts)",
  returns: "requested ones withdrawn; all kept, erased",
  refunds: "kept, the email deleted",
  mail: "every mail to the customer deleted once the last one is delivered",
  discountRedemptions: "kept: ids hold keyed hashes only (domain/privacy/customer-hash.ts)",
  privacyRequests: "the request itself: keeps no uid or email once done",
  products: "no customer data",
  "products/stockMoves": "no customer data (staff moves)",
  "products/stockShards": "no customer data (a tool's pieces per variant)",
  stats: "no customer data (daily figures)",
  "stats/sales": "no customer data",
  statParts: "no customer data (parts of a day's figures)",
  stripeEvents: "no customer data (event type and order id)",
  discountCodes: "no customer data",
  shippingRates: "no customer data",
  orderNumbers: "no customer data (number to order id)",
  changeStamps: "no customer data",
  taxRates: "no customer data",
  taxSettings: "no customer data (the shop's address)",
  activity: "the team's changes; an erasure's entry names no customer",
  team: "the team's roster (staff, not customers)",
  categories: "no customer data",
  skus: "no customer data (a SKU to its product and variant)",
  invoices: "kept unchanged by law: the buyer's name, email and address as invoiced (docs/privacy.md)",
  creditNotes: "kept unchanged by law, as invoices are",
  invoiceCounters: "no customer data (the last number of each sequence)",
  invoicingSettings: "no customer data (the seller's details)",
  stockAlerts: "the address's back-in-stock alerts deleted",
  cartReminders: "the account's cart reminders deleted",
  guestConsents: "the address's consent from a guest checkout deleted",
  suppressions: "kept: ids are keyed hashes of unsubscribed addresses, so they stay unsubscribed",
  marketingSettings: "no customer data (the owner's settings)",
} as const;

/**
 * Collections an erasure leaves as they are although they name the customer: issued invoices and
 * credit notes, which tax law keeps unchanged for years (docs/privacy.md). They hold the buyer's
 * name, email and address, never the account's uid or phone.
 */
export const keptByLaw: ReadonlySet<keyof typeof erasedCollections> = new Set(["invoices", "creditNotes"]);

export const erasureShapes = {
  returnsOf: (uid: string): QueryShape => ({
    collection: "returns",
    filters: [{ field: "uid", op: "==", value: uid }],
    orderBy: [],
  }),
  returnsOfOrder: (orderId: string): QueryShape => ({
    collection: "returns",
    filters: [{ field: "orderId", op: "==", value: orderId }],
    orderBy: [],
  }),
  refundsOfOrder: (orderId: string): QueryShape => ({
    collection: "refunds",
    filters: [{ field: "orderId", op: "==", value: orderId }],
    orderBy: [],
  }),
  mailOfOrder: (orderId: string): QueryShape => ({
    collection: "mail",
    filters: [{ field: "orderId", op: "==", value: orderId }],
    orderBy: [],
  }),
  mailTo: (to: string): QueryShape => ({
    collection: "mail",
    filters: [{ field: "to", op: "==", value: to }],
    orderBy: [],
  }),
  shopReviewsOf: (uid: string): QueryShape => ({
    collection: "reviews",
    filters: [{ field: "uid", op: "==", value: uid }],
    orderBy: [],
  }),
  toolReviewsOf: (uid: string): QueryShape => ({
    collection: "toolReviews",
    filters: [{ field: "uid", op: "==", value: uid }],
    orderBy: [],
  }),
  /** The account's write-budget counters: their ids begin with the encoded `uid:<uid>|`. */
  rateLimitsOf: (uid: string): QueryShape => {
    const prefix = encodeURIComponent(`uid:${uid}|`);
    return {
      collection: "rateLimits",
      filters: [
        { field: DOCUMENT_ID, op: ">=", value: prefix },
        { field: DOCUMENT_ID, op: "<", value: `${prefix}\uf8ff` },
      ],
      orderBy: [],
    };
  },
};

async function matching(firestore: Firestore, shape: QueryShape) {
  return (await buildQuery(firestore.collection(shape.collection), shape).get()).docs;
}

/** Rewrites one document with the changes, in a unit (read, then replaced whole); nothing when it is gone. */
async function rewrite(
  ref: DocumentReference,
  erase: (data: Record<string, unknown>) => ErasureChanges,
): Promise<void> {
  await runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const data = snapshot.data() ?? {};
    // Deleted, then written whole: the embedded fallback emulator merges a set into what was there.
    tx.delete(ref);
    tx.set(ref, withErasure(data, erase(data)));
  });
}

async function deleteAll(refs: DocumentReference[]): Promise<number> {
  const firestore = await db();
  for (let start = 0; start < refs.length; start += 400) {
    const batch = firestore.batch();
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

/** Erases one kept order, its returns and its refund rows. */
export async function eraseOrderRecords(orderId: string, subject: ErasureSubject): Promise<void> {
  const firestore = await db();
  await rewrite(firestore.collection("orders").doc(orderId), (data) => orderErasure(subject, data));
  for (const doc of await matching(firestore, erasureShapes.returnsOfOrder(orderId))) {
    await rewrite(doc.ref, (data) => returnErasure(subject, data));
  }
  for (const doc of await matching(firestore, erasureShapes.refundsOfOrder(orderId))) {
    await rewrite(doc.ref, () => ({ email: ERASED }));
  }
}

/** users/{uid}, carts/{uid}, holdGuards/{uid} and the account's write-budget counters. */
export async function deleteAccountDocuments(uid: string): Promise<void> {
  const firestore = await db();
  const counters = await matching(firestore, erasureShapes.rateLimitsOf(uid));
  await deleteAll([
    firestore.collection("users").doc(uid),
    firestore.collection("carts").doc(uid),
    firestore.collection("holdGuards").doc(uid),
    ...counters.map((doc) => doc.ref),
  ]);
}

/** The account's shop reviews and tool reviews; each tool's rating loses the review in the same unit. */
export async function deleteReviewsOf(uid: string): Promise<number> {
  const firestore = await db();
  const shop = await matching(firestore, erasureShapes.shopReviewsOf(uid));
  await deleteAll(shop.map((doc) => doc.ref));
  const tools = await matching(firestore, erasureShapes.toolReviewsOf(uid));
  for (const found of tools) {
    await runTransaction(async (tx) => {
      const review = await tx.get(found.ref);
      if (!review.exists) return;
      const productId = String(review.get("productId") ?? "");
      const ratingRef = firestore.collection("toolRatings").doc(productId);
      const productRef = firestore.collection("products").doc(productId);
      const [rating, product] = await tx.getAll(ratingRef, productRef);
      const reviewCount = Math.max(0, Number(rating!.get("reviewCount") ?? 0) - 1);
      const ratingSum = Math.max(0, Number(rating!.get("ratingSum") ?? 0) - Number(review.get("rating") ?? 0));
      tx.delete(found.ref);
      if (rating!.exists)
        tx.set(ratingRef, { reviewCount, ratingSum: reviewCount ? ratingSum : 0, updatedAt: new Date() });
      // The product's average, count and sort key lose the review in the same unit.
      if (product!.exists) tx.update(productRef, ratingFields(reviewCount ? ratingSum : 0, reviewCount));
    });
  }
  return shop.length + tools.length;
}

/** Every mail document addressed to these addresses or about these orders. */
export async function deleteMailOf(addresses: readonly string[], orderIds: readonly string[]): Promise<number> {
  const firestore = await db();
  const found = new Map<string, DocumentReference>();
  for (const shape of [...addresses.map(erasureShapes.mailTo), ...orderIds.map(erasureShapes.mailOfOrder)]) {
    for (const doc of await matching(firestore, shape)) found.set(doc.id, doc.ref);
  }
  return deleteAll([...found.values()]);
}

/** Mail to these addresses or about these orders that has not gone out yet (PENDING, RETRY, PROCESSING). */
export async function deleteUnsentMailOf(addresses: readonly string[], orderIds: readonly string[]): Promise<number> {
  const firestore = await db();
  const found = new Map<string, DocumentReference>();
  for (const shape of [...addresses.map(erasureShapes.mailTo), ...orderIds.map(erasureShapes.mailOfOrder)]) {
    for (const doc of await matching(firestore, shape)) {
      const state = doc.get("delivery.state");
      if (state !== "SUCCESS" && state !== "ERROR") found.set(doc.id, doc.ref);
    }
  }
  return deleteAll([...found.values()]);
}

/** Ids of the requested returns of these customers (to withdraw). */
export async function listRequestedReturnIds(uids: readonly string[]): Promise<string[]> {
  const firestore = await db();
  const ids: string[] = [];
  for (const uid of uids) {
    for (const doc of await matching(firestore, erasureShapes.returnsOf(uid))) {
      if (doc.get("status") === "requested") ids.push(doc.id);
    }
  }
  return ids;
}
