import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, field, test } from "./fixtures";
import { expectPath, isReddish, rowWith } from "./support/pages";

/**
 * The payment journey offline: a buyer orders, follows the pay link, is declined with
 * 4000 0000 0000 0002, then pays with 4242 4242 4242 4242 through the local Stripe stand-in (its
 * card form has the placeholders of Stripe's Card Element). A fresh buyer rather than the seeded one:
 * a concurrent re-seed resets the seeded accounts' passwords, which revokes their ID tokens.
 */
async function typeCard(page: Page, number: string) {
  await page.getByPlaceholder("Card number").fill(number);
  await page.getByPlaceholder("MM / YY").fill("12 / 34");
  await page.getByPlaceholder("CVC").fill("123");
  await page.getByPlaceholder("ZIP").fill("12345");
}

test("when the buyer pays an order with a declined card and then with a good one, then Stripe's message shows in red, then the order is paid with its transaction id", async ({
  page,
  login,
  newBuyer,
  createProduct,
}) => {
  const buyer = await newBuyer();
  const product = await createProduct({ price: 8.5, minimumOrder: 2, available: 10 });

  await login(page, buyer);
  await page.goto(`/product/${product._id}`);
  await field(page, "Quantity").fill("3");
  await field(page, "Phone number").fill("+1 555 0100");
  await field(page, "Location").fill("12 Elm Street, Springfield");
  await page.getByRole("button", { name: "Purchase", exact: true }).click();
  await expect(page.getByText("booked, please go to dashboard to purchase")).toBeVisible();

  await page.goto("/dashboard/orders");
  const row = rowWith(page, product.name);
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /pay/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

  await expect(page.getByRole("heading", { name: `Please Pay for ${product.name}` })).toBeVisible();
  await expect(page.getByText("$25.50")).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay", exact: true });

  await typeCard(page, "4000 0000 0000 0002");
  await pay.click();
  const declined = page.getByRole("alert").filter({ hasText: "Your card was declined." });
  await expect(declined).toBeVisible();
  expect(isReddish(await declined.evaluate((element) => getComputedStyle(element).color))).toBe(true);
  await expect(pay).toBeEnabled();
  await expect(page.getByText("Congrats! Your payment is completed.")).toHaveCount(0);

  await typeCard(page, "4242 4242 4242 4242");
  await pay.click();
  await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
  const receipt = page.getByText(/Your transaction Id:\s*pi_\w+/).last();
  await expect(receipt).toBeVisible();
  const transactionId = /pi_\w+/.exec((await receipt.textContent()) ?? "")![0];
  await expect(pay).toBeDisabled();
  await expect(declined).toHaveCount(0);
  // The server has checked the payment with Stripe (PATCH /booking) and marked the order paid.
  await expect(page.getByText("Your order is marked as paid.")).toBeVisible();

  await page.goto("/dashboard/orders");
  const paidRow = rowWith(page, product.name);
  await expect(paidRow.getByText("paid", { exact: true })).toBeVisible();
  await expect(paidRow).toContainText(transactionId);
  await expect(paidRow.getByRole("link", { name: /pay/i })).toHaveCount(0);

  // The pay link's page now shows the order as paid, with Pay disabled.
  await page.goto(`/dashboard/payment/${encodeURIComponent(orderId)}`);
  await expectPath(page, `/dashboard/payment/${orderId}`);
  await expect(page.getByText(transactionId).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeDisabled();
});

test("when axe scans the payment page with the card form, then it finds no serious or critical violations", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const order = await placeOrder(buyer, await createProduct({ price: 5, minimumOrder: 1, available: 5 }));
  await login(page, buyer);
  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByPlaceholder("Card number")).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);
});
