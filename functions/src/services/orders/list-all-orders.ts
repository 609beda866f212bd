import type { Order, OrderSearchQuery } from "@hometools/contract";
import { findOrderIdByNumber } from "../../data/orders/order-number-repository";
import { findOrder, listOrders, toOrder } from "../../data/orders/order-repository";
import { readOrderNumber } from "../../domain/orders/order-number";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";

const newest: Ordering = { name: "orders", value: "date" };

/**
 * GET /orders (admin): one page of live orders, newest first; with `q`, the order of that number
 * (Manage Orders' search box: "HT-7K2MQX", any case, "HT-" optional), or none.
 */
export async function listAllOrders({ limit, cursor, q }: OrderSearchQuery): Promise<CursorPage<Order>> {
  if (q) {
    const number = readOrderNumber(q);
    const id = number && (await findOrderIdByNumber(number));
    const order = id ? await findOrder(id) : null;
    return { items: order ? [toOrder(order)] : [], next: null };
  }
  return withCursor(newest, await listOrders({ limit, after: decodeCursor(newest, cursor) }));
}
