import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { Order, Product } from "@hometools/contract";
import {
  createAccount,
  deleteProduct,
  getProduct,
  newProduct,
  placeOrder as apiPlaceOrder,
  signInAdmin,
  type Account,
  tag,
  type NewProductFields,
} from "../testkit/shop-client";

export { expect };
export type { Account, Order, Product };
export {
  api,
  ApiError,
  call,
  getProduct,
  seedAdmin,
  seedBuyer,
  signIn,
  tag,
  uniqueEmail,
  openVerificationLink,
  verificationCodes,
} from "../testkit/shop-client";

type Credentials = Pick<Account, "email" | "password">;
type NewBuyerOptions = { name?: string; email?: string; password?: string; verified?: boolean };

export interface Fixtures {
  /** Signs in through the real login form and waits until the app has stored `accessToken`. */
  login: (page: Page, who: Credentials | string, password?: string) => Promise<void>;
  /** A fresh buyer account (Auth emulator + the API's user record): nobody else uses it. */
  newBuyer: (options?: NewBuyerOptions) => Promise<Account>;
  /**
   * A fresh buyer (newBuyer's options), signed in on the test's page through the login form, then at
   * `at` when given: the opening of most buyer tests. Arrange the buyer's orders after it, then go.
   */
  signedInBuyer: (options?: NewBuyerOptions & { at?: string }) => Promise<Account>;
  /** A fresh ID token of the seeded admin, for arranging data through the API. */
  adminToken: () => Promise<string>;
  /** Adds a product through the API as admin; the products a test created are deleted after it. */
  createProduct: (fields?: NewProductFields) => Promise<Product>;
  /** Places an order through the API for a buyer (default: the minimum order). */
  placeOrder: (
    buyer: Pick<Account, "idToken">,
    product: Pick<Product, "_id" | "minimumOrder">,
    fields?: { quantity?: number; number?: string; location?: string },
  ) => Promise<Order>;
}

/** The input named `label`, whether or not the UI marks it required with an asterisk ("Email *"). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^\\s*${escaped}(\\s*\\*)?\\s*$`));
}

/** What the app keeps under `accessToken` in localStorage (docs/api.md, "Auth"). */
export function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("accessToken"));
}

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "login", exact: true }).click();
}

/**
 * Books `quantity` of a product through its Purchase form as a signed-in buyer would, then opens the
 * order's payment page from My orders; answers the order's id.
 */
export async function bookAndOpenPayment(page: Page, product: Product, quantity: number): Promise<string> {
  await page.goto(`/product/${product._id}`);
  await field(page, "Quantity").fill(String(quantity));
  await field(page, "Phone number").fill("+1 555 0100");
  await field(page, "Location").fill("12 Elm Street, Springfield");
  await page.getByRole("button", { name: "Purchase", exact: true }).click();
  await expect(page.getByText("booked, please go to dashboard to purchase")).toBeVisible();

  await page.goto("/dashboard/orders");
  const row = page.getByRole("row").filter({ hasText: product.name });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /pay/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

export const test = base.extend<Fixtures>({
  // Every page of every test, popups included, runs under Hosting's Content-Security-Policy
  // (firebase.json; docs/security.md): a violation the browser reports fails the test.
  context: async ({ context }, use) => {
    const violations: string[] = [];
    const watch = (page: Page) =>
      page.on("console", (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
    context.pages().forEach(watch);
    context.on("page", watch);
    await use(context);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },

  login: async ({}, use) => {
    await use(async (page, who, password) => {
      const credentials = typeof who === "string" ? { email: who, password: password ?? "" } : who;
      if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
      await submitLogin(page, credentials.email, credentials.password);
      await expect.poll(() => accessToken(page), { message: "accessToken stored after login" }).toBeTruthy();
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },

  newBuyer: async ({}, use) => {
    await use((options) => createAccount(options));
  },

  signedInBuyer: async ({ page, login, newBuyer }, use) => {
    await use(async ({ at, ...options } = {}) => {
      const buyer = await newBuyer(options);
      await login(page, buyer);
      if (at) await page.goto(at);
      return buyer;
    });
  },

  adminToken: async ({}, use) => {
    await use(async () => (await signInAdmin()).idToken);
  },

  createProduct: async ({ adminToken }, use) => {
    const created: string[] = [];
    await use(async (fields) => {
      // More stock than the API tests' default, so a spec's several orders fit.
      const product = await newProduct(
        { name: `E2E Tool ${tag(6)}`, available: 50, description: "A tool made for the browser tests.", ...fields },
        await adminToken(),
      );
      created.push(product._id);
      return product;
    });
    if (created.length) {
      const token = await adminToken();
      for (const id of created) await deleteProduct(token, id);
    }
  },

  placeOrder: async ({}, use) => {
    await use((buyer, product, { quantity, ...delivery } = {}) =>
      apiPlaceOrder(buyer, product._id, quantity ?? product.minimumOrder, delivery),
    );
  },
});

/** Reads a product's current stock from the API (GET /api/product/{id}). */
export async function availableOf(id: string): Promise<number> {
  return (await getProduct(id)).available;
}
