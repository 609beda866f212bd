import { findOrder } from "../../data/orders/order-repository";
import type { Caller } from "../../domain/caller";
import { orderKeyMatches } from "../../domain/checkout/order-key";
import { forbidden, notFound } from "../../errors";

/**
 * The caller that holds a guest's order key: the order's owner, for that one order only (the
 * routes that take X-Order-Key act on the order named in the same request). A wrong key is 403,
 * as another shopper's token is.
 */
export async function identifyOrderKey(orderId: string, key: string): Promise<Caller> {
  const order = await findOrder(orderId);
  if (!order) throw notFound("Order");
  const hashes = [order.checkout.orderKeyHash, ...order.checkout.mailKeyHashes];
  if (!hashes.some((hash) => orderKeyMatches(key, hash))) throw forbidden("That is not your order");
  return {
    uid: order.uid,
    email: order.email,
    name: order.name,
    picture: "",
    admin: false,
    role: null,
    emailVerified: false,
  };
}
