import type { z } from "../zod";

/**
 * One route of the API's table (document.ts): each area's routes file (catalogue.ts, orders.ts, ...)
 * describes its routes with it. Its own module, so the areas and the table that assembles them
 * import it and not each other.
 */
export type Access = "anyone" | "signed-in" | "admin" | "owner";

export interface ApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form, relative to /api: /product/{id}. */
  path: string;
  /** Unique, camelCase: the method name a generated client gives the call. */
  operationId: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  /** The body's media type when it is not JSON: a photo upload's form (its file a binary string). */
  bodyMediaType?: "multipart/form-data";
  success: { status: number; schema: z.ZodType };
  /** A second success status with its own meaning (POST /products/{id}/alerts: 201 new, 200 asked before). */
  alsoSuccess?: { status: number; schema: z.ZodType; description: string };
  /**
   * Error codes this call answers besides the generic ones of its access level; `schema` when the
   * error body says more than the shared Error (a version conflict carries the current product).
   */
  errors: { status: number; codes: readonly string[]; schema?: z.ZodType }[];
  /** GETs that take the contract's paging query. */
  paged?: boolean;
  /** Other query parameters, as the schema the server parses them with. */
  query?: z.ZodObject;
  /** Also open to a guest's `X-Order-Key` for the order the call names (docs/api.md, "Checkout"). */
  orderKey?: boolean;
  /** The success answer's media type when it is not JSON (its schema is then a string). */
  mediaType?: "text/csv" | "application/pdf";
  /** A JSON answer that `?format=csv` turns into CSV (GET /invoices). */
  csvToo?: boolean;
}

/** A path's id that names nothing. */
export const pathId = [{ status: 404, codes: ["not-found"] }];
/** Stripe down, failing or slow: answered with Retry-After (docs/payments.md). */
export const stripeDown = { status: 503, codes: ["payment-provider-unavailable"] };
