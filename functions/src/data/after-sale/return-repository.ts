import type { DocumentSnapshot } from "firebase-admin/firestore";
import { returnStatuses, type OrderReturn, type ReturnStatus } from "@hometools/contract";
import type { Page, PageRequest } from "../../domain/paging";
import { db, isoDate } from "../firebase";
import { newestFirst, newestPage } from "../paged-query";
import { toPieces } from "../orders/order-document";
import { buildQuery, type QueryShape } from "../query-shape";
import { insert, read, update, type Transaction } from "../transaction";

const COLLECTION = "returns";

/** `returns/{id}`: a shopper's request to send pieces back, and its moves (docs/decisions/032). */
export interface StoredReturn extends OrderReturn {
  uid: string;
}

export type ReturnHistoryEntry = StoredReturn["history"][number];

export interface ReturnChanges {
  status?: ReturnStatus;
  restock?: boolean;
  refundId?: string;
  rejectReason?: string;
  history?: ReturnHistoryEntry[];
}

async function returns() {
  return (await db()).collection(COLLECTION);
}

const toStatus = (value: unknown): ReturnStatus =>
  returnStatuses.includes(value as ReturnStatus) ? (value as ReturnStatus) : "requested";

function toReturn(snapshot: DocumentSnapshot): StoredReturn {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    orderId: String(data.orderId ?? ""),
    orderNumber: String(data.orderNumber ?? ""),
    uid: String(data.uid ?? ""),
    email: String(data.email ?? ""),
    lines: toPieces(data.lines),
    reason: String(data.reason ?? ""),
    status: toStatus(data.status),
    restock: typeof data.restock === "boolean" ? data.restock : null,
    refundId: (data.refundId as string | null) ?? null,
    rejectReason: (data.rejectReason as string | null) ?? null,
    createdAt: isoDate(data.createdAt),
    history: Array.isArray(data.history)
      ? data.history.map((entry: Record<string, unknown>) => ({
          at: String(entry.at ?? ""),
          status: toStatus(entry.status),
          by: String(entry.by ?? ""),
          reason: String(entry.reason ?? ""),
        }))
      : [],
  };
}

/** What the API shows of a return. */
export function toApiReturn({ uid: _uid, ...shown }: StoredReturn): OrderReturn {
  return shown;
}

export const returnShapes = {
  all: () => newestFirst({ collection: COLLECTION, filters: [] }),
  withStatus: (status: ReturnStatus) =>
    newestFirst({ collection: COLLECTION, filters: [{ field: "status", op: "==", value: status }] }),
  ofOrder: (orderId: string): QueryShape => ({
    collection: COLLECTION,
    filters: [{ field: "orderId", op: "==", value: orderId }],
    orderBy: [],
  }),
};

export type NewReturn = Omit<StoredReturn, "_id" | "createdAt"> & { createdAt: Date };

export async function createReturn(fields: NewReturn, tx: Transaction): Promise<StoredReturn> {
  const { createdAt: at, ...rest } = fields;
  const { _id, createdAt } = await insert(await returns(), rest, { createdAt: at }, tx);
  return { _id, ...rest, createdAt };
}

export async function findReturn(id: string, tx?: Transaction): Promise<StoredReturn | null> {
  const snapshot = await read((await returns()).doc(id), tx);
  return snapshot.exists ? toReturn(snapshot) : null;
}

export async function updateReturn(id: string, changes: ReturnChanges, tx?: Transaction): Promise<void> {
  await update((await returns()).doc(id), { ...changes }, tx);
}

/** One page of returns, newest first, optionally of one status. */
export async function listReturns(page: PageRequest, status?: ReturnStatus): Promise<Page<StoredReturn>> {
  const shape = status ? returnShapes.withStatus(status) : returnShapes.all();
  return newestPage(await returns(), shape, page, toReturn);
}

/** Every return of one order, oldest first. */
export async function listReturnsOfOrder(orderId: string): Promise<StoredReturn[]> {
  const { docs } = await buildQuery(await returns(), returnShapes.ofOrder(orderId)).get();
  return docs.map(toReturn).sort((a, b) => (a.createdAt ?? "").localeCompare(b.createdAt ?? ""));
}
