import type { Order, PageQuery } from "@hometools/contract";
import { listOrders } from "../data/order-repository";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../domain/paging";

const newest: Ordering = { name: "orders", value: "date" };

/** GET /orders (admin): one page of live orders, newest first. */
export async function listAllOrders({ limit, cursor }: PageQuery): Promise<CursorPage<Order>> {
  return withCursor(newest, await listOrders({ limit, after: decodeCursor(newest, cursor) }));
}
