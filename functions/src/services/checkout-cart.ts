import type { Order } from "@hometools/contract";
import { findCart, saveCart, type StoredCartLine } from "../data/cart-repository";
import { toOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { AppError } from "../errors";
import { log } from "../log";
import { reserveOrder } from "./reserve-order";

const cartEmpty = () => new AppError("cart-empty", "Your cart is empty", 409);

function sameLines(a: readonly StoredCartLine[], b: readonly StoredCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.productId === b[index]!.productId && line.quantity === b[index]!.quantity)
  );
}

/**
 * POST /cart/checkout: places one order of the cart's lines exactly as POST /orders does (every
 * line's stock reserved, all or none) and empties the cart in the same transaction, so a cart is
 * never ordered twice and never lost: either the order exists and the cart is empty, or neither
 * changed. A line's problem is answered under `lines.<i>.quantity`, i its place in the cart.
 *
 * The cart is read once before the transaction, to know which products to read, and again inside
 * it, together with those products (one round of reads instead of two: a flash sale's checkouts
 * queue on the scarce product's document, so each one's time in the transaction is everybody's
 * wait). The order is placed only if the cart read inside is the one it was placed from.
 */
export async function checkoutCart(
  caller: Caller,
  input: { number: string; location: string; totalPrice?: number },
): Promise<Order> {
  const seen = await findCart(caller.uid);
  if (seen.length === 0) throw cartEmpty();
  const order = await runTransaction(async (tx) => {
    // Both reads start before reserveOrder queues its writes (Firestore wants every read first).
    const [lines, placed] = await Promise.all([
      findCart(caller.uid, tx),
      reserveOrder(caller, { ...input, lines: seen, form: "lines" }, tx),
    ]);
    if (lines.length === 0) throw cartEmpty();
    // Changed meanwhile (another tab, or a checkout that won): nothing is written.
    if (!sameLines(lines, seen))
      throw new AppError("conflict", "Your cart changed meanwhile: check it and try again", 409);
    await saveCart(caller.uid, [], tx);
    return placed;
  });
  log.info("cart checked out", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
