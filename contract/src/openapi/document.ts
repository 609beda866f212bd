import { z } from "../zod";
import { errorCodes, type ApiErrorBody } from "../errors";
import { accountRoutes } from "./accounts";
import { afterSaleRoutes } from "./after-sale";
import { cartRoutes } from "./cart";
import { productRoutes } from "./catalogue";
import { categoryRoutes } from "./categories";
import { checkoutRoutes, discountCodeRoutes } from "./checkout";
import { orderListRoutes, orderRoutes, placeOrderRoutes } from "./orders";
import { overviewRoutes } from "./overview";
import { paymentRoutes } from "./payments";
import { platformRoutes } from "./platform";
import { privacyRoutes } from "./privacy";
import { invoiceRoutes } from "./invoices";
import { marketingRoutes } from "./marketing";
import { reviewRoutes } from "./reviews";
import { taxRoutes } from "./taxes";
import { teamRoutes } from "./team";
import type { ApiRoute } from "./route";

export type { Access, ApiRoute } from "./route";

/**
 * The API (docs/api.md) as one table: the OpenAPI document (GET /api/openapi.json),
 * the fuzz test and the route-coverage test all read it, so a new endpoint is described, fuzzed
 * and checked against the Express router in one place. Each area describes its routes in a file of
 * its own beside this one; the table lists them in the order the document shows them. Loaded only by
 * the server's /openapi.json handler and by tests, never by the web app.
 */
export const apiRoutes: ApiRoute[] = [
  ...platformRoutes,
  ...productRoutes,
  ...reviewRoutes,
  ...accountRoutes,
  ...placeOrderRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...taxRoutes,
  ...discountCodeRoutes,
  ...orderListRoutes,
  ...overviewRoutes,
  ...orderRoutes,
  ...afterSaleRoutes,
  ...paymentRoutes,
  ...teamRoutes,
  ...privacyRoutes,
  ...invoiceRoutes,
  ...marketingRoutes,
  ...categoryRoutes,
];

// errors.ts stays free of zod (the web's first load reads it); `satisfies` keeps the two in step.
const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  // Preprocess and refine steps have no JSON Schema form; they are described by the messages.
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/**
 * The body of one error status: the shared Error, a route's own (`undefined`: the shared one), or,
 * when a status answers both (PUT /products/{id}/variants: a version conflict with the current
 * product, or `sku-taken`), any of them, each schema whole so the answer can be checked alone.
 */
function errorBodyOf(schemas: ReadonlyArray<z.ZodType | undefined>) {
  const own = [...new Set(schemas.filter((schema) => schema !== undefined))];
  if (own.length === 0) return undefined;
  const shared = schemas.includes(undefined);
  if (own.length === 1 && !shared) return toSchema(own[0]!, "output");
  const member = (schema: z.ZodType) => {
    const { $schema: _dialect, ...rest } = toSchema(schema, "output");
    return rest;
  };
  return { anyOf: [...own, ...(shared ? [errorBody] : [])].map(member) };
}

function responsesOf(route: ApiRoute) {
  const responses: Record<string, unknown> = {
    [route.success.status]: {
      description: "Success",
      content: {
        [route.mediaType ?? "application/json"]: { schema: toSchema(route.success.schema, "output") },
        ...(route.csvToo && { "text/csv": { schema: { type: "string" } } }),
      },
    },
  };
  if (route.alsoSuccess) {
    responses[route.alsoSuccess.status] = {
      description: route.alsoSuccess.description,
      content: { "application/json": { schema: toSchema(route.alsoSuccess.schema, "output") } },
    };
  }
  const bodies: Record<number, Array<z.ZodType | undefined>> = {};
  const add = (status: number, codes: readonly string[], schema?: z.ZodType) => {
    const previous = responses[status] as { description: string } | undefined;
    const list = [previous?.description.replace(/^Codes: /, ""), codes.join(", ")].filter(Boolean).join(", ");
    bodies[status] = [...(bodies[status] ?? []), schema];
    const body = errorBodyOf(bodies[status]);
    responses[status] = {
      ...errorResponse(`Codes: ${list}`),
      ...(body && { content: { "application/json": { schema: body } } }),
      ...((status === 503 || status === 429) && {
        headers: { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } },
      }),
    };
  };
  if (route.body || route.paged || route.query) add(400, ["bad-request", "invalid-json"]);
  // The size limit is checked before routing, so any call with an oversized body gets it.
  add(413, ["payload-too-large"]);
  if (route.access !== "anyone") add(401, ["unauthenticated"]);
  if (route.access !== "anyone") add(403, ["forbidden"]);
  // Staff are admins too; the owner's routes refuse them (docs/decisions/034-owner-and-staff.md).
  if (route.access === "owner") add(403, ["owner-only"]);
  for (const error of route.errors) add(error.status, error.codes, error.schema);
  // Every write counts against the client address's and the account's budgets (docs/decisions/030).
  if (route.method !== "get") add(429, ["rate-limited"]);
  if (route.path.includes("{") && !responses[400]) add(400, ["bad-request"]);
  add(503, ["contention"]);
  add(500, ["internal"]);
  return responses;
}

function operationOf(route: ApiRoute) {
  const parameters: unknown[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", maxLength: name === "email" ? 254 : 128 },
  }));
  if (route.paged) {
    parameters.push(
      { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
      { name: "cursor", in: "query", schema: { type: "string" } },
    );
  }
  if (route.query) {
    const { properties = {}, required = [] } = toSchema(route.query, "input") as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: "query", required: required.includes(name), schema });
    }
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    // An empty list: no credentials needed (the document's default is the ID token).
    security:
      route.access === "anyone" ? [] : [{ firebaseIdToken: [] }, ...(route.orderKey ? [{ guestOrderKey: [] }] : [])],
    ...(parameters.length && { parameters }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { [route.bodyMediaType ?? "application/json"]: { schema: toSchema(route.body, "input") } },
      },
    }),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 document of the API (served relative to /api). */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Home Tools API",
      version: "1.0.0",
      description: "See docs/api.md. Money is US dollars.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/api", description: "The shop's own site (Firebase Hosting forwards /api to the function)" }],
    security: [{ firebaseIdToken: [] }],
    paths,
    components: {
      schemas: { Error: toSchema(errorBody, "output") },
      securitySchemes: {
        firebaseIdToken: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token" },
        guestOrderKey: {
          type: "apiKey",
          in: "header",
          name: "X-Order-Key",
          description: "A guest's order key (POST /checkout answers it): acts on that one order as its owner",
        },
      },
    },
  };
}
