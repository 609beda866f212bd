import type { Locator, Page } from "@playwright/test";
import { api, availableOf, expect, field, test, type Account, type Order, type Product } from "../fixtures";
import { toast } from "../support/pages";

/**
 * Ordering a product in a valid quantity on /product/{id}. Each test orders a fresh product
 * (price $7.25, minimum order 3, 10 available) as a fresh buyer, so stock checks are exact.
 */

const booked = "booked, please go to dashboard to purchase";

async function openProduct(
  page: Page,
  login: (page: Page, who: Account) => Promise<void>,
  buyer: Account,
  product: Product,
) {
  await login(page, buyer);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("button", { name: "Purchase", exact: true })).toBeVisible();
}

async function fillOrder(page: Page, values: { quantity?: string; phone?: string; location?: string }) {
  if (values.quantity !== undefined) await field(page, "Quantity").fill(values.quantity);
  if (values.phone !== undefined) await field(page, "Phone number").fill(values.phone);
  if (values.location !== undefined) await field(page, "Location").fill(values.location);
}

const purchase = (page: Page) => page.getByRole("button", { name: "Purchase", exact: true }).click();

/** Invalid by the browser's constraint validation or marked aria-invalid by the form library. */
function isInvalid(input: Locator): Promise<boolean> {
  return input.evaluate(
    (element: HTMLInputElement) => element.matches(":invalid") || element.getAttribute("aria-invalid") === "true",
  );
}

const ordersOf = (buyer: Account) =>
  api<Order[]>("GET", `/orders/${encodeURIComponent(buyer.email)}`, { token: buyer.idToken });

test.describe("purchase screen", () => {
  let product: Product;
  let buyer: Account;

  test.beforeEach(async ({ createProduct, newBuyer }) => {
    product = await createProduct({ price: 7.25, minimumOrder: 3, available: 10 });
    buyer = await newBuyer();
  });

  test("when a buyer opens a product, then its card shows and the form is prefilled with the minimum order", async ({
    page,
    login,
  }) => {
    await openProduct(page, login, buyer, product);
    const main = page.getByRole("main");
    await expect(main.getByText(product.name, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(product.description).first()).toBeVisible();
    await expect(main.getByText(/\$\s*7\.25/).first()).toBeVisible();
    await expect(main.getByText(/Available:?\s*10(?!\d)/).first()).toBeVisible();
    await expect(field(page, "Name")).toHaveValue(buyer.name);
    await expect(field(page, "Email")).toHaveValue(buyer.email);
    await expect(field(page, "Quantity")).toHaveValue("3");
  });

  test("when a signed-in buyer opens a product's address, then the tool is asked for once, with the scripts", async ({
    page,
    login,
  }) => {
    await login(page, buyer);
    const calls: string[] = [];
    let asked: () => void;
    const askedOnce = new Promise<void>((resolve) => (asked = resolve));
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith("/api/product/")) return;
      calls.push(pathname);
      asked();
    });
    // The page's own code could only ask once its chunk has run: the chunk waits for the call.
    let askedBeforeThePage = false;
    await page.route(/\/assets\/purchase-page-[\w-]+\.js$/, async (route) => {
      askedBeforeThePage = await Promise.race([
        askedOnce.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      await route.continue();
    });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeVisible();
    await expect(field(page, "Quantity")).toHaveValue("3");
    await page.waitForLoadState("networkidle");
    // index.html's inline script asked (its route table's data), and the page took that answer.
    expect(askedBeforeThePage).toBe(true);
    expect(calls).toEqual([`/api/product/${product._id}`]);
    // Opened again within the app (no new document), the tool is asked for afresh.
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: product.name, level: 1 })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeVisible();
    await expect.poll(() => calls.length, { message: "the tool asked for again" }).toBe(2);
  });

  test("when the quantity is below the minimum order, then it says 'inter minimum Amount' and books nothing", async ({
    page,
    login,
  }) => {
    await openProduct(page, login, buyer, product);
    await fillOrder(page, { quantity: "2", phone: "+1 555 0101", location: "1 Elm Street" });
    await purchase(page);
    await expect(page.getByText("inter minimum Amount", { exact: true })).toBeVisible();
    await expect(toast(page, booked)).toHaveCount(0);
    expect(await availableOf(product._id)).toBe(10);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  test("when the quantity is above what is available, then it says 'reduce your quantity' and books nothing", async ({
    page,
    login,
  }) => {
    await openProduct(page, login, buyer, product);
    await fillOrder(page, { quantity: "11", phone: "+1 555 0102", location: "2 Elm Street" });
    await purchase(page);
    await expect(page.getByText("reduce your quantity", { exact: true })).toBeVisible();
    await expect(page.getByText("inter minimum Amount", { exact: true })).toHaveCount(0);
    expect(await availableOf(product._id)).toBe(10);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  test("when the phone number or the location is empty, then the form refuses to book", async ({ page, login }) => {
    await openProduct(page, login, buyer, product);
    await fillOrder(page, { phone: "", location: "3 Elm Street" });
    await purchase(page);
    await expect.poll(() => isInvalid(field(page, "Phone number")), { message: "phone number flagged" }).toBe(true);
    expect(await isInvalid(field(page, "Location"))).toBe(false);

    await fillOrder(page, { phone: "+1 555 0103", location: "" });
    await purchase(page);
    await expect.poll(() => isInvalid(field(page, "Location")), { message: "location flagged" }).toBe(true);

    await expect(toast(page, booked)).toHaveCount(0);
    expect(await availableOf(product._id)).toBe(10);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  test("when the quantity changes, then the total follows it live", async ({ page, login }) => {
    await openProduct(page, login, buyer, product);
    const main = page.getByRole("main");
    await expect(main.getByText(/\$21\.75/).first(), "3 x $7.25").toBeVisible();
    await expect(main.getByText(/\$36\.25/)).toHaveCount(0);
    await field(page, "Quantity").fill("5");
    await expect(main.getByText(/\$36\.25/).first(), "5 x $7.25, before any submit").toBeVisible();
    await expect(main.getByText(/\$21\.75/)).toHaveCount(0);
  });

  test("when a valid order is placed, then the toast says it is booked and the stock goes down", async ({
    page,
    login,
  }) => {
    await openProduct(page, login, buyer, product);
    await fillOrder(page, { quantity: "4", phone: "+1 555 0104", location: "4 Elm Street, Springfield" });
    await purchase(page);
    await expect(toast(page, booked)).toBeVisible();
    await expect.poll(() => availableOf(product._id)).toBe(6);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      productId: product._id,
      quantity: 4,
      totalPrice: 29,
      number: "+1 555 0104",
      location: "4 Elm Street, Springfield",
      email: buyer.email,
      paid: false,
    });
  });

  test("when Purchase is clicked twice in a row, then only one order is booked", async ({ page, login }) => {
    await openProduct(page, login, buyer, product);
    await fillOrder(page, { phone: "+1 555 0105", location: "5 Elm Street" });
    await page.getByRole("button", { name: "Purchase", exact: true }).dblclick();
    await expect(toast(page, booked).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await availableOf(product._id)).toBe(7);
  });
});

test("when a buyer orders more of one tool than an account may hold unpaid, then the purchase screen says how many and books nothing", async ({
  page,
  login,
  newBuyer,
  createProduct,
}) => {
  const plenty = await createProduct({ price: 1.5, minimumOrder: 1, available: 40_000 });
  const buyer = await newBuyer();
  await openProduct(page, login, buyer, plenty);
  await fillOrder(page, { quantity: "39999", phone: "+1 555 0106", location: "6 Elm Street" });
  await purchase(page);
  await expect(page.getByText(/You can hold at most 50 of .* unpaid at a time/)).toBeVisible();
  await expect(page.getByText("At most 50 for now", { exact: true })).toBeVisible();
  await expect(toast(page, booked)).toHaveCount(0);
  expect(await availableOf(plenty._id)).toBe(40_000);
  expect(await ordersOf(buyer)).toEqual([]);
});
