import { exportQuery, statsQuery } from "@hometools/contract";
import { Router } from "express";
import { exportOrders } from "../../services/orders/export-orders";
import { getStats } from "../../services/overview/get-stats";
import { callerOf, requireAdmin, requireAuth, requireOwner } from "../middleware/require-auth";
import { parse } from "../validate";

export const statsRouter = Router();

statsRouter.get("/stats", requireAuth, requireAdmin, async (req, res) => {
  res.json(await getStats(parse(statsQuery, req.query)));
});

// Before GET /orders/{id} (routes/orders.ts), which would take "export.csv" for an order id.
statsRouter.get("/orders/export.csv", requireAuth, requireAdmin, requireOwner, async (req, res) => {
  const { csv, filename } = await exportOrders(callerOf(req), parse(exportQuery, req.query));
  // Customers' emails: never kept by a cache on the way.
  res.set("Cache-Control", "private, no-store").attachment(filename).type("text/csv; charset=utf-8").send(csv);
});
