import type { Order, PageQuery } from "@hometools/contract";
import { listOrdersOf } from "../../data/orders/order-repository";
import { assertOwnEmail, orderShownTo, type Caller } from "../../domain/caller";
import { decodeCursor, withCursor, type CursorPage, type Ordering } from "../../domain/paging";
import { claimGuestOrdersOf } from "./claim-guest-orders";

const newest: Ordering = { name: "own-orders", value: "date" };

/** GET /orders/{email}: one page of the caller's own live orders, newest first (only their own email). */
export async function listOwnOrders(
  caller: Caller,
  email: string,
  { limit, cursor }: PageQuery,
): Promise<CursorPage<Order>> {
  assertOwnEmail(caller, email);
  // A guest's orders join the account whose owner verified that email (also done at sign-in).
  if (!cursor) await claimGuestOrdersOf(caller);
  const page = await listOrdersOf(caller.uid, { limit, after: decodeCursor(newest, cursor) });
  return withCursor(newest, { ...page, items: page.items.map((order) => orderShownTo(caller, order)) });
}
