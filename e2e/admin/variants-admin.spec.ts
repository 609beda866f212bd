import type { Locator, Page } from "@playwright/test";
import type { ProductDetail } from "@hometools/contract";
import { api, call, expect, field, getProduct, seedAdmin, tag, test, type Product } from "../fixtures";
import { deleteProduct, seedStaff, signInStaff } from "../../testkit/shop-client";
import { expectNoSeriousViolations } from "../support/axe";
import { rowWith } from "../support/pages";

/**
 * The owner sells a tool in sizes (docs/api.md, "Variants"): options and their values in the Edit
 * dialog, every combination with its SKU and price, saved apart from the tool's fields; staff
 * restock one size and cannot change the sizes; a size removed leaves the shop. Each test makes
 * its own tool, so no seed stock moves.
 */

async function openManageProducts(page: Page) {
  await page.goto("/dashboard/manageProduct");
  await expect(page.getByRole("searchbox", { name: "Search products" })).toBeVisible();
}

/** The product's row, found with the page's search box. */
async function rowOf(page: Page, product: Pick<Product, "name">) {
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
  const row = rowWith(page.getByRole("table", { name: "Products" }), product.name);
  await expect(row).toHaveCount(1);
  return row;
}

async function openEdit(page: Page, product: Pick<Product, "name">): Promise<Locator> {
  await (await rowOf(page, product)).getByRole("button", { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${product.name}` });
  await expect(field(dialog, "Name")).toHaveValue(product.name);
  return dialog;
}

/** Adds an option and its values by keyboard: the name, then each value and Enter. */
async function addOption(dialog: Locator, place: number, name: string, values: string[]) {
  await dialog.getByRole("button", { name: "Add option" }).click();
  await expect(field(dialog, `Option ${place} name`)).toBeFocused();
  await field(dialog, `Option ${place} name`).fill(name);
  for (const value of values) {
    await field(dialog, `New value of ${name}`).fill(value);
    await field(dialog, `New value of ${name}`).press("Enter");
  }
  await expect(dialog.getByRole("list", { name: `Values of ${name}` }).getByRole("button")).toHaveCount(values.length);
}

const detail = (id: string) => getProduct(id) as Promise<ProductDetail>;

/** A tool in sizes, added through the API (POST /products with options): each size's SKU, price and 5 pieces. */
function withSizes(token: string, name: string, sizes: Array<[size: string, sku: string | null, price: number]>) {
  return api<ProductDetail>("POST", "/products", {
    token,
    body: {
      name,
      minimumOrder: 1,
      options: [{ name: "Size", values: sizes.map(([size]) => size) }],
      variants: sizes.map(([size, sku, price]) => ({ options: { Size: size }, sku, price, available: 5 })),
    },
  });
}

test.describe("variants, the owner's and staff's side", () => {
  test("when the owner gives a tool sizes, then staff restock one size but cannot change them, and a removed size leaves with its stock", async ({
    page,
    browser,
    login,
    createProduct,
  }) => {
    test.slow();
    const product = await createProduct({ name: `Socket ${tag(4)}`, price: 20, available: 3, minimumOrder: 1 });
    const sku = `S${tag(5)}`;
    await login(page, seedAdmin);
    await openManageProducts(page);

    // Size with three values, every combination, then a SKU and price each.
    const dialog = await openEdit(page, product);
    await addOption(dialog, 1, "Size", ["6 mm", "8 mm", "10 mm"]);
    await dialog.getByRole("button", { name: "Add every combination" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: /^Added/ })).toHaveText(
      "Added 2 variants, and gave 1 row its values.",
    );
    const table = dialog.getByRole("table", { name: "Variants" });
    await expect(table.getByRole("row")).toHaveCount(4);
    // The tool's one variant became 6 mm and keeps its 3 pieces (no stock input); the new ones start at its price.
    await expect(field(table, "Stock of Size: 6 mm")).toHaveCount(0);
    await expect(field(table, "Price of Size: 10 mm")).toHaveValue("20");
    for (const [size, price] of [
      ["6 mm", "20"],
      ["8 mm", "22.5"],
      ["10 mm", "25"],
    ] as const) {
      await field(table, `SKU of Size: ${size}`).fill(`${sku}-${size.replace(" ", "")}`);
      await field(table, `Price of Size: ${size}`).fill(price);
    }
    await field(table, "Stock of Size: 8 mm").fill("4");
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Save options and variants" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText(
      `Saved: 3 variants of ${product.name}.`,
    );
    // The tool's price is its variants' now: shown as a range, not a field to change.
    await expect(field(dialog, "Price")).toHaveValue("$20.00 to $25.00");
    await expect(field(dialog, "Price")).toHaveAttribute("readonly", "");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(await rowOf(page, product)).toContainText("$20.00 to $25.00");

    const saved = await detail(product._id);
    expect(saved.options).toEqual([{ name: "Size", values: ["6 mm", "8 mm", "10 mm"] }]);
    expect(saved.variants.map(({ label, sku: code, price, available }) => [label, code, price, available])).toEqual([
      ["Size: 6 mm", `${sku}-6mm`, 20, 3],
      ["Size: 8 mm", `${sku}-8mm`, 22.5, 4],
      ["Size: 10 mm", `${sku}-10mm`, 25, 0],
    ]);
    const tenMm = saved.variants.find((variant) => variant.label === "Size: 10 mm")!;

    // Staff restock one size, choosing it in the Stock dialog.
    const staffPage = await (await browser.newContext()).newPage();
    await login(staffPage, seedStaff);
    await openManageProducts(staffPage);
    await (await rowOf(staffPage, product)).getByRole("button", { name: `Stock of ${product.name}` }).click();
    const stock = staffPage.getByRole("dialog", { name: `Stock of ${product.name}` });
    await field(stock, "Pieces").fill("6");
    await field(stock, "Reason").fill("delivery of 10 mm");
    await stock.getByRole("button", { name: "Save stock move" }).click();
    await expect(stock.getByText("Choose Size")).toBeVisible();
    await expectNoSeriousViolations(staffPage);
    await field(stock, "Variant").selectOption({ label: "Size: 10 mm (0 in stock)" });
    await stock.getByRole("button", { name: "Save stock move" }).click();
    await expect(stock.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText(
      `Saved: the stock of ${product.name}, Size: 10 mm, is now 6.`,
    );
    await expect(rowWith(stock.getByRole("table", { name: "Stock moves" }), "delivery of 10 mm")).toContainText(
      /staff@example\.com.*Size: 10 mm.*\+6.*6/,
    );
    await expect(field(stock, "Variant").locator("option", { hasText: "Size: 10 mm" })).toHaveText(
      "Size: 10 mm (6 in stock)",
    );
    expect((await detail(product._id)).variants.find((variant) => variant.id === tenMm.id)!.available).toBe(6);
    await stock.getByRole("button", { name: "Close" }).click();

    // Staff see the sizes in Edit, with nothing to change them; the API refuses them too.
    const staffEdit = await openEdit(staffPage, product);
    await expect(staffEdit.getByRole("table", { name: "Variants" })).toContainText("Size: 10 mm");
    for (const control of ["Add option", "Add every combination", "Save options and variants"]) {
      await expect(staffEdit.getByRole("button", { name: control })).toHaveCount(0);
    }
    await expect(field(staffEdit, "SKU of Size: 6 mm")).toHaveCount(0);
    const token = (await signInStaff()).idToken;
    const refused = await call("PUT", `/products/${product._id}/variants`, {
      token,
      body: { version: saved.version + 1, options: [], variants: [{ price: 1 }] },
    });
    expect(refused.status).toBe(403);
    await staffPage.context().close();

    // The owner removes 6 mm by keyboard: its chip, then Delete; its 3 pieces leave with it.
    const again = await openEdit(page, product);
    const chip = again.getByRole("list", { name: "Values of Size" }).getByRole("button", { name: "6 mm" });
    await chip.focus();
    await page.keyboard.press("Delete");
    await expect(chip).toHaveCount(0);
    await expect(field(again, "SKU of Size: 6 mm")).toHaveCount(0);
    await again.getByRole("button", { name: "Save options and variants" }).click();
    await expect(again.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText(
      `Saved: 2 variants of ${product.name}.`,
    );
    const after = await detail(product._id);
    expect(after.variants.map((variant) => variant.label)).toEqual(["Size: 8 mm", "Size: 10 mm"]);
    expect(after.available).toBe(10);
    await page.keyboard.press("Escape");

    // Its stock move names the size as removed.
    await (await rowOf(page, product)).getByRole("button", { name: `Stock of ${product.name}` }).click();
    const moves = page
      .getByRole("dialog", { name: `Stock of ${product.name}` })
      .getByRole("table", { name: "Stock moves" });
    await expect(rowWith(moves, "variant removed")).toContainText(/\(removed\).*-3/);
  });

  test("when a row's SKU is another tool's, then the refusal shows under that row's SKU and nothing is saved", async ({
    page,
    login,
    adminToken,
    createProduct,
  }) => {
    const taken = `B${tag(6)}`;
    const other = await withSizes(await adminToken(), `Bit set ${tag(4)}`, [["25 mm", taken, 9]]);
    try {
      const product = await createProduct({ name: `Bit ${tag(4)}`, price: 9, available: 0 });
      await login(page, seedAdmin);
      await openManageProducts(page);
      const dialog = await openEdit(page, product);
      await addOption(dialog, 1, "Length", ["25 mm", "50 mm"]);
      await dialog.getByRole("button", { name: "Add every combination" }).click();
      await field(dialog, "SKU of Length: 50 mm").fill(taken);
      await dialog.getByRole("button", { name: "Save options and variants" }).click();
      await expect(field(dialog, "SKU of Length: 50 mm")).toHaveAccessibleDescription("Already taken");
      await expect(dialog.getByRole("alert")).toContainText("Another variant already has this SKU");
      expect((await detail(product._id)).options).toEqual([]);
    } finally {
      await deleteProduct(await adminToken(), other._id);
    }
  });

  test("when a tool has sizes, then its page in the shop offers them", async ({ page, adminToken }) => {
    const name = `Spanner ${tag(4)}`;
    const product = await withSizes(await adminToken(), name, [
      ["13 mm", null, 7.5],
      ["17 mm", null, 8.25],
    ]);
    try {
      await page.goto(`/tools/${product._id}`);
      const main = page.getByRole("main");
      await expect(main).toContainText(name);
      // A fieldset per option, a radio per value (the first paint's and the app's alike).
      const sizes = main.getByRole("group", { name: "Size" });
      for (const size of ["13 mm", "17 mm"]) await expect(sizes.getByRole("radio", { name: size })).toBeVisible();
    } finally {
      await deleteProduct(await adminToken(), product._id);
    }
  });
});
