import { apiBase, dashboardSegments, paths } from "../config/paths.ts";

/** A dashboard page's route and chunks: the dashboard's layout comes with each. */
const dashboardPage = (segment: string, ...chunks: string[]): [string, string[]] => [
  `${paths.dashboard.root}/${segment}`,
  ["mui-theme", "dashboard-layout", ...chunks],
];

/**
 * The lazy chunks of each route of app/router.tsx, by the name the bundler gives a page's chunk (its
 * file's name), with `mui-theme` for the pages drawn with MUI. The build (web/build/first-page-scripts.ts) writes
 * them, with everything they import, into index.html, whose inline script fetches the chunks of the
 * route it opens as the entry loads, not once the entry has run and the router has matched the URL
 * (docs/decisions/027). A name that matches no chunk fails the build; router.test.ts checks that
 * this table and the router list the same paths.
 *
 * `data` is the public API call (relative to /api, with the route's parameters) whose answer the
 * page draws first. For a signed-in user the inline script starts it with the chunks, and the API
 * client takes its answer (lib/api/api-client.ts) instead of asking once the page has rendered.
 */
export const routeChunks: [path: string, chunks: string[], data?: string][] = [
  [paths.root, []],
  [paths.home, []],
  [paths.tools, ["tools-list-page"]],
  [paths.toolPattern, ["tool-page"]],
  [paths.categoryPattern, ["category-page"]],
  [paths.productPattern, ["mui-theme", "purchase-page"], "/product/:productId"],
  // Plain for a visitor. An account's cart (account-cart, MUI) is not named here: the router's
  // preloadPagesFor starts it with the app when the browser keeps a user.
  [paths.cart, ["cart-page"]],
  [paths.checkout, ["checkout-page"]],
  [paths.guestOrderPattern, ["mui-theme", "guest-order-page"]],
  [paths.blogs, ["mui-theme", "blogs-page"]],
  [paths.about, ["mui-theme", "about-page"]],
  [paths.login, ["login-page"]],
  [paths.signup, ["signup-page"]],
  [paths.confirmAlert, ["confirm-alert-page"]],
  [paths.unsubscribe, ["unsubscribe-page"]],
  [paths.dashboard.root, ["mui-theme", "dashboard-layout", "profile-page"]],
  dashboardPage(dashboardSegments.orders, "my-orders-page"),
  dashboardPage(dashboardSegments.order, "order-page"),
  dashboardPage(dashboardSegments.review, "add-review-page"),
  dashboardPage(dashboardSegments.payment, "payment-page"),
  dashboardPage(dashboardSegments.paymentComplete, "payment-complete-page"),
  dashboardPage(dashboardSegments.overview, "require-admin", "overview-page"),
  dashboardPage(dashboardSegments.makeAdmin, "require-admin", "make-admin-page"),
  dashboardPage(dashboardSegments.manageProducts, "require-admin", "manage-products-page"),
  dashboardPage(dashboardSegments.manageOrders, "require-admin", "manage-orders-page"),
  dashboardPage(dashboardSegments.returns, "require-admin", "returns-page"),
  dashboardPage(dashboardSegments.addProduct, "require-admin", "add-product-page"),
  dashboardPage(dashboardSegments.shipping, "require-admin", "shipping-page"),
  dashboardPage(dashboardSegments.discounts, "require-admin", "discounts-page"),
  dashboardPage(dashboardSegments.team, "require-admin", "team-page"),
  dashboardPage(dashboardSegments.activity, "require-admin", "activity-page"),
  dashboardPage(dashboardSegments.taxes, "require-admin", "taxes-page"),
  dashboardPage(dashboardSegments.taxReport, "require-admin", "tax-report-page"),
  dashboardPage(dashboardSegments.invoices, "require-admin", "invoices-page"),
  dashboardPage(dashboardSegments.marketing, "require-admin", "marketing-page"),
  dashboardPage(dashboardSegments.categories, "require-admin", "categories-page"),
];
/** The 404 page's, for a URL no route matches. */
export const otherwiseChunks = ["mui-theme", "not-found-page"];

/**
 * A route path as the inline script tests it (react-router matches case-insensitively), each
 * parameter captured for the route's `data` path.
 */
export const routePattern = (path: string) => `^${path.replace(/:[^/]+/g, "([^/]+)")}/?$`;

/** A route's `data` path as the inline script fills it in (String.replace), from the route's parameters. */
export function dataPattern(path: string, data: string): string {
  const parameters: string[] = path.match(/:[^/]+/g) ?? [];
  return `${apiBase}${data}`.replace(/:[^/]+/g, (name) => {
    const index = parameters.indexOf(name);
    if (index < 0) throw new Error(`route ${path}: its data path ${data} names ${name}, which it has not`);
    return `$${index + 1}`;
  });
}
