import type { OrderReturn, ReturnListQuery } from "@hometools/contract";
import { findOrder } from "../../data/orders/order-repository";
import { listReturns, listReturnsOfOrder, toApiReturn } from "../../data/after-sale/return-repository";
import { orderShownTo, ownedOrder, type Caller } from "../../domain/caller";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";

/** A cursor of one status's list is refused by another's. */
const ordering = (status: string | undefined): Ordering => ({ name: `returns-${status ?? "all"}`, value: "date" });

/** GET /returns (admin): a page of returns, newest first, optionally of one status. */
export async function listAllReturns({ limit, cursor, status }: ReturnListQuery): Promise<CursorPage<OrderReturn>> {
  const order = ordering(status);
  const page = await listReturns({ limit, after: decodeCursor(order, cursor) }, status);
  return withCursor(order, { ...page, items: page.items.map(toApiReturn) });
}

/** GET /orders/{id}/returns: the order's returns, oldest first, for its owner or an admin. */
export async function listOrderReturns(caller: Caller, orderId: string): Promise<OrderReturn[]> {
  ownedOrder(caller, await findOrder(orderId), { adminToo: true });
  return (await listReturnsOfOrder(orderId)).map((ret) => orderShownTo(caller, toApiReturn(ret)));
}
