import { expect, seedAdmin, test } from "../fixtures";
import { api, payOrder } from "../../testkit/shop-client";
import { endHold } from "../support/arrange";
import { rowWith, signOutControl, toast } from "../support/pages";

/** An order's life after it is booked: holds, cancelling, shipping and refunds (issue 13). */

test("when a shopper cancels an unpaid order, then it shows Cancelled, loses its pay link and its stock returns", async ({
  page,
  signedInBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await signedInBuyer();
  const product = await createProduct({ price: 6, minimumOrder: 1, available: 10 });
  await placeOrder(buyer, product, { quantity: 3 });

  await page.goto("/dashboard/orders");
  const row = rowWith(page.getByRole("table"), product.name);
  await expect(row.getByText(/^Pay within (29|30) min$/)).toBeVisible();
  await row.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel order" }).click();

  await expect(toast(page, "Order cancelled")).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "pay" })).toHaveCount(0);
  await expect
    .poll(async () => (await api<{ available: number }>("GET", `/product/${product._id}`)).available)
    .toBe(10);
});

test("when an order's hold has run out, then My orders shows Expired and no pay link", async ({
  page,
  signedInBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await signedInBuyer();
  const product = await createProduct({ price: 5, minimumOrder: 1, available: 5 });
  const order = await placeOrder(buyer, product, { quantity: 1 });
  await endHold(order._id);

  await page.goto("/dashboard/orders");
  const row = rowWith(page.getByRole("table"), product.name);
  await expect(row.getByText("Expired", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "pay" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
});

test("when an admin ships one paid order and refunds another, then the shopper sees Shipped and Refunded", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const toShip = await createProduct({ price: 8, minimumOrder: 1, available: 10 });
  const toRefund = await createProduct({ price: 9, minimumOrder: 1, available: 10 });
  for (const product of [toShip, toRefund]) {
    const order = await placeOrder(buyer, product, { quantity: 2 });
    await payOrder(buyer, order._id);
  }

  await login(page, seedAdmin);
  await page.goto("/dashboard/manageorder");
  const table = page.getByRole("table");
  const shipRow = rowWith(table, toShip.name);
  await shipRow.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(page, "Order marked shipped")).toBeVisible();
  await expect(shipRow.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(shipRow.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);

  const refundRow = rowWith(table, toRefund.name);
  await refundRow.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Refund this order?" });
  await expect(dialog).toContainText("$18.00 goes back");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toast(page, "Order refunded")).toBeVisible();
  await expect(refundRow.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(refundRow.getByRole("button", { name: "Refund" })).toHaveCount(0);

  await refundRow.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Order history" });
  await expect(history).toContainText(/Refunded: refunded \$18\.00 .*refunded in full/);
  await expect(history).toContainText(seedAdmin.email);
  await history.getByRole("button", { name: "Close" }).click();

  await signOutControl(page).first().click();
  await login(page, buyer);
  await page.goto("/dashboard/orders");
  const mine = page.getByRole("table");
  await expect(rowWith(mine, toShip.name).getByText("Shipped", { exact: true })).toBeVisible();
  await expect(rowWith(mine, toRefund.name).getByText("Refunded", { exact: true })).toBeVisible();
});
