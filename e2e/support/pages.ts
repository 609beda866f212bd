import { expect, type Locator, type Page } from "@playwright/test";

/** Small page helpers shared by the specs: where things are, not what they should say. */

/** The innermost element that holds both `content` and `also` (a card, a table row...). */
export function containerOf(page: Page | Locator, ...contents: Locator[]): Locator {
  let container = page.locator("*");
  for (const content of contents) container = container.filter({ has: content });
  return container.last();
}

/**
 * A product card of the home grid: the innermost element holding the name, a picture and a 'Buy Now'
 * link (a picture: the rating's stars are an image to assistive technology too, and sit beside the link).
 */
export function productCard(page: Page, name: string): Locator {
  return containerOf(
    page,
    page.getByText(name, { exact: true }),
    page.locator("img"),
    page.getByRole("link", { name: "Buy Now" }),
  );
}

/** A table row (role row) containing `text`. */
export function rowWith(page: Page | Locator, text: string | RegExp): Locator {
  return page.getByRole("row").filter({ hasText: text });
}

/** A react-hot-toast message (role status) with this exact text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** The top bar's Sign out control, a button or a link. */
export function signOutControl(page: Page): Locator {
  return page
    .getByRole("button", { name: "Sign out", exact: true })
    .or(page.getByRole("link", { name: "Sign out", exact: true }))
    .or(page.getByRole("menuitem", { name: "Sign out", exact: true }));
}

/** The top bar's Login link. */
export function loginLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: "Login", exact: true });
}

/** The path of the page's current URL, e.g. "/dashboard". */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is exactly `path` (query and hash ignored). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `path should become ${path}` }).toBe(path);
}

/** Whether a colour (as getComputedStyle gives it) is clearly red: red dominates green and blue. */
export function isReddish(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r >= 150 && r > g * 1.6 && r > b * 1.6;
}

/** Chooses an option in a select labelled `label`, whether it is a native select or MUI's combobox. */
export async function chooseOption(page: Page, control: Locator, option: string): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === "select") {
    await control.selectOption(option);
    return;
  }
  await control.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Types a card into the Payment Element (the offline look-alike keeps the Card Element's placeholders). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByPlaceholder("Card number").fill(number);
  await page.getByPlaceholder("MM / YY").fill("12 / 34");
  await page.getByPlaceholder("CVC").fill("123");
  await page.getByPlaceholder("ZIP").fill("12345");
}
