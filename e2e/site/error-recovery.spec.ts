import type { Page } from "@playwright/test";
import { expect, test, type Fixtures } from "../fixtures";

/**
 * Error recovery (issue 16): a route chunk that fails to load (a tab opened before a deploy asks for
 * chunk names the deploy replaced) reloads the page once; a page that fails to render shows the
 * friendly error page, whose Retry renders it again.
 */
const PAYMENT_CHUNK = "**/assets/payment-page-*.js";

/** A new buyer with an unpaid order, signed in on `page`. */
async function buyerWithOrder(
  page: Page,
  { login, newBuyer, createProduct, placeOrder }: Pick<Fixtures, "login" | "newBuyer" | "createProduct" | "placeOrder">,
) {
  const buyer = await newBuyer();
  const product = await createProduct({ price: 6, minimumOrder: 1, available: 5 });
  const order = await placeOrder(buyer, product);
  await login(page, buyer);
  return { product, order };
}

/** Counts the document loads (the first visit and every reload; not the router's own navigations). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}

test("when the payment page's chunk fails to load once, then the page recovers by itself and shows the payment form", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const { product, order } = await buyerWithOrder(page, { login, newBuyer, createProduct, placeOrder });

  let aborted = 0;
  await page.route(PAYMENT_CHUNK, (route) => (aborted++ === 0 ? route.abort() : route.continue()));
  const loads = countDocumentLoads(page);
  await page.goto(`/dashboard/payment/${order._id}`);

  await expect(page.getByRole("heading", { name: `Please Pay for ${product.name}` })).toBeVisible();
  await expect(page.getByPlaceholder("Card number")).toBeVisible();
  expect(aborted).toBeGreaterThanOrEqual(2);
  // Either the import itself failed and the page reloaded once, or only Vite's preload of the chunk
  // failed and the import, waiting on the page's styles, fetched it again: never more than one reload.
  expect(loads()).toBeLessThanOrEqual(2);
});

test("when the chunk keeps failing, then the page reloads only once and shows the friendly error page with Retry", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const { order } = await buyerWithOrder(page, { login, newBuyer, createProduct, placeOrder });

  await page.route(PAYMENT_CHUNK, (route) => route.abort());
  const loads = countDocumentLoads(page);
  await page.goto(`/dashboard/payment/${order._id}`);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  // The dashboard's menu stays: only the page area shows the error.
  await expect(page.getByRole("link", { name: "Orders", exact: true })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads()).toBe(2);

  // Once the chunk can load again (the new deploy is there), Retry brings the page.
  await page.unroute(PAYMENT_CHUNK);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByPlaceholder("Card number")).toBeVisible();
});

test("when a page fails to render, then the friendly error page shows, the error reaches the console, and Retry renders the page again", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const { product, order } = await buyerWithOrder(page, { login, newBuyer, createProduct, placeOrder });
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  // An answer the page cannot render: a product name that is not text.
  const orderUrl = `**/api/orders/${order._id}`;
  await page.route(orderUrl, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, productName: { broken: true } } });
  });
  await page.goto(`/dashboard/payment/${order._id}`);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes("[hometools] page failed"))).toBe(true);

  await page.unroute(orderUrl);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: `Please Pay for ${product.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});
