import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Pieces } from "../../domain/after-sale/refunds";
import { db, isoDate } from "../firebase";
import { toPieces } from "../orders/order-document";
import { buildQuery, type QueryShape } from "../query-shape";
import type { Transaction } from "../transaction";

const COLLECTION = "refunds";

/**
 * `refunds/{refundId}`: each refund once more, beside its order, so the CSV export can list the
 * refunds made on given days (an order placed in March may be refunded in May). Written in the unit
 * that records the refund on the order.
 */
export interface RefundRow {
  refundId: string;
  orderId: string;
  orderNumber: string;
  email: string;
  amountCents: number;
  orderTotalCents: number | null;
  /** The tax inside the refund, and the order's tax as charged (null: a row written before taxes). */
  taxCents: number | null;
  orderTaxCents: number | null;
  lines: Pieces[];
  restock: boolean;
  at: Date;
}

async function refunds() {
  return (await db()).collection(COLLECTION);
}

export const refundShapes = {
  madeBetween: (from: Date, until: Date): QueryShape => ({
    collection: COLLECTION,
    filters: [
      { field: "at", op: ">=", value: from },
      { field: "at", op: "<", value: until },
    ],
    orderBy: [{ field: "at", direction: "asc" }],
  }),
};

export async function saveRefundRow(row: RefundRow, tx: Transaction): Promise<void> {
  tx.set((await refunds()).doc(row.refundId), row);
}

function toRow(snapshot: DocumentSnapshot): RefundRow & { atIso: string } {
  const data = snapshot.data() ?? {};
  return {
    refundId: snapshot.id,
    orderId: String(data.orderId ?? ""),
    orderNumber: String(data.orderNumber ?? ""),
    email: String(data.email ?? ""),
    amountCents: Number(data.amountCents ?? 0),
    orderTotalCents: typeof data.orderTotalCents === "number" ? data.orderTotalCents : null,
    taxCents: typeof data.taxCents === "number" ? data.taxCents : null,
    orderTaxCents: typeof data.orderTaxCents === "number" ? data.orderTaxCents : null,
    lines: toPieces(data.lines),
    restock: data.restock === true,
    at: new Date(isoDate(data.at) ?? 0),
    atIso: isoDate(data.at) ?? "",
  };
}

/** Refunds made from `from` up to (not including) `until`, oldest first. */
export async function listRefundsMadeBetween(from: Date, until: Date): Promise<Array<RefundRow & { atIso: string }>> {
  const { docs } = await buildQuery(await refunds(), refundShapes.madeBetween(from, until)).get();
  return docs.map(toRow);
}
