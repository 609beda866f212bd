import type { Page } from "@playwright/test";
import { call, expect, field, seedAdmin, tag, test, type Product } from "../fixtures";

/**
 * Find a tool at a phone's width (docs/api.md, "Find a tool"): the filters and the page live in the
 * URL and the history, so paging, a reload and the back button all show the same view.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The names of the tools the list shows, in order. */
const shownNames = (page: Page) => page.locator("main article h2");

/** Every page of GET `path`, by the Link headers: the names the shop answers for this view. */
async function pagesOf(path: string): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | null = path;
  while (next) {
    const answer: { status: number; body: Product[]; headers: Headers } = await call<Product[]>("GET", next);
    expect(answer.status).toBe(200);
    pages.push(answer.body.map((product) => product.name));
    next = /<\/api(\/[^>]*)>;\s*rel="next"/.exec(answer.headers.get("Link") ?? "")?.[1] ?? null;
  }
  return pages;
}

test("when a shopper filters power tools in stock up to $100 by price and pages back and forth, then every way back shows the same tools", async ({
  page,
  createProduct,
}) => {
  // Enough power tools for two pages of three: in stock under $100 (shown), and two that are not.
  const mark = tag(4);
  const shown = await Promise.all(
    [11, 12.5, 14, 16, 18].map((price, index) =>
      createProduct({ name: `Driver ${mark}${index}`, price, available: 5, category: "power-tools" }),
    ),
  );
  await createProduct({ name: `Empty ${mark}`, price: 13, available: 0, category: "power-tools" });
  await createProduct({ name: `Dear ${mark}`, price: 150, available: 5, category: "power-tools" });

  await page.goto("/tools?limit=3");
  await expect(page.getByRole("heading", { level: 1, name: "All tools" })).toBeVisible();
  // Each choice is a navigation: the next one waits for the URL to hold it (a slow machine's click
  // on a control the previous navigation is still drawing is otherwise lost).
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Power tools" }).click();
  await expect(page).toHaveURL(/category=power-tools/);
  // A click, not check(): the box is the URL's, ticked when the navigation it starts has drawn the
  // page (check() reads it back at once and may find the old state).
  const inStock = page.getByRole("checkbox", { name: "In stock only" });
  await inStock.click();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(inStock).toBeChecked();
  await field(page, "Max price ($)").fill("100");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByLabel("Sort").selectOption({ label: "Price low to high" });
  await expect(page).toHaveURL(/\/tools\?category=power-tools&inStock=true&maxPrice=100&sort=price&limit=3$/);

  const [first, second] = await pagesOf("/products?category=power-tools&inStock=true&maxPrice=100&sort=price&limit=3");
  expect(first).toHaveLength(3);
  expect(second!.length).toBeGreaterThan(0);
  expect([...first!, ...second!]).toEqual(expect.arrayContaining(shown.map((product) => product.name)));
  expect([...first!, ...second!].some((name) => name.startsWith("Empty ") || name.startsWith("Dear "))).toBe(false);

  await expect(shownNames(page)).toHaveText(first!);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(shownNames(page)).toHaveText(second!);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(shownNames(page)).toHaveText(first!);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(shownNames(page)).toHaveText(second!);

  await page.reload();
  await expect(shownNames(page)).toHaveText(second!);
  await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
  await expect(field(page, "Max price ($)")).toHaveValue("100");
  await expect(page.getByLabel("Sort")).toHaveValue("price");

  await page.goBack();
  await expect(shownNames(page)).toHaveText(first!);
  await page.goForward();
  await expect(shownNames(page)).toHaveText(second!);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(shownNames(page)).toHaveText(first!);

  // Nothing at 390 px is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("when a category page opens, then it shows its own heading and tools; an unknown category is the 404 page", async ({
  page,
}) => {
  await page.goto("/category/measuring");
  await expect(page.getByRole("heading", { level: 1, name: "Measuring" })).toBeVisible();
  await expect(shownNames(page).filter({ hasText: "Spirit Level" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");

  const missing = await page.goto("/category/no-such-category");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Opps Looks like you path has gone wrong")).toBeVisible();
});

test("when a tool page opens, then its breadcrumb leads home and to its category", async ({ page }) => {
  await page.goto("/tools/cordless-drill");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Power tools" })).toBeVisible();
  await breadcrumb.getByRole("link", { name: "Power tools" }).click();
  await expect(page).toHaveURL(/\/category\/power-tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Power tools" })).toBeVisible();
});

test("when the owner adds a category, then it is listed with no tools, and deleting one in use says why", async ({
  page,
  login,
}) => {
  const slug = `e2e-${tag(6).toLowerCase()}`;
  await login(page, seedAdmin);
  await page.goto("/dashboard/categories");
  const list = page.getByRole("list", { name: "Categories" });
  await expect(list.getByText("Power tools")).toBeVisible();

  const form = page.getByRole("form", { name: "Add a category" });
  await field(form, "Slug").fill("Not A Slug");
  await field(form, "Name").fill(`Clamps ${slug}`);
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(form.getByText(/a-z, 0-9/)).toBeVisible();

  await field(form, "Slug").fill(slug);
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(list.getByRole("heading", { name: new RegExp(`Clamps ${slug}$`) })).toBeVisible();
  await expect(list.getByText(`/${slug} · 0 tools`)).toBeVisible();

  await list.getByRole("button", { name: "Delete: Power tools" }).click();
  await expect(list.getByRole("alert")).toContainText("Power tools still has tools");

  await list.getByRole("button", { name: `Delete: Clamps ${slug}` }).click();
  await expect(list.getByRole("heading", { name: new RegExp(`Clamps ${slug}$`) })).toBeHidden();
});

test("when the home page's Our Tools is in view, then it links to every tool and to each category's page", async ({
  page,
}) => {
  await page.goto("/");
  const browse = page.getByRole("navigation", { name: "Browse tools" });
  await browse.scrollIntoViewIfNeeded();
  await expect(browse.getByRole("link", { name: "Browse all tools" })).toHaveAttribute("href", "/tools");
  await expect(browse.getByRole("link", { name: "Power tools" })).toHaveAttribute("href", "/category/power-tools");
  // Cards show a rated tool's stars with words a screen reader says.
  await expect(page.getByRole("img", { name: /^\d(\.\d)? out of 5, \d+ reviews?$/ }).first()).toBeVisible();
});
