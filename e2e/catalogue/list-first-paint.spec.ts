import type { Browser } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * A list page's first paint (docs/decisions/041): the `pages` function draws the first cards of
 * /tools and of a category page as static HTML, as large as the app draws them and no lower. The
 * first picture is then the page's largest paint before the app runs, and the app's own picture,
 * no larger, is not a later one (Lighthouse's LCP).
 */
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

/** The first card's picture: as the server drew it (no script), or as the app draws it. */
async function firstPicture(browser: Browser, path: string, viewport: (typeof viewports)[number], app: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: app });
  try {
    const page = await context.newPage();
    await page.goto(path);
    // The sort select is the app's alone: the app has replaced the static page.
    if (app) await expect(page.getByRole("combobox", { name: "Sort" })).toBeVisible();
    const picture = page.locator("main article img").first();
    await expect(picture).toBeVisible();
    return (await picture.boundingBox())!;
  } finally {
    await context.close();
  }
}

for (const path of ["/tools", "/category/power-tools"]) {
  for (const viewport of viewports) {
    test(`when ${path} opens ${viewport.width} px wide, then the first picture before the app runs is the app's size and no lower`, async ({
      browser,
    }) => {
      const shell = await firstPicture(browser, path, viewport, false);
      const app = await firstPicture(browser, path, viewport, true);
      expect(Math.abs(shell.width - app.width)).toBeLessThan(1);
      expect(Math.abs(shell.height - app.height)).toBeLessThan(1);
      expect(shell.y).toBeLessThanOrEqual(app.y);
      // And close: the cards do not jump when the app takes over.
      expect(app.y - shell.y).toBeLessThan(12);
    });
  }
}
