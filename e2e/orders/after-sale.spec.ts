import type { Order } from "@hometools/contract";
import { availableOf, expect, seedAdmin, test, type Account, type Product } from "../fixtures";
import { api, getOrder, payOrder } from "../../testkit/shop-client";
import { rowWith, signOutControl, toast } from "../support/pages";

/** After the sale (docs/api.md, "Refunds and returns"): partial refunds in Manage Orders, a return from the order page to the admin's Returns page. */

async function paidTwoLineOrder(buyer: Account, first: Product, second: Product): Promise<Order> {
  const order = await api<Order>("POST", "/orders", {
    token: buyer.idToken,
    body: {
      lines: [
        { productId: first._id, quantity: 2 },
        { productId: second._id, quantity: 1 },
      ],
      number: "+1 555 0100",
      location: "12 Elm Street",
    },
  });
  await payOrder(buyer, order._id);
  return order;
}

test("when an admin refunds one piece of a paid two-line order with restock and then the rest without, then only that piece is back on sale", async ({
  page,
  login,
  newBuyer,
  createProduct,
}) => {
  const buyer = await newBuyer();
  const drill = await createProduct({ price: 8, minimumOrder: 1 });
  const screws = await createProduct({ price: 5, minimumOrder: 1 });
  const order = await paidTwoLineOrder(buyer, drill, screws);

  await login(page, seedAdmin);
  await page.goto("/dashboard/manageorder");
  await page.getByLabel("Find by order number").fill(order.orderNumber.toLowerCase());
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const row = rowWith(page.getByRole("table"), order.orderNumber);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Refund this order?" });
  await dialog.getByLabel("Some pieces").check();
  await dialog.getByLabel(`Pieces of ${drill.name} to refund`).fill("1");
  await expect(dialog.getByLabel(/Restock/)).toBeChecked();
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toast(page, "Refunded in part")).toBeVisible();
  await expect(row.getByText("Partly refunded", { exact: true })).toBeVisible();
  expect(await availableOf(drill._id)).toBe(49);

  await row.getByRole("button", { name: "Refund" }).click();
  await expect(dialog).toContainText("$13.00 goes back");
  // The keyboard alone: Restock off, then Refund.
  await dialog.getByLabel(/Restock/).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByLabel(/Restock/)).not.toBeChecked();
  await dialog.getByRole("button", { name: "Refund", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Order refunded")).toBeVisible();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  expect(await availableOf(drill._id)).toBe(49);
  expect(await availableOf(screws._id)).toBe(49);
  const refunded = await getOrder(buyer, order._id);
  expect(refunded.refunds.map((refund) => [refund.amount, refund.restock])).toEqual([
    [8, true],
    [13, false],
  ]);
});

test("when a shopper asks to return one piece, then the admin approves, receives and refunds it, and the piece is back on sale", async ({
  page,
  login,
  signedInBuyer,
  createProduct,
}) => {
  const buyer = await signedInBuyer();
  const drill = await createProduct({ price: 8, minimumOrder: 1 });
  const screws = await createProduct({ price: 5, minimumOrder: 1 });
  const order = await paidTwoLineOrder(buyer, drill, screws);

  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
  await page.getByRole("button", { name: "Return items" }).click();
  const dialog = page.getByRole("dialog", { name: "Return items" });
  await dialog.getByLabel(`Pieces of ${screws.name} to return`).fill("1");
  await dialog.getByLabel("Reason").fill("Wrong size");
  await dialog.getByRole("button", { name: "Ask for return" }).click();
  await expect(toast(page, "Return requested: we will answer soon")).toBeVisible();
  await expect(page.getByRole("list", { name: "Returns of this order" })).toContainText(
    `1 x ${screws.name}: Requested`,
  );

  await signOutControl(page).first().click();
  await login(page, seedAdmin);
  await page.goto("/dashboard/returns");
  const row = rowWith(page.getByRole("table"), order.orderNumber);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Return approved")).toBeVisible();
  await row.getByRole("button", { name: "Receive" }).click();
  const received = page.getByRole("dialog", { name: "Pieces received?" });
  await expect(received.getByLabel(/Restock/)).toBeChecked();
  await received.getByRole("button", { name: "Received" }).click();
  await expect(toast(page, "Return received")).toBeVisible();
  await row.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "Return refunded")).toBeVisible();
  await expect(row.getByText("refunded", { exact: true })).toBeVisible();

  expect(await availableOf(screws._id)).toBe(50);
  const now = await getOrder(buyer, order._id);
  expect(now).toMatchObject({ status: "partially-refunded", refundedTotal: 5 });
});
