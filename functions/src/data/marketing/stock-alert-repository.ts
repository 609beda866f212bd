import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db, isoDate } from "../firebase";
import { buildQuery, deleteMatching, type QueryShape } from "../query-shape";
import { read, type Transaction } from "../transaction";

const COLLECTION = "stockAlerts";

/**
 * `stockAlerts/{id}`: one back-in-stock alert per (email, product, variant), named by a keyed hash
 * of the three (domain/marketing/address-key.ts), so asking again finds it without a query.
 * pending (anonymous, waiting for its confirm link) -> active -> sent (its mail went, it ended);
 * ended: unsubscribed. A sent or ended alert asked for again starts a new round.
 */
export const alertStatuses = ["pending", "active", "sent", "ended"] as const;
export type AlertStatus = (typeof alertStatuses)[number];

export interface StoredAlert {
  _id: string;
  email: string;
  /** The account that asked, or null (anonymous). */
  uid: string | null;
  productId: string;
  variantId: string;
  status: AlertStatus;
  /** Goes up by one each time the alert is asked for again after it ended: its mails' suffix. */
  round: number;
  createdAt: string | null;
  sentAt: string | null;
}

async function alerts() {
  return (await db()).collection(COLLECTION);
}

function toAlert(snapshot: DocumentSnapshot): StoredAlert {
  const data = snapshot.data() ?? {};
  const status = alertStatuses.find((known) => known === data.status) ?? "ended";
  return {
    _id: snapshot.id,
    email: String(data.email ?? ""),
    uid: typeof data.uid === "string" ? data.uid : null,
    productId: String(data.productId ?? ""),
    variantId: String(data.variantId ?? ""),
    status,
    round: Number(data.round ?? 1) || 1,
    createdAt: isoDate(data.createdAt),
    sentAt: isoDate(data.sentAt),
  };
}

export const alertShapes = {
  /** The alerts a variant's restock mails (one query in the restock's unit). */
  activeOf: (productId: string, variantId: string): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "productId", op: "==", value: productId },
      { field: "variantId", op: "==", value: variantId },
      { field: "status", op: "==", value: "active" },
    ],
    orderBy: [],
  }),
  /** Every active alert: the owner's "alerts waiting". */
  active: (): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "status", op: "==", value: "active" }],
    orderBy: [],
  }),
  /** An address's alerts (its export, its unsubscribe, its erasure). */
  ofEmail: (email: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "email", op: "==", value: email }],
    orderBy: [],
  }),
};

export async function findAlert(id: string, tx?: Transaction): Promise<StoredAlert | null> {
  const snapshot = await read((await alerts()).doc(id), tx);
  return snapshot.exists ? toAlert(snapshot) : null;
}

/** Writes the alert whole (a new one, or a new round of an ended one). */
export async function saveAlert(alert: Omit<StoredAlert, "createdAt" | "sentAt">, at: Date, tx: Transaction) {
  const { _id, ...fields } = alert;
  tx.set((await alerts()).doc(_id), { ...fields, createdAt: at, sentAt: null, confirmedAt: null });
}

export async function setAlertStatus(id: string, status: AlertStatus, at: Date, tx: Transaction): Promise<void> {
  const stamp = status === "sent" ? { sentAt: at } : status === "active" ? { confirmedAt: at } : { endedAt: at };
  tx.update((await alerts()).doc(id), { status, ...stamp });
}

/** The active alerts of one variant, read in the restock's unit. */
export async function listActiveAlertsOf(
  productId: string,
  variantId: string,
  tx: Transaction,
): Promise<StoredAlert[]> {
  const snapshot = await tx.get(buildQuery(await alerts(), alertShapes.activeOf(productId, variantId)));
  return snapshot.docs.map(toAlert);
}

export async function listActiveAlerts(): Promise<StoredAlert[]> {
  return (await buildQuery(await alerts(), alertShapes.active()).get()).docs.map(toAlert);
}

export async function listAlertsOfEmail(email: string, tx?: Transaction): Promise<StoredAlert[]> {
  const query = buildQuery(await alerts(), alertShapes.ofEmail(email));
  return (await (tx ? tx.get(query) : query.get())).docs.map(toAlert);
}

/** Deletes an address's alerts (an erasure); answers how many. */
export async function deleteAlertsOfEmail(email: string): Promise<number> {
  return deleteMatching(buildQuery(await alerts(), alertShapes.ofEmail(email)));
}
