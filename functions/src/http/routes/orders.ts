import {
  createLinesOrderInput,
  createOrderInput,
  orderListQuery,
  orderSearchQuery,
  refundOrderInput,
} from "@hometools/contract";
import { Router } from "express";
import { cancelOrder } from "../../services/orders/cancel-order";
import { deleteOrder } from "../../services/orders/delete-order";
import { getOrder } from "../../services/orders/get-order";
import { listAllOrders } from "../../services/orders/list-all-orders";
import { listOwnOrders } from "../../services/orders/list-own-orders";
import { placeOrder } from "../../services/orders/place-order";
import { refundOrder } from "../../services/after-sale/refund-order";
import { shipOrder } from "../../services/orders/ship-order";
import { orderInPath, requireAuthOrOrderKey } from "../middleware/order-key";
import { wordingOrderRefusals } from "../refusals/order-refusals";
import { toCents } from "../../domain/pricing";
import { budgetKeys } from "../middleware/rate-limit";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { listQuery, sendPage } from "../paging";
import { docId, emailParam, param, parse } from "../validate";

export const ordersRouter = Router();

// Two bodies (docs/api.md, "Orders"): the spec's one product, or `lines` for several.
ordersRouter.post("/orders", requireAuth, async (req, res) => {
  const body: unknown = req.body;
  if (typeof body === "object" && body !== null && "lines" in body) {
    const { lines, ...input } = parse(createLinesOrderInput, body);
    const checked = lines.map((line) => ({ ...line, productId: docId(line.productId, "Product") }));
    const placing = () => placeOrder(callerOf(req), checked, input, budgetKeys(req));
    res.status(201).json(await wordingOrderRefusals("lines", placing));
    return;
  }
  const { productId, variantId, quantity, ...input } = parse(createOrderInput, body);
  const lines = [{ productId: docId(productId, "Product"), variantId, quantity }];
  const placing = () => placeOrder(callerOf(req), lines, input, budgetKeys(req));
  res.status(201).json(await wordingOrderRefusals("product", placing));
});

ordersRouter.get("/orders", requireAuth, requireAdmin, async (req, res) => {
  sendPage(req, res, await listAllOrders(listQuery(orderSearchQuery, req)));
});

// The spec uses one path for both: a segment with "@" is an email (own orders), otherwise an order id.
ordersRouter.get("/orders/:key", requireAuthOrOrderKey(orderInPath("key")), async (req, res) => {
  const key = param(req.params.key);
  if (key.includes("@")) {
    sendPage(req, res, await listOwnOrders(callerOf(req), emailParam(key), listQuery(orderListQuery, req)));
  } else res.json(await getOrder(callerOf(req), docId(key, "Order")));
});

ordersRouter.delete("/orders/:id", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  res.json(await deleteOrder(callerOf(req), docId(req.params.id, "Order")));
});

// The order's life after it is placed (docs/api.md, "The life of an order"): the service checks who may.
ordersRouter.post("/orders/:id/cancel", requireAuthOrOrderKey(orderInPath("id")), async (req, res) => {
  res.json(await cancelOrder(callerOf(req), docId(req.params.id, "Order")));
});

ordersRouter.post("/orders/:id/ship", requireAuth, requireAdmin, async (req, res) => {
  res.json(await shipOrder(callerOf(req), docId(req.params.id, "Order")));
});

// No body: the rest of the order; or some pieces, or an amount (docs/api.md, "Refunds and returns").
ordersRouter.post("/orders/:id/refund", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const id = docId(req.params.id, "Order");
  const { lines, amount, restock, reason } = parse(refundOrderInput, req.body ?? {});
  const checked = lines?.map((line) => ({ ...line, productId: docId(line.productId, "Product") }));
  const request = { lines: checked, amountCents: amount === undefined ? undefined : toCents(amount), restock, reason };
  res.json(await refundOrder(callerOf(req), id, request));
});
