import { lineKey, type Order } from "@hometools/contract";
import { findCart, findCartAndProducts, saveCart, type StoredCartLine } from "../../data/cart/cart-repository";
import { toOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import type { Caller } from "../../domain/caller";
import { Refused } from "../../domain/refused";
import { log } from "../../log";
import type { BudgetKey } from "../accounts/check-write-budget";
import { readOrderBasis, reserveOrder } from "../orders/reserve-order";

const cartEmpty = () => new Refused({ kind: "cart-empty" });

function sameLines(a: readonly StoredCartLine[], b: readonly StoredCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => lineKey(line) === lineKey(b[index]!) && line.quantity === b[index]!.quantity)
  );
}

/**
 * POST /cart/checkout: places one order of the cart's lines exactly as POST /orders does (every
 * line's stock reserved, all or none) and empties the cart in the same transaction, so a cart is
 * never ordered twice and never lost: either the order exists and the cart is empty, or neither
 * changed. A line's refusal names the line by its place in the cart.
 *
 * The cart is read once before the transaction, to know its products, then inside it together with
 * them and the order's basis (services/orders/reserve-order.ts) in one batch read: a flash sale's shoppers queue on the scarce product, and those who come too late
 * leave after that one read, as a one-product order does. The order is placed only if the cart read
 * inside is the one seen before (else 409 conflict: it changed meanwhile, nothing is written).
 */
export async function checkoutCart(
  caller: Caller,
  input: { number: string; location: string; totalPrice?: number },
  budgetKeys: readonly BudgetKey[],
): Promise<Order> {
  const seen = (await findCart(caller.uid)).lines;
  if (seen.length === 0) throw cartEmpty();
  const ids = seen.map((line) => line.productId);
  const order = await runTransaction(async (tx) => {
    const [{ cart, products }, basis] = await Promise.all([
      findCartAndProducts(caller.uid, ids, tx),
      readOrderBasis(caller, budgetKeys, tx),
    ]);
    const { lines } = cart;
    if (lines.length === 0) throw cartEmpty();
    if (!sameLines(lines, seen)) throw new Refused({ kind: "cart-changed-meanwhile" });
    const placed = await reserveOrder(caller, lines, { ...input, products, basis }, tx);
    await saveCart(caller.uid, { lines: [], version: cart.version + 1 }, tx);
    return placed;
  });
  log.info("cart checked out", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
