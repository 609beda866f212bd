import { reserveOrderNumber } from "../orders/order-number-repository";
import { orderCollection } from "../orders/order-queries";
import { runTransaction } from "../transaction";

/**
 * Orders stored before order numbers get one, each in its own unit with its number's reservation
 * (so the migration never hands out a number twice, also beside new orders). Idempotent: an order
 * with a number is left alone. Answers how many orders it changed.
 */
export async function backfillOrderNumbers(): Promise<number> {
  const orders = await orderCollection();
  const missing = (await orders.get()).docs.filter((doc) => !doc.get("orderNumber")).map((doc) => doc.id);
  let changed = 0;
  for (const id of missing) {
    const numbered = await runTransaction(async (tx) => {
      const snapshot = await tx.get(orders.doc(id));
      if (!snapshot.exists || snapshot.get("orderNumber")) return false;
      const orderNumber = await reserveOrderNumber(id, tx);
      tx.update(orders.doc(id), { orderNumber });
      return true;
    });
    if (numbered) changed++;
  }
  return changed;
}
