import type { Locator, Page } from "@playwright/test";
import { expect, seedAdmin, test } from "./fixtures";

/** From a small phone to a laptop: no page scrolls sideways, and the product grid has 1 or 3 columns. */

const widths = [360, 390, 1366];

type Ready = (page: Page) => Locator;

const publicPages: Array<[string, Ready]> = [
  ["/", (page) => page.getByText(/^rating: [1-5]\/5$/).first()],
  ["/blogs", (page) => page.getByRole("heading", { name: /nails/i }).first()],
  ["/about", (page) => page.getByRole("heading", { name: "About us" })],
  ["/login", (page) => page.getByRole("button", { name: "login", exact: true })],
  ["/signup", (page) => page.getByRole("button", { name: "signup", exact: true })],
  ["/no/such/page", (page) => page.getByText("Opps Looks like you path has gone wrong")],
];

const buyerPages: Array<[string, Ready]> = [
  ["/product/claw-hammer", (page) => page.getByRole("button", { name: "Purchase", exact: true })],
  ["/dashboard", (page) => page.getByRole("link", { name: "Profile", exact: true })],
  ["/dashboard/orders", (page) => page.getByText("No orders yet").or(page.getByRole("table"))],
  ["/dashboard/review", (page) => page.getByRole("button", { name: "Submit", exact: true })],
];

const adminPages: Array<[string, Ready]> = [
  ["/dashboard/makeadmin", (page) => page.getByRole("button", { name: "Make Admin" }).first()],
  ["/dashboard/manageProduct", (page) => page.getByRole("button", { name: "DELETE" }).first()],
  ["/dashboard/manageorder", (page) => page.getByRole("table").or(page.getByText("No orders yet"))],
  ["/dashboard/addproduct", (page) => page.getByRole("button", { name: "Submit", exact: true })],
];

/** Opens each page and returns those that are wider than the window. */
async function overflowing(page: Page, pages: Array<[string, Ready]>): Promise<string[]> {
  const wide: string[] = [];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(ready(page), `${path} loaded`).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth}px content in a ${innerWidth}px window`);
  }
  return wide;
}

for (const width of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 800 ? 780 : 900 } });

    test(`when the public pages open ${width} px wide, then none scrolls sideways`, async ({ page }) => {
      expect(await overflowing(page, publicPages)).toEqual([]);
    });

    test(`when a buyer's pages open ${width} px wide, then none scrolls sideways`, async ({
      page,
      login,
      newBuyer,
    }) => {
      await login(page, await newBuyer());
      expect(await overflowing(page, buyerPages)).toEqual([]);
    });

    test(`when the admin's pages open ${width} px wide, then none scrolls sideways`, async ({ page, login }) => {
      await login(page, seedAdmin);
      expect(await overflowing(page, adminPages)).toEqual([]);
    });

    test(`when the home grid shows ${width} px wide, then it has ${width < 900 ? 1 : 3} column(s)`, async ({
      page,
    }) => {
      await page.goto("/");
      const buttons = page.getByRole("link", { name: "Buy Now" });
      await expect(buttons.nth(5)).toBeVisible();
      // Cards are offset vertically, so count distinct left edges of the first six cards.
      const columns: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const { x } = (await buttons.nth(index).boundingBox())!;
        if (!columns.some((left) => Math.abs(left - x) < 24)) columns.push(x);
      }
      expect(columns).toHaveLength(width < 900 ? 1 : 3);
    });
  });
}
