import { accessToken, expect, test } from "../fixtures";
import { expectPath, loginLink, rowWith } from "../support/pages";

/** My orders (/dashboard/orders): the buyer's own orders with a pay link, and the 401/403 rule. */

test("when a buyer has just ordered, then My orders lists the order with a pay link", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const product = await createProduct({ price: 7.25, minimumOrder: 2, available: 20 });
  const order = await placeOrder(buyer, product, { quantity: 3 });

  await login(page, buyer);
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expectPath(page, "/dashboard/orders");

  const table = page.getByRole("table");
  for (const header of [/^no\.?$/i, /name/i, /price/i, /ordered pieces/i, /transaction id/i, /payment/i]) {
    await expect(table.getByRole("columnheader", { name: header }).first(), `column ${header}`).toBeVisible();
  }
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText("$21.75");
  await expect(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();
  const pay = row.getByRole("link", { name: /pay/i });
  await expect(pay).toHaveAttribute("href", `/dashboard/payment/${order._id}`);
  await expect(row).not.toContainText(/\bpaid\b/i);
});

test("when a buyer has no orders, then My orders says 'No orders yet'", async ({ page, signedInBuyer }) => {
  await signedInBuyer({ at: "/dashboard/orders" });
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(rowWith(page, /pay/i)).toHaveCount(0);
});

for (const status of [401, 403]) {
  test(`when the orders fetch answers ${status}, then the buyer is signed out, accessToken cleared and sent to /`, async ({
    page,
    signedInBuyer,
  }) => {
    const buyer = await signedInBuyer();
    expect(await accessToken(page)).toBeTruthy();

    // The HTTP boundary: the API refuses the session (an expired or revoked token would do the same).
    let refused = 0;
    await page.route(
      (url) => decodeURIComponent(url.pathname) === `/api/orders/${buyer.email}`,
      async (route) => {
        refused += 1;
        await route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: status === 401 ? "unauthenticated" : "forbidden", message: "Session refused" },
          }),
        });
      },
    );
    await page.goto("/dashboard/orders");
    await expectPath(page, "/");
    expect(refused, "the orders fetch was made and refused").toBeGreaterThan(0);
    await expect.poll(() => accessToken(page)).toBeNull();
    await expect(loginLink(page)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
  });
}
