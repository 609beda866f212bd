import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Transaction } from "../transaction";
import { DEFAULT_VARIANT_ID, type StockMove } from "@hometools/contract";
import type { Page, PageRequest } from "../../domain/paging";
import { db, isoDate } from "../firebase";
import { pagedShape, readPage } from "../paged-query";
import type { QueryShape } from "../query-shape";
import { create } from "../transaction";

// Under its product (products/{id}/stockMoves/{moveId}): the moves are read one product at a time.
const PARENT = "products";
const COLLECTION = "stockMoves";

export interface NewStockMoveRecord {
  at: Date;
  /** The admin's email. */
  by: string;
  /** The variant moved (`default` for a tool without options). */
  variantId: string;
  delta: number;
  reason: string;
  availableAfter: number;
}

async function movesOf(productId: string) {
  return (await db()).collection(PARENT).doc(productId).collection(COLLECTION);
}

function toStockMove(snapshot: DocumentSnapshot): StockMove {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    at: isoDate(data.at),
    by: String(data.by ?? ""),
    variantId: typeof data.variantId === "string" ? data.variantId : DEFAULT_VARIANT_ID,
    delta: Number(data.delta ?? 0),
    reason: String(data.reason ?? ""),
    availableAfter: Number(data.availableAfter ?? 0),
  };
}

/** Keeps one move (in the transaction that changes the stock, so both or neither are written). */
export async function recordStockMove(productId: string, move: NewStockMoveRecord, tx: Transaction): Promise<string> {
  const ref = (await movesOf(productId)).doc();
  await create(ref, move, tx);
  return ref.id;
}

/** The query behind one page of a product's moves, newest first (checked against firestore.indexes.json). */
export const stockMoveListShape = (): QueryShape => pagedShape({ collection: COLLECTION, filters: [] }, "at", "desc");

/** One page of a product's moves, newest first; ties by id. */
export async function listStockMoves(productId: string, page: PageRequest): Promise<Page<StockMove>> {
  return readPage(
    await movesOf(productId),
    stockMoveListShape(),
    page,
    toStockMove,
    (snapshot) => ({ value: isoDate(snapshot.get("at")) ?? "", id: snapshot.id }),
    (value) => new Date(value),
  );
}
