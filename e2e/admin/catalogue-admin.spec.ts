import type { Page } from "@playwright/test";
import { expect, field, getProduct, seedAdmin, tag, test, type Product } from "../fixtures";
import { expectPath, productCard, rowWith, toast } from "../support/pages";

/** An admin runs the catalogue: edits a product, restocks it, and never overwrites another admin. */

async function openManageProducts(page: Page, login: (page: Page, who: typeof seedAdmin) => Promise<void>) {
  await login(page, seedAdmin);
  await page.goto("/dashboard/manageProduct");
  await expectPath(page, "/dashboard/manageProduct");
}

/** The product's row, found with the page's search box. */
async function rowOf(page: Page, product: Product) {
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
  const row = rowWith(page.getByRole("table", { name: "Products" }), product.name);
  await expect(row).toHaveCount(1);
  return row;
}

async function openEdit(page: Page, product: Product) {
  await (await rowOf(page, product)).getByRole("button", { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${product.name}` });
  await expect(field(dialog, "Name")).toHaveValue(product.name);
  return dialog;
}

test.describe("catalogue management", () => {
  test("when the admin edits the price and restocks, then the home page shows the new price and stock", async ({
    page,
    login,
    createProduct,
  }) => {
    const product = await createProduct({
      name: `Tape ${tag(6)}`,
      price: 12.5,
      available: 5,
      minimumOrder: 2,
      img: "/images/products/claw-hammer.svg",
    });
    await openManageProducts(page, login);

    const dialog = await openEdit(page, product);
    await expect(field(dialog, "Price")).toHaveValue("12.5");
    await expect(dialog.getByRole("img", { name: `Preview of ${product.name}'s image` })).toBeVisible();
    await field(dialog, "Price").fill("14.75");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Product saved")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = await rowOf(page, product);
    await expect(row).toContainText("$14.75");

    await row.getByRole("button", { name: `Stock of ${product.name}` }).click();
    const stock = page.getByRole("dialog", { name: `Stock of ${product.name}` });
    await field(stock, "Pieces").fill("200");
    await field(stock, "Reason").fill("delivery from supplier");
    await stock.getByRole("button", { name: "Save stock move" }).click();
    // The saved line, not the moves' loading status beside it while the list reloads.
    await expect(stock.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText(
      `Saved: the stock of ${product.name} is now 205.`,
    );
    const moves = stock.getByRole("table", { name: "Stock moves" });
    await expect(rowWith(moves, "delivery from supplier")).toContainText(/admin@example\.com.*\+200.*205/);

    // Never below zero: the refusal says how many can go.
    await field(stock, "Pieces").fill("-1000");
    await field(stock, "Reason").fill("lost in the flood");
    await stock.getByRole("button", { name: "Save stock move" }).click();
    await expect(stock.getByText("At most 205 can be removed")).toBeVisible();
    await expect(rowWith(moves, "lost in the flood")).toHaveCount(0);
    await stock.getByRole("button", { name: "Close" }).click();
    await expect(row).toContainText("205");

    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search tools" }).fill(product.name);
    const card = productCard(page, product.name);
    await expect(card).toContainText("Price: $14.75");
    await expect(card).toContainText("Available: 205");
    expect(await getProduct(product._id)).toMatchObject({ price: 14.75, available: 205, version: 2 });
  });

  test("when two admins edit the same product at once, then the second sees their change and applies theirs on top, losing nothing", async ({
    page,
    login,
    browser,
    createProduct,
  }) => {
    const product = await createProduct({ name: `Level ${tag(6)}`, price: 30 });
    const other = await (await browser.newContext()).newPage();
    await openManageProducts(page, login);
    await openManageProducts(other, login);
    const mine = await openEdit(page, product);
    const theirs = await openEdit(other, product);

    // The other admin saves first: a new name.
    await field(theirs, "Name").fill(`${product.name} XL`);
    await theirs.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(other, "Product saved")).toBeVisible();

    // This admin, still on the old version, changes the price.
    await field(mine, "Price").fill("34.5");
    await mine.getByRole("button", { name: "Save", exact: true }).click();
    const notice = mine.getByRole("alert").filter({ hasText: "Someone else changed this product" });
    await expect(notice).toBeVisible();
    await expect(notice.getByLabel("Their values")).toContainText(`${product.name} XL (changed)`);
    expect(await getProduct(product._id)).toMatchObject({ name: `${product.name} XL`, price: 30, version: 2 });

    await notice.getByRole("button", { name: "Apply my changes on top" }).click();
    await expect(toast(page, "Product saved")).toBeVisible();
    expect(await getProduct(product._id)).toMatchObject({ name: `${product.name} XL`, price: 34.5, version: 3 });
    await other.context().close();
  });

  test("when stock is below the minimum order, then the row says Low stock; Edit opens and closes by keyboard", async ({
    page,
    login,
    createProduct,
  }) => {
    const product = await createProduct({ name: `Clamp ${tag(6)}`, available: 1, minimumOrder: 3 });
    const plenty = await createProduct({ name: `Clamp ${tag(6)}`, available: 30, minimumOrder: 3 });
    await openManageProducts(page, login);
    await expect(await rowOf(page, product)).toContainText("Low stock");
    await expect(await rowOf(page, plenty)).not.toContainText("Low stock");

    const row = await rowOf(page, product);
    await row.getByRole("button", { name: `Edit ${product.name}` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Edit ${product.name}` });
    await expect(field(dialog, "Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});
