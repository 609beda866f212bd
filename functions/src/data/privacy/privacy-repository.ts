import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db, isoDate } from "../firebase";
import type { QueryShape } from "../query-shape";
import { buildQuery } from "../query-shape";
import { runTransaction } from "../transaction";

const COLLECTION = "privacyRequests";

/**
 * `privacyRequests/{id}`: one erasure (docs/privacy.md) and the steps it has done, so the sweep
 * finishes one left halfway. While it runs it names its subject (uid, email); when done it keeps
 * neither, only what was done and the id that replaced the uid on kept orders.
 */
export interface StoredPrivacyRequest {
  _id: string;
  via: "self" | "owner";
  uid: string | null;
  email: string | null;
  replacementUid: string;
  /** Whether the email's guest orders are the customer's too (a verified email, or the owner's request). */
  guestOrders: boolean;
  steps: string[];
  done: boolean;
  orders: number;
  account: number;
  /** The orders it erases, found at its first step (their uid is replaced later). */
  orderIds: string[];
  createdAt: string | null;
}

export type NewPrivacyRequest = Pick<
  StoredPrivacyRequest,
  "via" | "uid" | "email" | "replacementUid" | "account" | "guestOrders"
>;

async function requests() {
  return (await db()).collection(COLLECTION);
}

function toRequest(snapshot: DocumentSnapshot): StoredPrivacyRequest {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    via: data.via === "owner" ? "owner" : "self",
    uid: typeof data.uid === "string" ? data.uid : null,
    email: typeof data.email === "string" ? data.email : null,
    replacementUid: String(data.replacementUid ?? ""),
    guestOrders: data.guestOrders === true,
    steps: Array.isArray(data.steps) ? data.steps.map(String) : [],
    done: data.done === true,
    orders: Number(data.orders ?? 0),
    account: Number(data.account ?? 0),
    orderIds: Array.isArray(data.orderIds) ? data.orderIds.map(String) : [],
    createdAt: isoDate(data.createdAt),
  };
}

/** Erasures not finished yet (the sweep's work), oldest first in memory: there are few. */
export const openRequestsShape = (): QueryShape => ({
  collection: COLLECTION,
  filters: [{ field: "done", op: "==", value: false }],
  orderBy: [],
});

export async function createPrivacyRequest(fields: NewPrivacyRequest): Promise<StoredPrivacyRequest> {
  const ref = (await requests()).doc();
  const createdAt = new Date();
  const stored = { ...fields, steps: [], done: false, orders: 0, orderIds: [], createdAt };
  await ref.create(stored);
  return { _id: ref.id, ...stored, createdAt: createdAt.toISOString() };
}

export async function findPrivacyRequest(id: string): Promise<StoredPrivacyRequest | null> {
  const snapshot = await (await requests()).doc(id).get();
  return snapshot.exists ? toRequest(snapshot) : null;
}

/** Records a step as done, with what it counted. */
export async function markStepDone(
  id: string,
  step: string,
  counts: { orders?: number; orderIds?: string[] } = {},
): Promise<void> {
  const { FieldValue } = await import("firebase-admin/firestore");
  await (await requests()).doc(id).update({ steps: FieldValue.arrayUnion(step), ...counts, updatedAt: new Date() });
}

/** The last step: the request forgets whom it was about (rewritten whole: see domain/privacy/erasure.ts, withErasure). */
export async function closePrivacyRequest(id: string): Promise<void> {
  const ref = (await requests()).doc(id);
  await runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const { uid: _uid, email: _email, ...kept } = snapshot.data() ?? {};
    // Deleted, then written whole: the embedded fallback emulator merges a set into what was there.
    tx.delete(ref);
    tx.set(ref, { ...kept, done: true, finishedAt: new Date() });
  });
}

export async function listOpenPrivacyRequests(limit: number): Promise<StoredPrivacyRequest[]> {
  const snapshot = await buildQuery(await requests(), openRequestsShape())
    .limit(limit)
    .get();
  return snapshot.docs.map(toRequest).sort((a, b) => (a.createdAt ?? "").localeCompare(b.createdAt ?? ""));
}
