import type { Product } from "@hometools/contract";
import { api, createAccount, placeOrder, seedAdmin } from "../../testkit/shop-client";
import {
  auditPage,
  checkoutBudget,
  publicBudget,
  signedInBudget,
  toolPageBudget,
  type AuditedPage,
  type PageResult,
} from "./lighthouse";
import { SignedInBrowser } from "./signed-in";

/**
 * Every page the bench audits with Lighthouse (docs/budgets.md): each page a visitor can
 * open, and the pages of a signed-in shopper and of the admin, measured signed in. `only` keeps
 * the pages whose name contains one of its words (`npm run bench -- --pages blogs,cart`).
 */
const publicPages: AuditedPage[] = [
  { name: "home /", path: "/", budget: publicBudget },
  { name: "Blogs /blogs", path: "/blogs", budget: publicBudget },
  { name: "About /about", path: "/about", budget: publicBudget },
  { name: "Login /login", path: "/login", budget: publicBudget },
  { name: "Sign up /signup", path: "/signup", budget: publicBudget },
  { name: "404 page /no-such-page", path: "/no-such-page", budget: publicBudget },
  // A visitor's checkout (its cart is kept in the browser: an empty one here).
  { name: "Checkout /checkout", path: "/checkout", budget: checkoutBudget },
  // A seeded tool with reviews of its own, served by the `pages` function with its head and shell.
  { name: "Tool /tools/{id}", path: "/tools/cordless-drill", budget: toolPageBudget },
];

// Debugging ports of the signed-in browsers: apart from the stack's (ports/ports.ts).
const SHOPPER_PORT = 9231;
const ADMIN_PORT = 9232;

/** What a signed-in page needs to exist: a tool to buy and an order of it. */
interface Arranged {
  productId: string;
  orderId: string;
}

const shopperPages: { name: string; path: (arranged: Arranged) => string }[] = [
  { name: "Purchase /product/{id}", path: ({ productId }) => `/product/${productId}` },
  { name: "Cart /cart", path: () => "/cart" },
  { name: "Dashboard /dashboard", path: () => "/dashboard" },
  { name: "My orders /dashboard/orders", path: () => "/dashboard/orders" },
  { name: "Order /dashboard/orders/{id}", path: ({ orderId }) => `/dashboard/orders/${orderId}` },
  { name: "Payment /dashboard/payment/{id}", path: ({ orderId }) => `/dashboard/payment/${orderId}` },
];
const adminPages: { name: string; path: string }[] = [
  { name: "Overview /dashboard/overview", path: "/dashboard/overview" },
];

export async function auditPages(only: string[] = []): Promise<PageResult[]> {
  const wanted = (page: { name: string }) => only.length === 0 || only.some((word) => page.name.includes(word));
  const results: PageResult[] = [];
  for (const page of publicPages.filter(wanted)) results.push(await auditPage(page));

  const shopping = shopperPages.filter(wanted);
  if (shopping.length > 0) {
    const { email, password, arranged } = await arrangeShopper();
    const browser = await SignedInBrowser.open(email, password, SHOPPER_PORT);
    try {
      for (const page of shopping)
        results.push(
          await auditPage(
            { name: page.name, path: page.path(arranged), budget: signedInBudget, port: browser.port },
            () => browser.restart(),
          ),
        );
    } finally {
      await browser.close();
    }
  }
  const administering = adminPages.filter(wanted);
  if (administering.length > 0) {
    const browser = await SignedInBrowser.open(seedAdmin.email, seedAdmin.password, ADMIN_PORT);
    try {
      for (const page of administering)
        results.push(await auditPage({ ...page, budget: signedInBudget, port: browser.port }, () => browser.restart()));
    } finally {
      await browser.close();
    }
  }
  return results;
}

/**
 * A new shopper with what their pages show: a line in the cart and an unpaid order of a seeded tool
 * (its order page and payment page). The order's hold ends on its own (docs/decisions/012).
 */
async function arrangeShopper() {
  const shopper = await createAccount({ verified: true });
  const catalogue = await api<Product[]>("GET", "/products");
  const product = catalogue[0];
  if (!product) throw new Error("the shop has no products: run `npm run seed`");
  await api("PUT", "/cart", {
    token: shopper.idToken,
    body: { lines: [{ productId: product._id, quantity: product.minimumOrder }], version: 0 },
  });
  const order = await placeOrder(shopper, product._id, product.minimumOrder);
  return { email: shopper.email, password: shopper.password, arranged: { productId: product._id, orderId: order._id } };
}
