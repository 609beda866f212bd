import { readFile } from "node:fs/promises";
import { payOrder } from "../../testkit/shop-client";
import { api, expect, field, signIn, test } from "../fixtures";
import { toast } from "../support/pages";

/** A shopper's data (docs/privacy.md): download it from the profile, then delete the account. */

interface Exported {
  orders: Array<{ _id: string; status: string }>;
  cart: { lines: Array<{ productId: string }> };
  reviews: { shop: unknown[]; tools: unknown[] };
}

test("when a shopper with a paid order, an unpaid order, a review and a cart downloads their data, then the file holds all four, and deleting the account signs them out for good", async ({
  page,
  signedInBuyer,
  createProduct,
  placeOrder,
}) => {
  const product = await createProduct({ price: 12, minimumOrder: 1, available: 20 });
  const buyer = await signedInBuyer({ verified: true });
  const paid = await placeOrder(buyer, product, { quantity: 1 });
  await payOrder(buyer, paid._id);
  const unpaid = await placeOrder(buyer, product, { quantity: 2 });
  await api("PUT", "/reviews", { token: buyer.idToken, body: { rating: 5, review: "Good tools, quick delivery" } });
  await api("PUT", "/cart", {
    token: buyer.idToken,
    body: { lines: [{ productId: product._id, quantity: 1 }], version: 0 },
  });

  await page.goto("/dashboard");
  const main = page.getByRole("main");
  const downloading = page.waitForEvent("download");
  await main.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hometools-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as Exported;
  const statuses = Object.fromEntries(data.orders.map((order) => [order._id, order.status]));
  expect(statuses).toMatchObject({ [paid._id]: "paid", [unpaid._id]: "pending" });
  expect(data.reviews.shop).toHaveLength(1);
  expect(data.cart.lines.map((line) => line.productId)).toEqual([product._id]);

  await main.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account" });
  await field(dialog, "Your email").fill(buyer.email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Your account was deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/home$/);
  await expect(signIn(buyer.email, buyer.password)).rejects.toThrow();
});
