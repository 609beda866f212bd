import { mailsAboutOrder } from "../../testkit/shop-client";
import { expect, field, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { outsideViewport } from "../support/layout";
import { typeCard } from "../support/pages";

/**
 * Checkout for everyone: with no account, a visitor puts two tools in the cart, checks out as a
 * guest to a US address with Standard shipping and the 10% code WELCOME10, pays with 4242 4242 4242
 * 4242 at the local Stripe stand-in, finds the receipt in the local inbox naming the address, the
 * shipping and the discount, and opens the order from the receipt's link.
 */
test("when a visitor checks out as a guest with a code and pays, then the receipt names address, shipping and discount and its link opens the order", async ({
  page,
  createProduct,
}) => {
  const drill = await createProduct({ price: 12.5, minimumOrder: 1, available: 10 });
  const level = await createProduct({ price: 4, minimumOrder: 2, available: 10 });
  const email = `t-guest-${Date.now().toString(36)}@example.com`;

  await page.goto("/");
  for (const product of [drill, level]) {
    const add = page.getByRole("button", { name: `Add to cart: ${product.name}` });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(page.getByText(`${product.name}: ${product.minimumOrder} in your cart`)).toBeVisible();
  }
  await page.getByRole("link", { name: "Cart, 3 pieces" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("list", { name: "Tools in your cart" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("link", { name: "Check out" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await field(page, "Email").fill(email);
  await field(page, "Full name").fill("Gale Guest");
  await field(page, "Address").fill("12 Elm Street");
  await field(page, "City").fill("Springfield");
  await field(page, "State").fill("IL");
  await field(page, "ZIP code").fill("62701");
  await field(page, "Phone number").fill("+1 555 0100");
  await page.getByRole("radio", { name: /^Standard: \$5\.99$/ }).check();
  await field(page, "Discount code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  // 12.50 + 2 x 4.00 = 20.50; 10% off = 2.05; Standard 5.99: 24.44
  const summary = page.getByRole("definition").filter({ hasText: "-$2.05" });
  await expect(summary).toBeVisible();
  await expect(page.getByText("$24.44")).toBeVisible();
  expect(await outsideViewport(page)).toEqual([]);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/[^/?]+\?key=/);
  const orderId = /\/order\/([^/?]+)/.exec(page.url())![1]!;
  await expect(page.getByText("12 Elm Street")).toBeVisible();
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/Transaction ID:/)).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(async () => (await mailsAboutOrder(orderId)).find((mail) => mail.subject.startsWith("Receipt:"))?.text, {
      timeout: 20_000,
    })
    .toBeTruthy();
  const receipt = (await mailsAboutOrder(orderId)).find((mail) => mail.subject.startsWith("Receipt:"))!;
  expect(receipt.to[0]!.address).toBe(email);
  for (const shown of [
    "12 Elm Street",
    "Springfield",
    "Shipping (Standard): $5.99",
    "Discount (WELCOME10): -$2.05",
    "Total: $24.44",
  ]) {
    expect(receipt.text).toContain(shown);
  }
  const link = /https?:\/\/\S+\/order\/\S+\?key=[A-Za-z0-9_-]+/.exec(receipt.text)![0];
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("paid", { exact: true })).toBeVisible();
  await expect(page.getByText("Gale Guest")).toBeVisible();
});
