import { findProducts, moveProductStock } from "../../data/catalogue/product-repository";
import type { Transaction } from "../../data/transaction";
import { readBackInStock } from "../marketing/stock-alerts";

/**
 * Pieces going back on sale (an unpaid order that ends, a refund with restock, a received return),
 * per product and variant (domain/orders/order-lines.ts piecesByProduct). Reads the products now, with
 * the unit's other reads, and answers the write to make after them: each variant gets its pieces back;
 * a product deleted since, or a variant removed (its pieces left the shop then), takes nothing. A
 * variant that comes back from 0 pieces mails its back-in-stock alerts in the same unit
 * (services/marketing/stock-alerts.ts: one query of its alerts, with these reads).
 */
export async function readStockReturn(
  pieces: ReadonlyMap<string, ReadonlyMap<string, number>>,
  tx: Transaction,
): Promise<() => Promise<void>> {
  const ids = [...pieces.keys()];
  const products = await findProducts(ids, tx);
  const changes = products.flatMap((product) =>
    product
      ? [...pieces.get(product._id)!].flatMap(([variantId, delta]) => {
          const variant = product.variants.find((candidate) => candidate.id === variantId);
          return variant ? [{ product, variantId, before: variant.available, delta }] : [];
        })
      : [],
  );
  const mailAlerts = await readBackInStock(changes, tx);
  return async () => {
    for (const product of products) if (product) await moveProductStock(product, pieces.get(product._id)!, tx);
    await mailAlerts();
  };
}
