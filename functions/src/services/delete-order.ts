import type { DeleteResult } from "@hometools/contract";
import { findOrder, updateOrder } from "../data/order-repository";
import { findProduct, setAvailable } from "../data/product-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { log } from "../log";

/**
 * Takes an order out of every list. Nothing is erased: the order keeps deletedAt and deletedBy,
 * so a payment that lands afterwards still finds it. An unpaid order gives its stock back.
 */
export async function deleteOrder(caller: Caller, id: string): Promise<DeleteResult> {
  const released = await runTransaction(async (tx) => {
    const order = await findOrder(id, tx);
    if (!order) return null;
    // Every read before the first write: Firestore transactions require it.
    const product = order.paid ? null : await findProduct(order.productId, tx);
    await updateOrder(id, { deletedAt: new Date(), deletedBy: caller.uid }, tx);
    if (product) await setAvailable(product._id, product.available + order.quantity, tx);
    return { paid: order.paid, quantity: product ? order.quantity : 0 };
  });

  if (!released) return { deletedCount: 0 };
  log.info("order deleted", { orderId: id, paid: released.paid, stockReleased: released.quantity });
  return { deletedCount: 1 };
}
