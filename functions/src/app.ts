import express from "express";
import { errorHandler, notFoundHandler } from "./http/middleware/error-handler";
import { limitWrites } from "./http/middleware/rate-limit";
import { bodyLimit, requestContext } from "./http/middleware/request-context";
import { cartRouter } from "./http/routes/cart";
import { categoriesRouter } from "./http/routes/categories";
import { checkoutRouter } from "./http/routes/checkout";
import { invoicesRouter } from "./http/routes/invoices";
import { marketingRouter } from "./http/routes/marketing";
import { openApiRouter } from "./http/routes/openapi";
import { ordersRouter } from "./http/routes/orders";
import { paymentsRouter } from "./http/routes/payments";
import { privacyRouter } from "./http/routes/privacy";
import { productsRouter } from "./http/routes/products";
import { productImagesRouter } from "./http/routes/product-images";
import { returnsRouter } from "./http/routes/returns";
import { reviewsRouter } from "./http/routes/reviews";
import { statsRouter } from "./http/routes/stats";
import { teamRouter } from "./http/routes/team";
import { taxesRouter } from "./http/routes/taxes";
import { toolReviewsRouter } from "./http/routes/tool-reviews";
import { usersRouter } from "./http/routes/users";
import { BODY_LIMIT_BYTES } from "./config";
import { taxEngine } from "./services/taxes/choose-tax-engine";

/**
 * The API as an Express app (no listen(): Cloud Functions serves it). Hosting forwards
 * /api/... with its prefix while the function's own URL has none, so the routes answer on both.
 */
export function buildApp() {
  // The tax engine is chosen here, once: a TAX_PROVIDER the shop does not know stops here, on the first request, not at a checkout.
  taxEngine();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(requestContext);
  app.use(bodyLimit);
  // Cloud Functions has already parsed JSON bodies; this parser only runs where it has not.
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));

  const routes = express.Router();
  // Writes count against the client address's and the account's budgets first (docs/decisions/030-rate-limits.md).
  routes.use(limitWrites);
  routes.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });
  // The cart goes before the users' routes: PUT /cart would otherwise read as PUT /{email}.
  // The stats go before the orders' routes: GET /orders/export.csv would otherwise read as an order id.
  routes.use(
    openApiRouter,
    // Before the products' and the users' routes: /products/{id}/alerts, GET /me.
    marketingRouter,
    productsRouter,
    productImagesRouter,
    categoriesRouter,
    toolReviewsRouter,
    reviewsRouter,
    statsRouter,
    teamRouter,
    privacyRouter,
    invoicesRouter,
    ordersRouter,
    returnsRouter,
    cartRouter,
    checkoutRouter,
    taxesRouter,
    paymentsRouter,
    usersRouter,
  );

  app.use("/api", routes);
  app.use(routes);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
