import type { Locator, Page } from "@playwright/test";
import { expect, field, seedAdmin, test } from "../fixtures";
import { payOrder } from "../../testkit/shop-client";
import { changePrice } from "../support/arrange";
import { rowWith } from "../support/pages";

/**
 * Every price on every page is written by the one formatter (Intl.NumberFormat, en-US, USD):
 * "$14.00", "$1,234.50", never "$14", "$1234.5" or "$ 14". The scan reads what a person sees (the
 * rendered text of <main>, of open dialogs and of toasts), takes every "$" followed by a digit
 * with the number after it, and checks each against the formatter's shape. A product of $1,234.50
 * makes the thousands separator show.
 */
const amount = /\$\s*\d[\d,]*(?:\.\d+)?/g;
const formatted = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/**
 * The amounts shown in `<main>`, open dialogs and toasts, as written. Text is read node by node
 * (innerText skips the home page's off-screen sections, which use content-visibility: auto), from
 * rendered elements only, a line apart so neighbouring cells never run together.
 */
async function amountsOnPage(page: Page): Promise<string[]> {
  const scopes: Locator[] = [
    page.locator("main"),
    page.getByRole("dialog"),
    page.getByRole("alertdialog"),
    page.getByRole("status"),
  ];
  const texts = await Promise.all(
    scopes.map((scope) =>
      scope.evaluateAll((roots) =>
        roots.map((root) => {
          const lines: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.checkVisibility({ visibilityProperty: true })) lines.push(node.textContent ?? "");
          }
          return lines.join("\n");
        }),
      ),
    ),
  );
  return texts.flat().flatMap((text) => text.match(amount) ?? []);
}

/** Matches an amount however it is written ("$1,234.50", "$1234.5", "$ 1234"): to wait for it, not to judge it. */
function anyFormOf(expected: string): RegExp {
  const whole = /^\$([\d,]+)/.exec(expected)![1]!.replace(/,/g, ",?");
  return new RegExp(`\\$\\s*${whole}(\\.\\d+)?(?!\\d)`);
}

/**
 * Waits until the page shows each of `expected` in some form, then checks that every amount on the
 * page has the formatter's shape, and that the scan found `expected` exactly (so it cannot pass by
 * missing them).
 */
async function expectPricesFormatted(page: Page, where: string, expected: string[]): Promise<void> {
  for (const text of expected) {
    await expect(page.getByText(anyFormOf(text)).first(), `${where} shows ${text}`).toBeVisible();
  }
  const amounts = await amountsOnPage(page);
  expect(
    amounts.filter((text) => !formatted.test(text)),
    `${where}: amounts not in the formatter's shape`,
  ).toEqual([]);
  expect(amounts, `${where}: the scan finds ${expected.join(", ")}`).toEqual(expect.arrayContaining(expected));
}

test.describe("price format", () => {
  test("when a buyer browses, orders and pays, then every price on the home, purchase, orders and payment pages reads $1,234.50", async ({
    page,
    login,
    newBuyer,
    createProduct,
    placeOrder,
  }) => {
    const big = await createProduct({ price: 1234.5, minimumOrder: 1, available: 20 });
    const whole = await createProduct({ price: 1000, minimumOrder: 1, available: 20 });
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, big, { quantity: 1 });

    await page.goto("/");
    await expectPricesFormatted(page, "home page", ["$3,000.00"]);
    await page.getByRole("searchbox", { name: "Search tools" }).fill(big.name);
    await expectPricesFormatted(page, "home page, searched", ["$1,234.50"]);

    await login(page, buyer);
    await page.goto(`/product/${whole._id}`);
    await expectPricesFormatted(page, "purchase page", ["$1,000.00"]);
    await field(page, "Quantity").fill("3");
    await expectPricesFormatted(page, "purchase page's total", ["$3,000.00"]);

    // The price moves while the page is open: the server's 409 names the new total, shown as sent.
    await changePrice(whole._id, 110_025);
    await field(page, "Phone number").fill("+1 555 0100");
    await field(page, "Location").fill("12 Elm Street, Springfield");
    await page.getByRole("button", { name: "Purchase", exact: true }).click();
    await expectPricesFormatted(page, "the price-changed message", ["$3,300.75"]);
    // ...and the page reads the product again: the new unit price, never the browser's cached old one.
    await expectPricesFormatted(page, "purchase page after the change", ["$1,100.25"]);

    await page.goto("/dashboard/orders");
    await expect(rowWith(page, big.name)).toHaveCount(1);
    await expectPricesFormatted(page, "My orders", ["$1,234.50"]);

    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByRole("heading", { name: `Please Pay for ${big.name}` })).toBeVisible();
    await expectPricesFormatted(page, "payment page", ["$1,234.50"]);
  });

  test("when an admin manages orders and products, then the tables and the refund dialog read $2,469.00", async ({
    page,
    login,
    newBuyer,
    createProduct,
    placeOrder,
  }) => {
    const big = await createProduct({ price: 1234.5, minimumOrder: 1, available: 20 });
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, big, { quantity: 2 });
    await payOrder(buyer, order._id);

    await login(page, seedAdmin);
    await page.goto("/dashboard/manageorder");
    const row = rowWith(page.getByRole("table"), big.name);
    await expect(row).toHaveCount(1);
    await expectPricesFormatted(page, "Manage Orders", ["$2,469.00"]);
    await row.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Refund this order?" });
    await expect(dialog).toBeVisible();
    await expectPricesFormatted(page, "the refund dialog", ["$2,469.00"]);
    await dialog.getByRole("button", { name: /^(no|cancel)$/i }).click();
    await expect(dialog).toHaveCount(0);

    // The spec's Manage Product table has no price column; whatever it shows must still be formatted.
    await page.goto("/dashboard/manageProduct");
    await expect(rowWith(page.getByRole("table"), big.name)).toHaveCount(1);
    await expectPricesFormatted(page, "Manage Products", []);
  });
});
