import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from "react";
import { createRoutesFromElements, matchRoutes, Route, Routes, type RouteObject } from "react-router-dom";
import { dashboardSegments, paths } from "../config/paths";
import { RequireAuth } from "./guards/require-auth";
import { RequireNonAdmin } from "./guards/require-non-admin";
import { AppLayout } from "./layout/app-layout";
import { HomePage } from "./routes/home-page";
import { hasStoredUser } from "../lib/session/stored-user";

/**
 * React.lazy for a named export: every route but home loads on demand (docs/decisions/005),
 * inside the MUI theme, which loads with it (app/mui-theme.tsx), unless the page is "plain". `preload` starts that load
 * before the page renders (preloadPagesFor).
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, theme: "mui" | "plain" = "mui") {
  type Props = M[K] extends ComponentType<infer P extends object> ? P : never;
  let loading: Promise<[M, typeof import("./mui-theme") | undefined]> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), theme === "mui" ? import("./mui-theme") : Promise.resolve(undefined)]));
  const page = lazy(async () => {
    const [module, muiTheme] = await preload();
    const component = module[name] as ComponentType<Props>;
    return { default: muiTheme ? muiTheme.withMuiTheme(component) : component };
  });
  return Object.assign(page, { preload });
}

// With the admin pages: its error state (an Alert) is not needed by a first visit.
const RequireAdmin = lazyNamed(() => import("./guards/require-admin"), "RequireAdmin");
const AboutPage = lazyNamed(() => import("../features/marketing/about-page"), "AboutPage");
const BlogsPage = lazyNamed(() => import("../features/marketing/blogs-page"), "BlogsPage");
const NotFoundPage = lazyNamed(() => import("../features/marketing/not-found-page"), "NotFoundPage");
// Plain elements with a CSS module, no MUI: pages a visitor opens cold (decisions/005).
const LoginPage = lazyNamed(() => import("../features/auth/login-page"), "LoginPage", "plain");
const SignupPage = lazyNamed(() => import("../features/auth/signup-page"), "SignupPage", "plain");
const ToolPage = lazyNamed(() => import("../features/tools/tool-page"), "ToolPage", "plain");
const ToolsListPage = lazyNamed(() => import("../features/catalog/tools-list-page"), "ToolsListPage", "plain");
const CategoryPage = lazyNamed(() => import("../features/catalog/category-page"), "CategoryPage", "plain");
// A mail link's page: opened cold from an inbox.
const ConfirmAlertPage = lazyNamed(
  () => import("../features/subscriptions/confirm-alert-page"),
  "ConfirmAlertPage",
  "plain",
);
const UnsubscribePage = lazyNamed(
  () => import("../features/subscriptions/unsubscribe-page"),
  "UnsubscribePage",
  "plain",
);
const PurchasePage = lazyNamed(() => import("../features/orders/purchase-page"), "PurchasePage");
const DashboardLayout = lazyNamed(() => import("./layout/dashboard-layout"), "DashboardLayout");
const ProfilePage = lazyNamed(() => import("../features/profile/profile-page"), "ProfilePage");
const MyOrdersPage = lazyNamed(() => import("../features/orders/my-orders-page"), "MyOrdersPage");
const OrderPage = lazyNamed(() => import("../features/orders/order-page"), "OrderPage");
// Plain too: the checkout and a visitor's cart; an account's cart (MUI) is a lazy page of its own.
const CartPage = lazyNamed(() => import("../features/cart/cart-page"), "CartPage", "plain");
const AccountCart = lazyNamed(() => import("../features/cart/account-cart"), "AccountCart");
const CheckoutPage = lazyNamed(() => import("../features/checkout/checkout-page"), "CheckoutPage", "plain");
const GuestOrderPage = lazyNamed(() => import("../features/payments/guest-order-page"), "GuestOrderPage");
const AddReviewPage = lazyNamed(() => import("../features/reviews/add-review-page"), "AddReviewPage");
const PaymentPage = lazyNamed(() => import("../features/payments/payment-page"), "default");
const PaymentCompletePage = lazyNamed(() => import("../features/payments/payment-complete-page"), "default");
const OverviewPage = lazyNamed(() => import("../features/admin/overview/overview-page"), "OverviewPage");
const MakeAdminPage = lazyNamed(() => import("../features/admin/accounts/make-admin-page"), "MakeAdminPage");
const ManageProductsPage = lazyNamed(
  () => import("../features/admin/catalogue/manage-products-page"),
  "ManageProductsPage",
);
const ManageOrdersPage = lazyNamed(() => import("../features/admin/orders/manage-orders-page"), "ManageOrdersPage");
const ReturnsPage = lazyNamed(() => import("../features/admin/after-sale/returns-page"), "ReturnsPage");
const AddProductPage = lazyNamed(() => import("../features/admin/catalogue/add-product-page"), "AddProductPage");
const ShippingPage = lazyNamed(() => import("../features/admin/checkout/shipping-page"), "ShippingPage");
const DiscountsPage = lazyNamed(() => import("../features/admin/checkout/discounts-page"), "DiscountsPage");
const TeamPage = lazyNamed(() => import("../features/admin/team/team-page"), "TeamPage");
const ActivityPage = lazyNamed(() => import("../features/admin/team/activity-page"), "ActivityPage");
const TaxesPage = lazyNamed(() => import("../features/admin/taxes/taxes-page"), "TaxesPage");
const TaxReportPage = lazyNamed(() => import("../features/admin/taxes/tax-report-page"), "TaxReportPage");
const InvoicesPage = lazyNamed(() => import("../features/admin/invoices/invoices-page"), "InvoicesPage");
const MarketingPage = lazyNamed(() => import("../features/admin/marketing/marketing-page"), "MarketingPage");
const CategoriesPage = lazyNamed(() => import("../features/admin/catalogue/categories-page"), "CategoriesPage");

/** Spec section 2's route table with section 4's guards. Declarative routes keep the home bundle small. */
const routes = (
  <Route element={<AppLayout />}>
    <Route index element={<HomePage />} />
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.tools} element={<ToolsListPage />} />
    <Route path={paths.toolPattern} element={<ToolPage notFound={<NotFoundPage />} />} />
    <Route path={paths.categoryPattern} element={<CategoryPage notFound={<NotFoundPage />} />} />
    <Route
      path={paths.productPattern}
      element={
        <RequireAuth>
          <PurchasePage />
        </RequireAuth>
      }
    />
    {/* Open to visitors: their cart lives in the browser, and a guest checks out without an account. */}
    <Route path={paths.cart} element={<CartPage account={<AccountCart />} />} />
    <Route path={paths.checkout} element={<CheckoutPage />} />
    <Route path={paths.guestOrderPattern} element={<GuestOrderPage />} />
    <Route path={paths.blogs} element={<BlogsPage />} />
    <Route path={paths.about} element={<AboutPage />} />
    <Route path={paths.login} element={<LoginPage />} />
    <Route path={paths.signup} element={<SignupPage />} />
    <Route path={paths.confirmAlert} element={<ConfirmAlertPage />} />
    <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
    <Route
      path={paths.dashboard.root}
      element={
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      }
    >
      <Route index element={<ProfilePage />} />
      <Route
        path={dashboardSegments.orders}
        element={
          <RequireNonAdmin>
            <MyOrdersPage />
          </RequireNonAdmin>
        }
      />
      <Route path={dashboardSegments.order} element={<OrderPage />} />
      <Route
        path={dashboardSegments.review}
        element={
          <RequireNonAdmin>
            <AddReviewPage />
          </RequireNonAdmin>
        }
      />
      <Route path={dashboardSegments.payment} element={<PaymentPage />} />
      <Route path={dashboardSegments.paymentComplete} element={<PaymentCompletePage />} />
      <Route
        path={dashboardSegments.overview}
        element={
          <RequireAdmin>
            <OverviewPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.shipping}
        element={
          <RequireAdmin ownerOnly>
            <ShippingPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.discounts}
        element={
          <RequireAdmin ownerOnly>
            <DiscountsPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.makeAdmin}
        element={
          <RequireAdmin ownerOnly>
            <MakeAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.manageProducts}
        element={
          <RequireAdmin>
            <ManageProductsPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.manageOrders}
        element={
          <RequireAdmin>
            <ManageOrdersPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.returns}
        element={
          <RequireAdmin>
            <ReturnsPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.addProduct}
        element={
          <RequireAdmin ownerOnly>
            <AddProductPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.team}
        element={
          <RequireAdmin ownerOnly>
            <TeamPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.activity}
        element={
          <RequireAdmin ownerOnly>
            <ActivityPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.taxes}
        element={
          <RequireAdmin ownerOnly>
            <TaxesPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.taxReport}
        element={
          <RequireAdmin ownerOnly>
            <TaxReportPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.invoices}
        element={
          <RequireAdmin ownerOnly>
            <InvoicesPage />
          </RequireAdmin>
        }
      />
      {/* Staff read the figures; the settings form is the owner's alone (the page leaves it out). */}
      <Route
        path={dashboardSegments.marketing}
        element={
          <RequireAdmin>
            <MarketingPage />
          </RequireAdmin>
        }
      />
      <Route
        path={dashboardSegments.categories}
        element={
          <RequireAdmin ownerOnly>
            <CategoriesPage />
          </RequireAdmin>
        }
      />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the lazy pages (and guards) that `pathname` will show. A guarded page renders only
 * once the session is confirmed (Firebase loaded, the stored user checked), so its code used to start
 * loading only then; started here, with the app, both load at once (decisions/005).
 */
export function preloadPagesFor(pathname: string): void {
  // What a page shows an account instead (its `account` element: the cart's) only when the browser
  // keeps a user: a visitor's /cart loads no MUI.
  const account = hasStoredUser();
  for (const match of matchRoutes(createRoutesFromElements(routes), pathname) ?? [])
    preloadIn(match.route.element, account);
}

function preloadIn(node: ReactNode, account: boolean): void {
  if (!isValidElement<{ children?: ReactNode; account?: ReactNode }>(node)) return;
  const { preload } = node.type as { preload?: () => Promise<unknown> };
  // A failed load is the page's to report when it renders (the chunk-reload boundary).
  if (typeof preload === "function") preload().catch(() => undefined);
  if (account) preloadIn(node.props.account, account);
  Children.forEach(node.props.children, (child) => preloadIn(child, account));
}

/** Every path the router serves, in full, but the catch-all (route-chunks.ts lists the same). */
export function routePaths(): string[] {
  const found = new Set<string>();
  const visit = (objects: RouteObject[], parent: string) => {
    for (const route of objects) {
      if (route.path === "*") continue;
      const path = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
      if (route.index || (route.path !== undefined && !route.children)) found.add(path || "/");
      if (route.children) visit(route.children, path);
    }
  };
  visit(createRoutesFromElements(routes), "");
  return [...found];
}
