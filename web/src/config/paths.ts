/** Where the API answers, on the site's own origin (firebase.json rewrites it to the function). */
export const apiBase = "/api";

/** Every route path of the app (spec section 2) in one place. */
export const paths = {
  root: "/",
  home: "/home",
  product: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  productPattern: "/product/:productId",
  /** A tool's public page, the one search engines link to (docs/decisions/033). */
  tool: (productId: string) => `/tools/${encodeURIComponent(productId)}`,
  toolPattern: "/tools/:productId",
  /** Every tool, with filters in the search params (features/catalog/find/tool-filters.ts). */
  tools: "/tools",
  /** A category's public page, server-rendered like a tool's. */
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  categoryPattern: "/category/:slug",
  blogs: "/blogs",
  about: "/about",
  login: "/login",
  signup: "/signup",
  cart: "/cart",
  checkout: "/checkout",
  /** A guest's order page: the key from the checkout's answer (or the receipt's link) opens it. */
  guestOrder: (orderId: string, key: string) => `/order/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`,
  guestOrderPattern: "/order/:id",
  /** Where a back-in-stock alert's confirm mail leads (its link's answer, or a page with one button). */
  confirmAlert: "/alerts/confirm",
  /** Every marketing mail's List-Unsubscribe link, `?token=`: a page with one button. */
  unsubscribe: "/unsubscribe",
  dashboard: {
    root: "/dashboard",
    orders: "/dashboard/orders",
    order: (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`,
    review: "/dashboard/review",
    payment: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
    /** Stripe's return_url for payment methods that leave the page (a bank's own page, some wallets). */
    paymentComplete: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}/complete`,
    overview: "/dashboard/overview",
    makeAdmin: "/dashboard/makeadmin",
    manageProducts: "/dashboard/manageProduct",
    manageOrders: "/dashboard/manageorder",
    returns: "/dashboard/returns",
    addProduct: "/dashboard/addproduct",
    shipping: "/dashboard/shipping",
    discounts: "/dashboard/discounts",
    team: "/dashboard/team",
    activity: "/dashboard/activity",
    taxes: "/dashboard/taxes",
    taxReport: "/dashboard/tax-report",
    invoices: "/dashboard/invoices",
    marketing: "/dashboard/marketing",
    categories: "/dashboard/categories",
  },
} as const;

/** Child segments of /dashboard, as the router nests them. */
export const dashboardSegments = {
  orders: "orders",
  order: "orders/:id",
  review: "review",
  payment: "payment/:id",
  paymentComplete: "payment/:id/complete",
  overview: "overview",
  makeAdmin: "makeadmin",
  manageProducts: "manageProduct",
  manageOrders: "manageorder",
  returns: "returns",
  addProduct: "addproduct",
  shipping: "shipping",
  discounts: "discounts",
  team: "team",
  activity: "activity",
  taxes: "taxes",
  taxReport: "tax-report",
  invoices: "invoices",
  marketing: "marketing",
  categories: "categories",
} as const;
