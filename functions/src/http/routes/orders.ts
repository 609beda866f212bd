import { createOrderInput } from "@hometools/contract";
import { Router } from "express";
import { findOrder, listOrders, listOrdersOf, toOrder } from "../../data/order-repository";
import { forbidden, notFound } from "../../errors";
import { deleteOrder } from "../../services/delete-order";
import { placeOrder } from "../../services/place-order";
import { assertOwnEmail } from "../../services/users";
import { callerOf, requireAdmin, requireAuth } from "../middleware/require-auth";
import { docId, param, parse } from "../validate";

export const ordersRouter = Router();

ordersRouter.post("/orders", requireAuth, async (req, res) => {
  res.status(201).json(await placeOrder(callerOf(req), parse(createOrderInput, req.body)));
});

ordersRouter.get("/orders", requireAuth, requireAdmin, async (_req, res) => {
  res.json(await listOrders());
});

// The spec uses one path for both: a segment with "@" is an email (own orders), otherwise an order id.
ordersRouter.get("/orders/:key", requireAuth, async (req, res) => {
  const caller = callerOf(req);
  const key = param(req.params.key);
  if (key.includes("@")) {
    assertOwnEmail(caller, key);
    res.json(await listOrdersOf(caller.uid));
    return;
  }
  const order = await findOrder(docId(key, "Order"));
  if (!order) throw notFound("Order");
  if (order.uid !== caller.uid && !caller.admin) throw forbidden("That is not your order");
  res.json(toOrder(order));
});

ordersRouter.delete("/orders/:id", requireAuth, requireAdmin, async (req, res) => {
  res.json(await deleteOrder(callerOf(req), docId(req.params.id, "Order")));
});
