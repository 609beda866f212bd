import type { Order } from "@hometools/contract";
import { toOrder } from "../data/order-repository";
import { runTransaction } from "../data/transaction";
import type { Caller } from "../domain/caller";
import { log } from "../log";
import { reserveOrder, type OrderRequest } from "./reserve-order";

export type { OrderRequest };

/**
 * POST /orders: places one order of one or several lines and reserves the stock of every line in
 * one transaction (all lines or none; services/reserve-order.ts has the rules).
 */
export async function placeOrder(caller: Caller, request: OrderRequest): Promise<Order> {
  const order = await runTransaction((tx) => reserveOrder(caller, request, tx));
  log.info("order placed", { orderId: order._id, lines: order.lines.length, quantity: order.quantity });
  return toOrder(order);
}
