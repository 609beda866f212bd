import { findOrder } from "../../data/orders/order-repository";
import type { Caller } from "../../domain/caller";
import { orderKeyMatches } from "../../domain/checkout/order-key";
import { Refused } from "../../domain/refused";

/**
 * The caller that holds a guest's order key: the order's owner, for that one order only (the
 * routes that take X-Order-Key act on the order named in the same request). A wrong key is 403,
 * as another shopper's token is.
 */
export async function identifyOrderKey(orderId: string, key: string): Promise<Caller> {
  const order = await findOrder(orderId);
  if (!order) throw new Refused({ kind: "no-such", thing: "order" });
  const hashes = [order.checkout.orderKeyHash, ...order.checkout.mailKeyHashes];
  if (!hashes.some((hash) => orderKeyMatches(key, hash))) throw new Refused({ kind: "not-yours", thing: "order" });
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
