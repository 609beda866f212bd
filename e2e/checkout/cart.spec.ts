import { expect, field, submitLogin, test } from "../fixtures";
import { outsideViewport } from "../support/layout";
import { typeCard } from "../support/pages";

/**
 * The cart journey: a visitor puts two tools in the cart kept in the browser, signs in (the cart
 * joins the account's), checks out once, pays once with 4242 4242 4242 4242 at the local Stripe
 * stand-in, and finds one paid order of two lines on its order page. At a desktop's and a phone's
 * width, with nothing pushed off the screen.
 */
for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`when a visitor fills a cart, signs in and checks out, then one payment pays one order of two lines (${width} px)`, async ({
    page,
    newBuyer,
    createProduct,
  }) => {
    await page.setViewportSize({ width, height });
    const buyer = await newBuyer();
    const drill = await createProduct({ price: 12.5, minimumOrder: 1, available: 10 });
    const level = await createProduct({ price: 4, minimumOrder: 2, available: 10 });

    await page.goto("/");
    for (const product of [drill, level]) {
      const add = page.getByRole("button", { name: `Add to cart: ${product.name}` });
      await add.scrollIntoViewIfNeeded();
      await add.click();
      await expect(page.getByText(`${product.name}: ${product.minimumOrder} in your cart`)).toBeVisible();
    }
    // The toasts sit below the top bar, so the cart link they point to stays in reach while they show.
    const cartButton = page.getByRole("link", { name: "Cart, 3 pieces" });
    await cartButton.scrollIntoViewIfNeeded();
    const bar = (await page.getByRole("banner").boundingBox())!;
    const toasts = (await page.locator("[data-rht-toaster]").boundingBox())!;
    expect(toasts.y, "the toasts' top edge").toBeGreaterThanOrEqual(bar.y + bar.height);
    await cartButton.click();

    // The cart is open to visitors (they may check out as guests); here the visitor signs in first.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("list", { name: "Tools in your cart" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, buyer.email, buyer.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Tools in your cart" });
    await expect(lines.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: `One more ${drill.name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 4 pieces" })).toBeVisible();
    // 2 x $12.50 + 2 x $4.00
    await expect(page.getByRole("form", { name: "Checkout" }).getByText("$33.00")).toBeVisible();
    expect(await outsideViewport(page)).toEqual([]);

    await field(page, "Phone number").fill("+1 555 0100");
    await field(page, "Location").fill("12 Elm Street, Springfield");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    await expect(page.getByRole("link", { name: "Cart, 0 pieces" })).toBeVisible();

    await typeCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();

    await page.goto("/dashboard/orders");
    await page.getByRole("link", { name: `${drill.name} + 1 more` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
    const table = page.getByRole("table", { name: "Tools in this order" });
    await expect(table.getByRole("row").filter({ hasText: drill.name })).toContainText("$25.00");
    await expect(table.getByRole("row").filter({ hasText: level.name })).toContainText("$8.00");
    await expect(table.getByRole("row").last()).toContainText(/^Total\s*\$33\.00$/);
    await expect(page.getByText("paid", { exact: true })).toBeVisible();
    await expect(page.getByText(/^pi_\w+$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    expect(await outsideViewport(page)).toEqual([]);
  });
}
