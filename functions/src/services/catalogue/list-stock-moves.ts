import type { PageQuery, StockMove } from "@hometools/contract";
import { findProduct } from "../../data/catalogue/product-repository";
import { listStockMoves as listStoredMoves } from "../../data/catalogue/stock-move-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";
import { Refused } from "../../domain/refused";

const newest: Ordering = { name: "stock-moves", value: "date" };

/** GET /products/{id}/stock-moves (admin): one page of a product's moves, newest first; 404 for no product. */
export async function listStockMoves(productId: string, { limit, cursor }: PageQuery): Promise<CursorPage<StockMove>> {
  const after = decodeCursor(newest, cursor);
  if (!(await findProduct(productId))) throw new Refused({ kind: "no-such", thing: "product" });
  return withCursor(newest, await listStoredMoves(productId, { limit, after }));
}
