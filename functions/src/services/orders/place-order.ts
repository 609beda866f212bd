import type { Order } from "@hometools/contract";
import { toOrder } from "../../data/orders/order-repository";
import { runTransaction } from "../../data/transaction";
import { log } from "../../log";
import type { BudgetKey } from "../accounts/check-write-budget";
import { readOrderReads, reserveOrder, type Buyer, type LineRequest, type ReserveOptions } from "./reserve-order";

/**
 * POST /orders: places one order of one or several lines and reserves the stock of every line in
 * one transaction (all lines or none; services/orders/reserve-order.ts has the rules and the refusals). Its
 * write budgets are counted in the same unit (`budgetKeys`: the address's and the account's).
 */
export async function placeOrder(
  buyer: Buyer,
  lines: readonly LineRequest[],
  options: Omit<ReserveOptions, "products" | "basis" | "checkout">,
  budgetKeys: readonly BudgetKey[],
): Promise<Order> {
  const order = await runTransaction(async (tx) => {
    const { products, basis } = await readOrderReads(buyer, lines, budgetKeys, tx);
    return reserveOrder(buyer, lines, { ...options, products, basis }, tx);
  });
  log.info("order placed", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
