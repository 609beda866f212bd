import type { Order, ProductDetail } from "@hometools/contract";
import { api, call, expect, field, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { outsideViewport } from "../support/layout";
import { expectPath, productCard, typeCard } from "../support/pages";

/**
 * A tool in sizes, on a phone (390 px): a shopper opens the seeded Adjustable Wrench, finds the 10 in
 * sold out (marked, and Add to cart refused), puts two 8 in and one 6 in in the cart (two lines, each
 * naming its size), checks out, pays once with 4242 4242 4242 4242 at the local Stripe stand-in, and
 * the order names both sizes. The seed's stock is the whole suite's: the pieces sold go back after.
 */

const WRENCH = "adjustable-wrench";

/** Puts back the pieces the order took: a paid order's by stock moves, an unpaid one is deleted (its hold returns them). */
async function giveBack(adminToken: string, orderId: string): Promise<void> {
  const order = (await call<Order>("GET", `/orders/${encodeURIComponent(orderId)}`, { token: adminToken })).body;
  if (!order.paid) {
    await call("DELETE", `/orders/${encodeURIComponent(orderId)}`, { token: adminToken });
    return;
  }
  for (const line of order.lines) {
    await api("POST", `/products/${encodeURIComponent(line.productId)}/stock`, {
      token: adminToken,
      body: { delta: line.quantity, variantId: line.variantId, reason: "e2e: variants spec gives back what it sold" },
    });
  }
}

test("when a shopper buys two sizes of the wrench on a phone, then the cart, the payment and the order name each size; the sold-out 10 in cannot be added", async ({
  page,
  signedInBuyer,
  adminToken,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const before = await api<ProductDetail>("GET", `/product/${WRENCH}`);
  const stockOf = (id: string) => before.variants.find((variant) => variant.id === id)!.available;
  expect(stockOf("10-in"), "the seed sells no 10 in").toBe(0);

  await signedInBuyer();
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  const add = page.getByRole("button", { name: "Add to cart: Adjustable Wrench" });

  // A link naming the sold-out size (the page as the `pages` function serves it): shown, chosen, not added.
  await page.goto(`/tools/${WRENCH}?variant=10-in`);
  await expect(sizes.getByRole("radio", { name: "10 in (out of stock)" })).toBeChecked();
  await expect(page.getByText(/^Out of stock ·/)).toBeVisible();
  await expect(page.getByText("$18.50", { exact: true })).toBeVisible();
  await expect(page.getByText("SKU: AW-10", { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();

  // From the home page's card, whose price is the lowest of its sizes: the first size with pieces.
  await page.goto("/");
  const card = productCard(page, "Adjustable Wrench");
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText("Price: from $12.75");
  await card.getByRole("link", { name: "Choose options: Adjustable Wrench" }).click();
  await expectPath(page, `/tools/${WRENCH}`);
  await expect(sizes.getByRole("radio", { name: "6 in" })).toBeChecked();
  await sizes.getByRole("radio", { name: "10 in (out of stock)" }).check();
  await expect(page).toHaveURL(/\?variant=10-in$/);
  await expect(add).toBeDisabled();

  await sizes.getByRole("radio", { name: "8 in" }).check();
  await expect(page).toHaveURL(/\?variant=8-in$/);
  await expect(page.getByText("$15.25", { exact: true })).toBeVisible();
  await expect(page.getByText(`In stock: ${stockOf("8-in")} · Minimum order: 1`)).toBeVisible();
  await expect(page.getByText("SKU: AW-8", { exact: true })).toBeVisible();
  expect(await outsideViewport(page)).toEqual([]);
  await expectNoSeriousViolations(page);
  for (const pieces of [1, 2]) {
    await add.click();
    await expect(page.getByText(`Adjustable Wrench (Size: 8 in): ${pieces} in your cart`)).toBeVisible();
  }
  // At 390 px the "in your cart" toast may lie over the sizes for its two seconds; a tap it took is tapped again.
  const sixInches = sizes.getByRole("radio", { name: "6 in" });
  await expect(async () => {
    await sixInches.click({ timeout: 3000 });
    await expect(sixInches).toBeChecked({ timeout: 1000 });
  }).toPass();
  await expect(page).toHaveURL(/\?variant=6-in$/);
  await expect(page.getByText("$12.75", { exact: true })).toBeVisible();
  await add.click();
  await expect(page.getByText("Adjustable Wrench (Size: 6 in): 1 in your cart")).toBeVisible();
  // Choosing replaced the URL each time: Back goes straight to the home page.
  await page.goBack();
  await expectPath(page, "/");

  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Tools in your cart" });
  await expect(lines.getByRole("listitem")).toHaveCount(2);
  const eight = lines.getByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" });
  const six = lines.getByRole("listitem", { name: "Adjustable Wrench (Size: 6 in)" });
  await expect(eight).toContainText("Size: 8 in");
  await expect(eight).toContainText("SKU: AW-8");
  await expect(eight.getByRole("group", { name: "Quantity of Adjustable Wrench (Size: 8 in)" })).toContainText("2");
  await expect(six).toContainText("Size: 6 in");
  await expect(six.getByRole("group", { name: "Quantity of Adjustable Wrench (Size: 6 in)" })).toContainText("1");
  // 2 x $15.25 + 1 x $12.75
  await expect(page.getByRole("form", { name: "Checkout" }).getByText("$43.25")).toBeVisible();
  expect(await outsideViewport(page)).toEqual([]);
  await expectNoSeriousViolations(page);

  await field(page, "Phone number").fill("+1 555 0100");
  await field(page, "Location").fill("12 Elm Street, Springfield");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  try {
    const toPay = page.getByRole("list", { name: "Tools in this order" });
    await expect(toPay.getByRole("listitem")).toHaveText([
      "Adjustable Wrench (Size: 8 in) × 2",
      "Adjustable Wrench (Size: 6 in) × 1",
    ]);
    await typeCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible({ timeout: 30_000 });

    await page.goto(`/dashboard/orders/${encodeURIComponent(orderId)}`);
    const table = page.getByRole("table", { name: "Tools in this order" });
    const eightRow = table.getByRole("row").filter({ hasText: "Size: 8 in" });
    await expect(eightRow).toContainText("SKU: AW-8");
    await expect(eightRow).toContainText("$30.50");
    await expect(table.getByRole("row").filter({ hasText: "Size: 6 in" })).toContainText("$12.75");
    await expect(table.getByRole("row").last()).toContainText(/^Total\s*\$43\.25$/);
    await expect(page.getByText("paid", { exact: true })).toBeVisible();
    expect(await outsideViewport(page)).toEqual([]);

    await page.goto("/dashboard/orders");
    await expect(page.getByRole("list", { name: /^Tools of order HT-/ }).first()).toContainText(
      "Adjustable Wrench (Size: 8 in) × 2",
    );
  } finally {
    await giveBack(await adminToken(), orderId);
  }
  const after = await api<ProductDetail>("GET", `/product/${WRENCH}`);
  expect(after.variants.map((variant) => [variant.id, variant.available])).toEqual(
    before.variants.map((variant) => [variant.id, variant.available]),
  );
});
