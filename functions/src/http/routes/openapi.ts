import { Router } from "express";

export const openApiRouter = Router();

let document: Promise<unknown> | undefined;

// Built on the first request, not at module load: the JSON Schema conversion of every contract
// schema is work a cold start that serves an order has no use for (the module-load budget, docs/budgets.md).
openApiRouter.get("/openapi.json", async (_req, res) => {
  document ??= import("@hometools/contract/openapi").then(({ buildOpenApiDocument }) => buildOpenApiDocument());
  res.set("Cache-Control", "public, max-age=300").json(await document);
});
