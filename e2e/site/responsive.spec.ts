import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, field, seedAdmin, test } from "../fixtures";
import { attachScreenshot, outsideViewport, scrollThrough } from "../support/layout";
import { api } from "../../testkit/shop-client";
import { toast } from "../support/pages";

/**
 * Every screen from a phone to a laptop: after scrolling the whole page, each heading, link, button,
 * control, image and table cell of `<main>` lies inside the window sideways (or inside a container the
 * user can scroll). Each page's full-page screenshot goes into the report.
 */

const widths = [390, 768, 1366];

type Ready = (page: Page) => Locator;
/** A page, what shows once it has loaded, and what draws only as it scrolls into view. */
type Route = [path: string, ready: Ready, drawn?: Ready];

const publicPages: Route[] = [
  ["/", (page) => page.getByText(/^rating: [1-5]\/5$/).first()],
  ["/about", (page) => page.getByRole("heading", { name: "About us" })],
  ["/blogs", (page) => page.getByRole("heading", { name: /nails/i }).first()],
  ["/login", (page) => page.getByRole("button", { name: "login", exact: true })],
  ["/signup", (page) => page.getByRole("button", { name: "signup", exact: true })],
  ["/no/such/page", (page) => page.getByText("Opps Looks like you path has gone wrong")],
];

const buyerPages = (orderId: string): Route[] => [
  ["/product/claw-hammer", (page) => page.getByRole("button", { name: "Purchase", exact: true })],
  [`/dashboard/payment/${orderId}`, (page) => page.getByPlaceholder("Card number")],
  ["/dashboard", (page) => page.getByRole("link", { name: "Profile", exact: true })],
  ["/dashboard/orders", (page) => page.getByRole("table")],
  [`/dashboard/orders/${orderId}`, (page) => page.getByRole("table", { name: "Tools in this order" })],
  ["/cart", (page) => page.getByRole("button", { name: "Place order" })],
  ["/dashboard/review", (page) => page.getByRole("button", { name: "Submit", exact: true })],
];

const adminPages: Route[] = [
  [
    "/dashboard/overview",
    (page) => page.getByRole("img", { name: /^Orders per day/ }),
    (page) =>
      page
        .getByRole("img", { name: /^Orders per day/ })
        .locator("svg")
        .first(),
  ],
  ["/dashboard/makeadmin", (page) => page.getByRole("button", { name: "Make Admin" }).first()],
  ["/dashboard/manageProduct", (page) => page.getByRole("button", { name: "DELETE" }).first()],
  ["/dashboard/manageorder", (page) => page.getByRole("table").or(page.getByText("No orders yet"))],
  ["/dashboard/addproduct", (page) => page.getByRole("button", { name: "Submit", exact: true })],
];

/** Opens each page, scrolls through it, attaches its screenshot and returns what lies out of reach. */
async function unreachable(page: Page, testInfo: TestInfo, width: number, routes: Route[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, ready, drawn] of routes) {
    await page.goto(path);
    await expect(ready(page), `${path} loaded`).toBeVisible();
    await scrollThrough(page);
    if (drawn) await expect(drawn(page), `${path} drawn`).toBeVisible();
    await attachScreenshot(page, testInfo, `${width}px ${path}`);
    problems.push(...(await outsideViewport(page)).map((problem) => `${path}: ${problem}`));
  }
  return problems;
}

for (const width of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test(`when the public pages open ${width} px wide, then everything in them lies inside the window`, async ({
      page,
    }, testInfo) => {
      expect(await unreachable(page, testInfo, width, publicPages)).toEqual([]);
    });

    test(`when a buyer's pages open ${width} px wide, then everything in them lies inside the window`, async ({
      page,
      login,
      newBuyer,
      createProduct,
      placeOrder,
    }, testInfo) => {
      const buyer = await newBuyer();
      const order = await placeOrder(buyer, await createProduct({ price: 12.5, minimumOrder: 1, available: 5 }));
      // A cart of two lines, for /cart.
      const tools = [await createProduct({ price: 3 }), await createProduct({ price: 4 })];
      const lines = tools.map((tool) => ({ productId: tool._id, quantity: 2 }));
      await api("PUT", "/cart", { token: buyer.idToken, body: { lines, version: 0 } }); // a new account's cart
      await login(page, buyer);
      expect(await unreachable(page, testInfo, width, buyerPages(order._id))).toEqual([]);
    });

    test(`when the admin's pages open ${width} px wide, then everything in them lies inside the window`, async ({
      page,
      login,
    }, testInfo) => {
      await login(page, seedAdmin);
      expect(await unreachable(page, testInfo, width, adminPages)).toEqual([]);
    });

    const columnCount = width < 600 ? 1 : width < 1200 ? 2 : 3;
    test(`when the home grid shows ${width} px wide, then it has ${columnCount} column(s)`, async ({ page }) => {
      await page.goto("/");
      const buttons = page.getByRole("link", { name: "Buy Now" });
      await expect(buttons.nth(5)).toBeVisible();
      // Cards are offset vertically, so count distinct left edges of the first six cards.
      const columns: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const { x } = (await buttons.nth(index).boundingBox())!;
        if (!columns.some((left) => Math.abs(left - x) < 24)) columns.push(x);
      }
      expect(columns).toHaveLength(columnCount);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("when the home page opens, then 'Our Tools' and whole product cards with their badges and Buy Now show", async ({
    page,
  }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Our Tools" });
    await heading.scrollIntoViewIfNeeded();
    const window = page.viewportSize()!;
    const within = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= window.width;
    };
    expect(await within(heading)).toBe(true);
    const buy = page.getByRole("link", { name: "Buy Now" }).first();
    await buy.scrollIntoViewIfNeeded();
    await expect(buy).toBeInViewport({ ratio: 1 });
    expect(await within(buy)).toBe(true);
    // Inside a card: the sort's options ("Price: low to high") start with "Price: " too.
    const card = page.locator("#tools article").first();
    expect(await within(card.getByText(/^Price: /))).toBe(true);
    expect(await within(card.getByText(/^Available: /))).toBe(true);
  });

  test("when a buyer books an order, then the toast lies inside the window", async ({
    page,
    login,
    newBuyer,
    createProduct,
  }) => {
    const product = await createProduct({ price: 4, minimumOrder: 1, available: 5 });
    await login(page, await newBuyer());
    await page.goto(`/product/${product._id}`);
    await field(page, "Quantity").fill("1");
    await field(page, "Phone number").fill("+1 555 0100");
    await field(page, "Location").fill("12 Elm Street, Springfield");
    await page.getByRole("button", { name: "Purchase", exact: true }).click();
    const booked = toast(page, "booked, please go to dashboard to purchase");
    await expect(booked).toBeVisible();
    await expect(booked).toBeInViewport({ ratio: 1 });
  });
});
