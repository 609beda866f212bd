import { findProducts, moveProductStock } from "../../data/catalogue/product-repository";
import type { Transaction } from "../../data/transaction";

/**
 * Pieces going back on sale (an unpaid order that ends, a refund with restock, a received return),
 * per product and variant (domain/orders/order-lines.ts piecesByProduct). Reads the products now, with
 * the unit's other reads, and answers the write to make after them: each variant gets its pieces back;
 * a product deleted since, or a variant removed (its pieces left the shop then), takes nothing.
 */
export async function readStockReturn(
  pieces: ReadonlyMap<string, ReadonlyMap<string, number>>,
  tx: Transaction,
): Promise<() => Promise<void>> {
  const ids = [...pieces.keys()];
  const products = await findProducts(ids, tx);
  return async () => {
    for (const product of products) if (product) await moveProductStock(product, pieces.get(product._id)!, tx);
  };
}
