import { z } from "../zod";
import { healthResult } from "../results";
import { type ApiRoute } from "./route";

/** The API's own routes (docs/api.md, "Service"): liveness and this document. */
export const platformRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/healthz",
    operationId: "getHealth",
    access: "anyone",
    summary: "Liveness",
    success: { status: 200, schema: healthResult },
    errors: [],
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    access: "anyone",
    summary: "This document",
    success: { status: 200, schema: z.object({ openapi: z.string() }).passthrough() },
    errors: [],
  },
];
