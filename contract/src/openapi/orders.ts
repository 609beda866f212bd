import { z } from "../zod";
import { orderSearchQuery } from "../after-sale/after-sale";
import { order, placeOrderBody } from "../orders/orders";
import { deleteResult } from "../results";
import { pathId, stripeDown, type ApiRoute } from "./route";

/*
 * Orders (docs/api.md, "Orders and payments"): placing one, the admin's list, and one order's moves.
 * Three groups, because the API's table (document.ts) lists them in three places.
 */

const orderChange = [{ status: 409, codes: ["conflict", "order-not-payable"] }];

/** POST /orders. */
export const placeOrderRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/orders",
    operationId: "placeOrder",
    access: "signed-in",
    summary: "Place an order of one or several lines (reserves every line's stock, all or none)",
    body: placeOrderBody,
    success: { status: 201, schema: order },
    errors: [
      { status: 409, codes: ["out-of-stock", "price-changed"] },
      { status: 429, codes: ["too-many-open-orders", "hold-limit"] },
      { status: 404, codes: ["not-found"] },
    ],
  },
];

/** The admin's list of every order. */
export const orderListRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/orders",
    operationId: "listOrders",
    access: "admin",
    summary: "Every order, newest first; `q` finds the order of one order number",
    paged: true,
    query: orderSearchQuery.pick({ q: true }),
    success: { status: 200, schema: z.array(order) },
    errors: [],
  },
];

/** One order: read, archive, cancel, ship. */
export const orderRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/orders/{id}",
    operationId: "getOrder",
    orderKey: true,
    access: "signed-in",
    summary: "One order (owner or admin); a segment with @ lists the caller's own orders",
    success: { status: 200, schema: z.union([order, z.array(order)]) },
    errors: pathId,
  },
  {
    method: "delete",
    path: "/orders/{id}",
    operationId: "deleteOrder",
    access: "owner",
    summary: "Archive an order",
    success: { status: 200, schema: deleteResult },
    errors: [...pathId, stripeDown],
  },
  {
    method: "post",
    path: "/orders/{id}/cancel",
    operationId: "cancelOrder",
    orderKey: true,
    access: "signed-in",
    summary: "Cancel a pending order (owner or admin)",
    success: { status: 200, schema: order },
    errors: [...pathId, { status: 409, codes: ["conflict", "already-paid"] }, stripeDown],
  },
  {
    method: "post",
    path: "/orders/{id}/ship",
    operationId: "shipOrder",
    access: "admin",
    summary: "Ship a paid order",
    success: { status: 200, schema: order },
    errors: [...pathId, ...orderChange],
  },
];
