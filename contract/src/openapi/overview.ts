import { z } from "../zod";
import { exportQuery, stats, statsQuery } from "../overview/stats";
import { type ApiRoute } from "./route";

/** The admin's overview (docs/api.md, "Overview (admin)"; docs/decisions/028): the figures and the orders' CSV. */
export const overviewRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/stats",
    operationId: "getStats",
    access: "admin",
    summary: "The overview: figures per UTC day, best sellers, low stock, open holds, disputes",
    query: statsQuery,
    success: { status: 200, schema: stats },
    errors: [],
  },
  {
    method: "get",
    path: "/orders/export.csv",
    operationId: "exportOrders",
    access: "owner",
    summary: "The lines of the orders placed from one UTC day to another, as CSV",
    query: exportQuery,
    success: { status: 200, schema: z.string() },
    mediaType: "text/csv",
    errors: [],
  },
];
