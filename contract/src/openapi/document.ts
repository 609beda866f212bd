import { z } from "../zod";
import { errorCodes, type ApiErrorBody } from "../errors";
import { cart, cartInput, cartMergeInput, cartMergeResult, checkoutInput } from "../checkout/cart";
import { checkoutOrderInput, checkoutResult, quote, quoteInput } from "../checkout/checkout";
import { discountCode, discountCodeInput, discountCodePatch } from "../checkout/discounts";
import { shippingRate, shippingRateInput, shippingRatePatch } from "../checkout/shipping";
import { taxRoutes } from "./taxes";
import { order, placeOrderBody } from "../orders/orders";
import {
  createReturnInput,
  orderReturn,
  orderSearchQuery,
  receiveReturnInput,
  refundOrderInput,
  rejectReturnInput,
  returnListQuery,
} from "../orders/after-sale";
import { bookingInput, createPaymentIntentInput, paymentIntentResult } from "../orders/payments";
import { createProductBody, product, stockMove, stockMoveInput, updateProductInput } from "../catalogue/products";
import { productFilterParams } from "../paging";
import { deleteResult, healthResult } from "../results";
import { createReviewInput, review } from "../catalogue/reviews";
import { createToolReviewInput, toolReview } from "../catalogue/tool-reviews";
import { exportQuery, stats, statsQuery } from "../overview/stats";
import {
  adminStatus,
  loginRecord,
  loginRecordInput,
  profile,
  profileInput,
  profileUpdateResult,
  promotion,
  userSummary,
} from "../accounts/users";
import { privacyRoutes } from "./privacy";
import { teamRoutes } from "./team";
import { categoryRoutes } from "./categories";

/**
 * The API (docs/api.md) as one table: the OpenAPI document (GET /api/openapi.json),
 * the fuzz test and the route-coverage test all read it, so a new endpoint is described, fuzzed
 * and checked against the Express router in one place. Loaded only by the server's
 * /openapi.json handler and by tests, never by the web app.
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
  success: { status: number; schema: z.ZodType };
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
  mediaType?: "text/csv";
}

const orderChange = [{ status: 409, codes: ["conflict", "order-not-payable"] }];
const pathId = [{ status: 404, codes: ["not-found"] }];
/** Stripe down, failing or slow: answered with Retry-After (docs/payments.md). */
const stripeDown = { status: 503, codes: ["payment-provider-unavailable"] };

/** 409 version-conflict: the Error shape with the product as it now is under `error.current`. */
const versionConflict = z.object({
  error: z.object({
    code: z.literal("version-conflict"),
    message: z.string(),
    current: product,
  }),
});

/** 409 version-conflict of PUT /cart: the cart as it now is under `error.current`. */
const cartVersionConflict = z.object({
  error: z.object({
    code: z.literal("version-conflict"),
    message: z.string(),
    current: cart,
  }),
});

export const apiRoutes: ApiRoute[] = [
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
  {
    method: "get",
    path: "/products",
    operationId: "listProducts",
    access: "anyone",
    summary:
      "The catalogue, searched, filtered and sorted; a combination no index answers (a price range not sorted by price) is 400 under the parameter",
    paged: true,
    query: productFilterParams,
    success: { status: 200, schema: z.array(product) },
    errors: [],
  },
  {
    method: "get",
    path: "/product/{id}",
    operationId: "getProduct",
    access: "anyone",
    summary: "One product",
    success: { status: 200, schema: product },
    errors: pathId,
  },
  {
    method: "post",
    path: "/products",
    operationId: "createProduct",
    access: "owner",
    summary: "Add a product",
    body: createProductBody,
    success: { status: 201, schema: product },
    errors: [],
  },
  {
    method: "delete",
    path: "/products/{id}",
    operationId: "deleteProduct",
    access: "owner",
    summary: "Delete a product",
    success: { status: 200, schema: deleteResult },
    errors: pathId,
  },
  {
    method: "patch",
    path: "/products/{id}",
    operationId: "updateProduct",
    access: "admin",
    summary:
      "Edit a product (send the version you read; a stale one is 409 with the current product); a body with `price`, `category`, `brand`, `gtin` or `mpn` is the owner's",
    body: updateProductInput,
    success: { status: 200, schema: product },
    errors: [
      ...pathId,
      { status: 403, codes: ["owner-only"] },
      { status: 409, codes: ["version-conflict"], schema: versionConflict },
    ],
  },
  {
    method: "post",
    path: "/products/{id}/stock",
    operationId: "moveStock",
    access: "admin",
    summary: "Add or remove pieces of stock, with a reason",
    body: stockMoveInput,
    success: { status: 200, schema: product },
    errors: [...pathId, { status: 409, codes: ["out-of-stock"] }],
  },
  {
    method: "get",
    path: "/products/{id}/stock-moves",
    operationId: "listStockMoves",
    access: "admin",
    summary: "A product's stock moves, newest first",
    paged: true,
    success: { status: 200, schema: z.array(stockMove) },
    errors: pathId,
  },
  {
    method: "get",
    path: "/products/{id}/reviews",
    operationId: "listToolReviews",
    access: "anyone",
    summary: "One tool's reviews, newest first (each by a shopper who paid for it)",
    paged: true,
    success: { status: 200, schema: z.array(toolReview) },
    errors: pathId,
  },
  {
    method: "post",
    path: "/products/{id}/reviews",
    operationId: "reviewTool",
    access: "signed-in",
    summary: "Review a tool you have paid for (once per tool)",
    body: createToolReviewInput,
    success: { status: 201, schema: toolReview },
    errors: [...pathId, { status: 409, codes: ["already-reviewed"] }],
  },
  {
    method: "get",
    path: "/reviews",
    operationId: "listReviews",
    access: "anyone",
    summary: "Reviews, newest first",
    paged: true,
    success: { status: 200, schema: z.array(review) },
    errors: [],
  },
  {
    method: "put",
    path: "/reviews",
    operationId: "createReview",
    access: "signed-in",
    summary: "Post a review (at most 3 per account in 24 hours)",
    body: createReviewInput,
    success: { status: 201, schema: review },
    errors: [{ status: 429, codes: ["too-many-reviews"] }],
  },
  {
    method: "put",
    path: "/user/{email}",
    operationId: "recordLogin",
    access: "signed-in",
    summary: "Record a login (own email)",
    body: loginRecordInput,
    success: { status: 200, schema: loginRecord },
    errors: [],
  },
  {
    method: "get",
    path: "/user/admin/{email}",
    operationId: "getAdminStatus",
    access: "signed-in",
    summary: "Whether an account is admin (own email, or admin)",
    success: { status: 200, schema: adminStatus },
    errors: pathId,
  },
  {
    method: "get",
    path: "/user",
    operationId: "listUsers",
    access: "admin",
    summary: "Every user",
    paged: true,
    success: { status: 200, schema: z.array(userSummary) },
    errors: [],
  },
  {
    method: "put",
    path: "/user/makeadmin/{email}",
    operationId: "makeAdmin",
    access: "owner",
    summary: "Make a verified shopper staff (a member keeps their role)",
    success: { status: 200, schema: promotion },
    errors: [...pathId, { status: 409, codes: ["email-not-verified"] }],
  },
  {
    method: "put",
    path: "/{email}",
    operationId: "updateProfile",
    access: "signed-in",
    summary: "Update the own profile",
    body: profileInput,
    success: { status: 200, schema: profileUpdateResult },
    errors: pathId,
  },
  {
    method: "get",
    path: "/profile/{email}",
    operationId: "getProfile",
    access: "signed-in",
    summary: "The own profile",
    success: { status: 200, schema: profile },
    errors: pathId,
  },
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
  {
    method: "get",
    path: "/cart",
    operationId: "getCart",
    access: "signed-in",
    summary: "The caller's cart, each line with its product as it is now",
    success: { status: 200, schema: cart },
    errors: [],
  },
  {
    method: "put",
    path: "/cart",
    operationId: "replaceCart",
    access: "signed-in",
    summary: "Replace the caller's cart (holds no stock); send the version GET /cart answered",
    body: cartInput,
    success: { status: 200, schema: cart },
    errors: [{ status: 409, codes: ["version-conflict"], schema: cartVersionConflict }],
  },
  {
    method: "post",
    path: "/cart/merge",
    operationId: "mergeCart",
    access: "signed-in",
    summary: "At sign-in: join the visitor's cart to the caller's; says which lines were capped or dropped",
    body: cartMergeInput,
    success: { status: 200, schema: cartMergeResult },
    errors: [],
  },
  {
    method: "post",
    path: "/cart/checkout",
    operationId: "checkoutCart",
    access: "signed-in",
    summary: "Place one order from the cart and empty it, in one transaction",
    body: checkoutInput,
    success: { status: 201, schema: order },
    errors: [
      { status: 409, codes: ["out-of-stock", "price-changed", "cart-empty", "conflict"] },
      { status: 429, codes: ["too-many-open-orders", "hold-limit"] },
      { status: 404, codes: ["not-found"] },
    ],
  },
  {
    method: "post",
    path: "/cart/quote",
    operationId: "quoteCart",
    access: "anyone",
    summary: "Price lines as a checkout would (shipping rates for a country, a discount code); reserves nothing",
    body: quoteInput,
    success: { status: 200, schema: quote },
    errors: [],
  },
  {
    method: "post",
    path: "/checkout",
    operationId: "checkout",
    access: "anyone",
    summary:
      "Place an order with a shipping address, rate and optional discount code; with a token the account's, without one a guest's (answers its orderKey)",
    body: checkoutOrderInput,
    success: { status: 201, schema: checkoutResult },
    errors: [
      { status: 401, codes: ["unauthenticated"] },
      { status: 409, codes: ["out-of-stock", "price-changed"] },
      { status: 429, codes: ["too-many-open-orders", "hold-limit"] },
      { status: 404, codes: ["not-found"] },
    ],
  },
  {
    method: "get",
    path: "/shipping-rates",
    operationId: "listShippingRates",
    access: "anyone",
    summary: "The active shipping rates (admins: ?all=true adds the inactive ones)",
    query: z.object({ all: z.enum(["true"]).optional() }),
    success: { status: 200, schema: z.array(shippingRate) },
    errors: [
      { status: 401, codes: ["unauthenticated"] },
      { status: 403, codes: ["forbidden"] },
    ],
  },
  {
    method: "post",
    path: "/shipping-rates",
    operationId: "addShippingRate",
    access: "owner",
    summary: "Add a shipping rate",
    body: shippingRateInput,
    success: { status: 201, schema: shippingRate },
    errors: [],
  },
  {
    method: "patch",
    path: "/shipping-rates/{id}",
    operationId: "editShippingRate",
    access: "owner",
    summary: "Change a shipping rate (label, amount, freeOver, countries, active)",
    body: shippingRatePatch,
    success: { status: 200, schema: shippingRate },
    errors: pathId,
  },
  ...taxRoutes,
  {
    method: "post",
    path: "/discount-codes",
    operationId: "addDiscountCode",
    access: "owner",
    summary: "Add a discount code",
    body: discountCodeInput,
    success: { status: 201, schema: discountCode },
    errors: [{ status: 409, codes: ["conflict"] }],
  },
  {
    method: "get",
    path: "/discount-codes",
    operationId: "listDiscountCodes",
    access: "admin",
    summary: "Every discount code with its redemptions",
    success: { status: 200, schema: z.array(discountCode) },
    errors: [],
  },
  {
    method: "patch",
    path: "/discount-codes/{code}",
    operationId: "editDiscountCode",
    access: "owner",
    summary: "Change a discount code's active, endsAt or maxRedemptions",
    body: discountCodePatch,
    success: { status: 200, schema: discountCode },
    errors: pathId,
  },
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
  {
    method: "post",
    path: "/orders/{id}/refund",
    operationId: "refundOrder",
    access: "owner",
    summary: "Refund a paid or shipped order: all that is left (no body), some pieces, or an amount",
    body: refundOrderInput,
    success: { status: 200, schema: order },
    errors: [
      ...pathId,
      { status: 409, codes: ["conflict", "refund-exceeds-paid"] },
      { status: 502, codes: ["payment-failed"] },
      stripeDown,
    ],
  },
  {
    method: "post",
    path: "/orders/{id}/returns",
    operationId: "requestReturn",
    access: "signed-in",
    summary: "Ask to return pieces of an own paid or shipped order, within 30 days of payment",
    body: createReturnInput,
    success: { status: 201, schema: orderReturn },
    errors: [...pathId, { status: 409, codes: ["conflict"] }],
  },
  {
    method: "get",
    path: "/orders/{id}/returns",
    operationId: "listOrderReturns",
    access: "signed-in",
    summary: "The returns of one order (owner or admin), oldest first",
    success: { status: 200, schema: z.array(orderReturn) },
    errors: pathId,
  },
  {
    method: "get",
    path: "/returns",
    operationId: "listReturns",
    access: "admin",
    summary: "Every return, newest first, optionally of one status",
    paged: true,
    query: returnListQuery.pick({ status: true }),
    success: { status: 200, schema: z.array(orderReturn) },
    errors: [],
  },
  {
    method: "post",
    path: "/returns/{id}/approve",
    operationId: "approveReturn",
    access: "admin",
    summary: "Approve a requested return",
    success: { status: 200, schema: orderReturn },
    errors: [...pathId, { status: 409, codes: ["conflict"] }],
  },
  {
    method: "post",
    path: "/returns/{id}/reject",
    operationId: "rejectReturn",
    access: "admin",
    summary: "Reject a requested or approved return, with a reason",
    body: rejectReturnInput,
    success: { status: 200, schema: orderReturn },
    errors: [...pathId, { status: 409, codes: ["conflict"] }],
  },
  {
    method: "post",
    path: "/returns/{id}/receive",
    operationId: "receiveReturn",
    access: "admin",
    summary: "Record an approved return's pieces as received, back on sale or not",
    body: receiveReturnInput,
    success: { status: 200, schema: orderReturn },
    errors: [...pathId, { status: 409, codes: ["conflict"] }],
  },
  {
    method: "post",
    path: "/returns/{id}/refund",
    operationId: "refundReturn",
    access: "owner",
    summary: "Refund a received return's pieces (a partial refund of its order)",
    success: { status: 200, schema: orderReturn },
    errors: [
      ...pathId,
      { status: 409, codes: ["conflict", "refund-exceeds-paid"] },
      { status: 502, codes: ["payment-failed"] },
      stripeDown,
    ],
  },
  {
    method: "post",
    path: "/create-payment-intent",
    operationId: "createPaymentIntent",
    orderKey: true,
    access: "signed-in",
    summary: "A PaymentIntent for the caller's order",
    body: createPaymentIntentInput,
    success: { status: 200, schema: paymentIntentResult },
    errors: [...pathId, { status: 409, codes: ["already-paid", "order-not-payable"] }, stripeDown],
  },
  {
    method: "patch",
    path: "/booking/{id}",
    operationId: "confirmPayment",
    orderKey: true,
    access: "signed-in",
    summary: "Confirm a payment",
    body: bookingInput,
    success: { status: 200, schema: order },
    errors: [...pathId, { status: 409, codes: ["already-paid", "payment-failed", "order-not-payable"] }, stripeDown],
  },
  ...teamRoutes,
  ...privacyRoutes,
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

function responsesOf(route: ApiRoute) {
  const responses: Record<string, unknown> = {
    [route.success.status]: {
      description: "Success",
      content: { [route.mediaType ?? "application/json"]: { schema: toSchema(route.success.schema, "output") } },
    },
  };
  const add = (status: number, codes: readonly string[], schema?: z.ZodType) => {
    const previous = responses[status] as { description: string } | undefined;
    const list = [previous?.description.replace(/^Codes: /, ""), codes.join(", ")].filter(Boolean).join(", ");
    responses[status] = {
      ...errorResponse(`Codes: ${list}`),
      ...(schema && { content: { "application/json": { schema: toSchema(schema, "output") } } }),
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
      requestBody: { required: true, content: { "application/json": { schema: toSchema(route.body, "input") } } },
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
