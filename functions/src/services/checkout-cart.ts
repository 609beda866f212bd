import type { Order } from "@hometools/contract";
import { findCart, saveCart } from "../data/cart-repository";
import { toOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { AppError } from "../errors";
import { log } from "../log";
import { reserveOrder } from "./reserve-order";

/**
 * POST /cart/checkout: places one order of the cart's lines exactly as POST /orders does (every
 * line's stock reserved, all or none) and empties the cart in the same transaction, so a cart is
 * never ordered twice and never lost: either the order exists and the cart is empty, or neither
 * changed. A line's problem is answered under `lines.<i>.quantity`, i its place in the cart.
 */
export async function checkoutCart(
  caller: Caller,
  input: { number: string; location: string; totalPrice?: number },
): Promise<Order> {
  const order = await runTransaction(async (tx) => {
    const lines = await findCart(caller.uid, tx);
    if (lines.length === 0) throw new AppError("cart-empty", "Your cart is empty", 409);
    const placed = await reserveOrder(caller, { ...input, lines, form: "lines" }, tx);
    await saveCart(caller.uid, [], tx);
    return placed;
  });
  log.info("cart checked out", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
