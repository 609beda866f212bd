import type { Locator, Page } from "@playwright/test";
import type { Product } from "@hometools/contract";
import { api, expect, field, seedAdmin, tag, test } from "../fixtures";
import { expectPath, rowWith, toast } from "../support/pages";

/**
 * An admin adds a tool with only a name, a price and an image on another https host; shoppers see
 * that image on the home page. The machine is offline, so the image host is served by page.route;
 * a Content-Security-Policy that leaves the host out blocks the image before the route sees it.
 */

// A real 1x1 PNG: what the image host answers.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Which address the <img> shows (the card swaps in a fallback when one fails) and its decoded
 * width; nothing while the element is being replaced (the grid re-renders as the search settles).
 */
async function shown(image: Locator): Promise<{ src: string; naturalWidth: number } | null> {
  try {
    await image.scrollIntoViewIfNeeded({ timeout: 2_000 }); // the card's image loads lazily
    return await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc || element.src,
      naturalWidth: element.complete ? element.naturalWidth : 0,
    }));
  } catch {
    return null;
  }
}

async function deleteInManageProduct(page: Page, name: string) {
  await page.goto("/dashboard/manageProduct");
  const row = rowWith(page.getByRole("table"), name);
  await row.getByRole("button", { name: "DELETE", exact: true }).click();
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  await expect(dialog).toContainText("Are you sure want to delete??");
  await dialog.getByRole("button", { name: /^(yes|delete|confirm|ok)\b/i }).click();
  await expect(toast(page, "Successfully deleted item")).toBeVisible();
  await expect(row).toHaveCount(0);
}

test("when an admin adds a tool with only name, price and an https image, then the home page shows that image", async ({
  page,
  login,
  adminToken,
}) => {
  const name = `Drill ${tag(8)}`;
  const img = `https://images.example/drill-${tag(6)}.png`;
  let served = 0;
  await page.route("https://images.example/**", async (route) => {
    served += 1;
    await route.fulfill({ status: 200, contentType: "image/png", body: PNG });
  });
  const policyMessages: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) policyMessages.push(message.text());
  });

  await login(page, seedAdmin);
  await page.goto("/dashboard/addproduct");
  await expectPath(page, "/dashboard/addproduct");
  try {
    await field(page, "Name").fill(name);
    await field(page, "Price").fill("49.90");
    await field(page, "Image URL").fill(img);
    // The form previews the image as it will show (soft: the home page's card is checked either way).
    const preview = page.getByRole("img", { name: `Preview of ${name}'s image` });
    const loaded = { src: img, naturalWidth: 1 };
    await expect.soft(async () => expect(await shown(preview)).toEqual(loaded)).toPass({ timeout: 10_000 });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(toast(page, "Product added successfully")).toBeVisible();

    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search tools" }).fill(name);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Available: 0");
    await expect.poll(() => shown(card.getByRole("img", { name, exact: true }))).toEqual(loaded);
    expect(served).toBeGreaterThan(0);
    expect(policyMessages, "Content-Security-Policy messages").toEqual([]);

    await deleteInManageProduct(page, name);
  } finally {
    // If the test failed before its Delete, the product must not stay in the shop.
    const left = await api<Product[]>("GET", `/products?q=${encodeURIComponent(name)}`);
    const token = await adminToken();
    for (const product of left.filter((item) => item.name === name)) {
      await api("DELETE", `/products/${product._id}`, { token });
    }
  }
});
