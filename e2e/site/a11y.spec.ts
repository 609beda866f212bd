import type { Locator, Page } from "@playwright/test";
import { expect, seedAdmin, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";

/** An axe scan of every main page: no serious or critical violations (WCAG 2.1 A and AA rules). */

/** Each page with what shows once it has loaded its data. */
const publicPages: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: "/", ready: (page) => page.getByText(/^rating: [1-5]\/5$/).first() },
  { path: "/login", ready: (page) => page.getByRole("button", { name: "login", exact: true }) },
  { path: "/signup", ready: (page) => page.getByRole("button", { name: "signup", exact: true }) },
  { path: "/blogs", ready: (page) => page.getByRole("heading", { name: /nails/i }).first() },
  { path: "/about", ready: (page) => page.getByRole("heading", { name: "About us" }) },
  { path: "/no/such/page", ready: (page) => page.getByText("Opps Looks like you path has gone wrong") },
  { path: "/tools/cordless-drill", ready: (page) => page.getByRole("button", { name: /^Add to cart: / }) },
  { path: "/unsubscribe?token=x", ready: (page) => page.getByRole("button", { name: "Unsubscribe" }) },
  { path: "/alerts/confirm?status=confirmed", ready: (page) => page.getByText(/^Your alert is on/) },
  { path: "/tools", ready: (page) => page.getByRole("button", { name: /^Add to cart/ }).first() },
  { path: "/category/power-tools", ready: (page) => page.getByRole("button", { name: /^Add to cart/ }).first() },
];

for (const { path, ready } of publicPages) {
  test(`when axe scans ${path}, then it finds no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    if (path === "/") await expect(page.getByRole("link", { name: "Buy Now" }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

const buyerPages: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: "/product/claw-hammer", ready: (page) => page.getByRole("button", { name: "Purchase", exact: true }) },
  { path: "/dashboard", ready: (page) => page.getByRole("link", { name: "Profile", exact: true }) },
  { path: "/dashboard/orders", ready: (page) => page.getByText("No orders yet").or(page.getByRole("table")) },
  { path: "/dashboard/review", ready: (page) => page.getByRole("button", { name: "Submit", exact: true }) },
];

for (const { path, ready } of buyerPages) {
  test(`when axe scans ${path} for a buyer, then it finds no serious or critical violations`, async ({
    page,
    login,
    newBuyer,
  }) => {
    await login(page, await newBuyer());
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

const adminPages: Array<{ path: string; ready: (page: Page) => Locator }> = [
  // The charts are in: the "Revenue per day" image is labelled once the library has drawn it.
  {
    path: "/dashboard/overview",
    ready: (page) =>
      page
        .getByRole("img", { name: /^Revenue per day/ })
        .locator("svg")
        .first(),
  },
  { path: "/dashboard/makeadmin", ready: (page) => page.getByRole("button", { name: "Make Admin" }).first() },
  { path: "/dashboard/manageProduct", ready: (page) => page.getByRole("button", { name: "DELETE" }).first() },
  { path: "/dashboard/manageorder", ready: (page) => page.getByRole("table").or(page.getByText("No orders yet")) },
  { path: "/dashboard/addproduct", ready: (page) => page.getByRole("button", { name: "Submit", exact: true }) },
  { path: "/dashboard/categories", ready: (page) => page.getByRole("button", { name: "Add category" }) },
  { path: "/dashboard/invoices", ready: (page) => page.getByRole("button", { name: "Save settings" }) },
  { path: "/dashboard/marketing", ready: (page) => page.getByRole("switch", { name: "Send reminders" }) },
];

test("when axe scans the admin pages, then it finds no serious or critical violations", async ({ page, login }) => {
  // Each page loads, renders its data and is scanned: about 10 s on a busy machine, so the test's
  // time grows with the list rather than the list outgrowing one test's 60 s.
  test.setTimeout(15_000 * (adminPages.length + 1));
  await login(page, seedAdmin);
  for (const { path, ready } of adminPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test("when the delete confirm dialog is open, then axe finds no serious or critical violations in it", async ({
  page,
  login,
  createProduct,
}) => {
  const product = await createProduct();
  await login(page, seedAdmin);
  await page.goto("/dashboard/manageProduct");
  await page.getByRole("row").filter({ hasText: product.name }).getByRole("button", { name: "DELETE" }).click();
  await expect(page.getByRole("dialog").or(page.getByRole("alertdialog"))).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("when the Edit and Stock dialogs are open, then axe finds no serious or critical violations in them", async ({
  page,
  login,
  createProduct,
}) => {
  const product = await createProduct({ available: 1, minimumOrder: 3 });
  await login(page, seedAdmin);
  await page.goto("/dashboard/manageProduct");
  const row = page.getByRole("row").filter({ hasText: product.name });
  await row.getByRole("button", { name: `Edit ${product.name}` }).click();
  await expect(page.getByRole("dialog", { name: `Edit ${product.name}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await row.getByRole("button", { name: `Stock of ${product.name}` }).click();
  await expect(page.getByRole("dialog").getByText("No stock moves yet")).toBeVisible();
  await expectNoSeriousViolations(page);
});
