import type { StockMove } from "@hometools/contract";
import { useApiPages } from "../../../../lib/api/use-api-pages";

/** GET /products/{id}/stock-moves (admin), newest first, 20 a page. */
export function useStockMoves(id: string) {
  return useApiPages<StockMove>(`/products/${encodeURIComponent(id)}/stock-moves?limit=20`);
}
