import type { Order } from "@hometools/contract";
import { toOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import { log } from "../log";
import { reserveOrder, type Buyer, type LineRequest, type ReserveOptions } from "./reserve-order";

/**
 * POST /orders: places one order of one or several lines and reserves the stock of every line in
 * one transaction (all lines or none; services/reserve-order.ts has the rules and the refusals).
 */
export async function placeOrder(
  buyer: Buyer,
  lines: readonly LineRequest[],
  options: Omit<ReserveOptions, "products">,
): Promise<Order> {
  const order = await runTransaction((tx) => reserveOrder(buyer, lines, options, tx));
  log.info("order placed", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
