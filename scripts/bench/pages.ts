import type { Product } from "@hometools/contract";
import { cameraPhoto, uploadPhoto } from "../../testkit/photos";
import {
  api,
  createAccount,
  deleteProduct,
  newProduct,
  placeOrder,
  seedAdmin,
  signInAdmin,
} from "../../testkit/shop-client";
import {
  auditPage,
  defaultCpuSlowdown,
  publicBudget,
  signedInBudget,
  toolPageBudget,
  uncrawledBudget,
  type AuditedPage,
  type PageResult,
} from "./lighthouse";
import { PreparedBrowser } from "./prepared-browser";

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
  // A seeded tool with reviews of its own, served by the `pages` function with its head and shell.
  { name: "Tool /tools/{id}", path: "/tools/cordless-drill", budget: toolPageBudget },
  // Find a tool: every tool with its filters, and a category's page (the `pages` function's, like a tool's).
  { name: "All tools /tools", path: "/tools", budget: toolPageBudget },
  { name: "Category /category/{slug}", path: "/category/power-tools", budget: toolPageBudget },
];

/**
 * A tool's page whose picture is an uploaded photo (docs/decisions/046): its first paint is a WebP
 * rendition picked by srcset, preloaded, where the seeded tools show small SVGs. The bench adds the
 * tool and its photo through the API, audits the page, and removes both.
 */
const photoToolPage = { name: "Tool with photos /tools/{id}", budget: toolPageBudget };

/**
 * A visitor's pages with two tools in the cart, which the visitor put there from the tools' pages:
 * public pages, though robots.txt keeps crawlers off them (docs/decisions/033).
 */
const visitorCart = ["cordless-drill", "claw-hammer"];
const visitorCartPages: AuditedPage[] = [
  { name: "Cart (visitor) /cart", path: "/cart", budget: uncrawledBudget },
  { name: "Checkout (visitor) /checkout", path: "/checkout", budget: uncrawledBudget },
];

// Debugging ports of the prepared browsers: apart from the stack's (ports/ports.ts).
const SHOPPER_PORT = 9231;
const ADMIN_PORT = 9232;
const VISITOR_PORT = 9233;

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

export async function auditPages(only: string[] = [], cpuSlowdown = defaultCpuSlowdown): Promise<PageResult[]> {
  const wanted = (page: { name: string }) => only.length === 0 || only.some((word) => page.name.includes(word));
  const results: PageResult[] = [];
  for (const page of publicPages.filter(wanted)) results.push(await auditPage(page, { cpuSlowdown }));

  if (wanted(photoToolPage)) {
    const { token, id } = await arrangePhotoTool();
    try {
      results.push(await auditPage({ ...photoToolPage, path: `/tools/${id}` }, { cpuSlowdown }));
    } finally {
      await deleteProduct(token, id);
    }
  }

  const visiting = visitorCartPages.filter(wanted);
  if (visiting.length > 0) {
    const browser = await PreparedBrowser.withVisitorCart(visitorCart, VISITOR_PORT);
    try {
      for (const page of visiting)
        results.push(
          await auditPage({ ...page, port: browser.port }, { beforeRun: () => browser.restart(), cpuSlowdown }),
        );
    } finally {
      await browser.close();
    }
  }

  const shopping = shopperPages.filter(wanted);
  if (shopping.length > 0) {
    const { email, password, arranged } = await arrangeShopper();
    const browser = await PreparedBrowser.signedIn(email, password, SHOPPER_PORT);
    try {
      for (const page of shopping)
        results.push(
          await auditPage(
            { name: page.name, path: page.path(arranged), budget: signedInBudget, port: browser.port },
            { beforeRun: () => browser.restart(), cpuSlowdown },
          ),
        );
    } finally {
      await browser.close();
    }
  }
  const administering = adminPages.filter(wanted);
  if (administering.length > 0) {
    const browser = await PreparedBrowser.signedIn(seedAdmin.email, seedAdmin.password, ADMIN_PORT);
    try {
      for (const page of administering)
        results.push(
          await auditPage(
            { ...page, budget: signedInBudget, port: browser.port },
            { beforeRun: () => browser.restart(), cpuSlowdown },
          ),
        );
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

/**
 * A tool like the seeded ones, with a camera's photo (2000 x 1500 JPEG, about 390 kB) uploaded as the
 * seed's admin, as the owner's Photos editor sends it: its renditions are what the page loads. It is
 * added after the list pages are audited, so they measure the seeded shop.
 */
async function arrangePhotoTool(): Promise<{ token: string; id: string }> {
  const token = (await signInAdmin()).idToken;
  const tool = await newProduct(
    {
      name: "Bench Photo Drill",
      price: 89.99,
      minimumOrder: 1,
      available: 40,
      description: "An 18 V cordless drill-driver with two batteries, shown in a photo its owner uploaded.",
    },
    token,
  );
  try {
    await uploadPhoto(token, tool._id, await cameraPhoto(2000, 1500), "A cordless drill on a workbench");
  } catch (error) {
    await deleteProduct(token, tool._id);
    throw error;
  }
  return { token, id: tool._id };
}
