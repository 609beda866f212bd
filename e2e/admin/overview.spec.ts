import { readFile } from "node:fs/promises";
import { api, payOrder, refundOrder, usAddress } from "../../testkit/shop-client";
import { expect, field, seedAdmin, tag, test } from "../fixtures";
import { rowWith, toast } from "../support/pages";

/** The admin's overview (docs/decisions/028): figures, charts, best sellers, low stock, the CSV export. */

const utcToday = () => new Date().toISOString().slice(0, 10);

test("when a guest pays a checkout with shipping and a code, then the overview's figures show the shipping charged and the discount given", async ({
  page,
  login,
  createProduct,
}) => {
  const money = (text: string) => Number(text.replace(/[$,]/g, ""));
  const figure = (label: string) =>
    page
      .locator("dt")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  await login(page, seedAdmin);
  await page.goto("/dashboard/overview");
  const shippingBefore = money(await figure("Shipping charged").innerText());
  const discountBefore = money(await figure("Discounts given").innerText());

  const drill = await createProduct({ price: 30, minimumOrder: 1, available: 5 });
  const order = await api<{ _id: string; orderKey: string; totalPrice: number }>("POST", "/checkout", {
    body: {
      lines: [{ productId: drill._id, quantity: 1 }],
      email: `t-guest-${tag(6)}@example.com`,
      shippingAddress: usAddress,
      number: "+1 555 0100",
      shippingRateId: "express",
      code: "WELCOME10",
    },
  });
  expect(order.totalPrice).toBe(41.99); // 30.00 - 3.00 + 14.99
  await payOrder({ orderKey: order.orderKey }, order._id);

  await page.reload();
  // Other tests may pay at the same time: at least this order's shipping and discount were added.
  await expect
    .poll(async () => money(await figure("Shipping charged").innerText()))
    .toBeGreaterThanOrEqual(Math.round((shippingBefore + 14.99) * 100) / 100);
  expect(money(await figure("Discounts given").innerText())).toBeGreaterThanOrEqual(
    Math.round((discountBefore + 3) * 100) / 100,
  );
});

test.describe("overview on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("when the overview opens on a phone, then its charts draw as they scroll into view, in room kept for them", async ({
    page,
    login,
  }) => {
    const chartScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/chart-drawings-[\w-]+\.js$/.test(request.url())) chartScripts.push(request.url());
    });
    await login(page, seedAdmin);
    await page.goto("/dashboard/overview");
    const revenue = page.getByRole("img", { name: /^Revenue per day, / });
    const orders = page.getByRole("img", { name: /^Orders per day, / });
    // Below the figures: labelled and sized, but neither the library nor a drawing yet.
    await expect(orders).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(chartScripts).toEqual([]);
    await expect(page.locator("figure svg")).toHaveCount(0);
    const below = page.getByRole("heading", { name: "Top tools by revenue" });
    const before = await below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

    await revenue.scrollIntoViewIfNeeded();
    await expect(revenue.locator("svg").first()).toBeVisible();
    await orders.scrollIntoViewIfNeeded();
    await expect(orders.locator("svg").first()).toBeVisible();
    expect(chartScripts).toHaveLength(1);
    // Each drawing took the room its placeholder kept: what follows did not move.
    expect(await below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(before);
  });
});

test.describe("overview", () => {
  test("when orders are paid and one is refunded, then the overview shows the tool among the best sellers, the low stock with Edit, and the charts with their figures", async ({
    page,
    login,
    newBuyer,
    createProduct,
    placeOrder,
    adminToken,
  }) => {
    // A price no other test uses makes the tool the best seller of the day.
    const star = await createProduct({ price: 9_999.99, minimumOrder: 1, available: 40 });
    const low = await createProduct({ price: 5, minimumOrder: 3, available: 2 });
    const buyer = await newBuyer();
    const first = await placeOrder(buyer, star, { quantity: 2 });
    await payOrder(buyer, first._id);
    const second = await placeOrder(buyer, star, { quantity: 3 });
    await payOrder(buyer, second._id);
    await refundOrder(await adminToken(), second._id);

    await login(page, seedAdmin);
    await page.goto("/dashboard/overview");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByText(`today is ${utcToday()} (UTC)`)).toBeVisible();

    // Paid revenue counts both payments; the refund is its own figure.
    const top = rowWith(page.getByRole("table", { name: "Top tools by revenue" }), star.name);
    await expect(top.getByRole("cell")).toHaveText([star.name, "5", "$49,999.95"]);

    const lowRow = rowWith(page.getByRole("table", { name: "Tools low on stock" }), low.name);
    await expect(lowRow.getByRole("cell").nth(1)).toHaveText("2");
    await lowRow.getByRole("button", { name: `Edit ${low.name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(field(dialog, "Name")).toHaveValue(low.name);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The charts are images with a sentence each; the figures of every day are in the table.
    await expect(
      page
        .getByRole("img", { name: /^Revenue per day, .* highest \$/ })
        .locator("svg")
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole("img", { name: /^Orders per day, / })
        .locator("svg")
        .first(),
    ).toBeVisible();
    await page.getByText("The figures of each day").click();
    const days = page.getByRole("table", { name: "Figures of each day" });
    await expect(days.getByRole("row")).toHaveCount(31);

    await expect(rowWith(days, utcToday())).toBeVisible();

    await page.getByRole("button", { name: "7 days" }).click();
    await page.getByText("The figures of each day").click();
    await expect(page.getByRole("table", { name: "Figures of each day" }).getByRole("row")).toHaveCount(8);
  });

  test("when the admin exports a day as CSV, then the file has a header and one row per order line, with formula cells made inert", async ({
    page,
    login,
    newBuyer,
    createProduct,
    placeOrder,
  }) => {
    const formula = await createProduct({ name: `=SUM(1) ${tag(8)}`, price: 3, minimumOrder: 1 });
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, formula, { quantity: 4 });

    await login(page, seedAdmin);
    await page.goto("/dashboard/overview");
    await field(page, "From (UTC)").fill(utcToday());
    await field(page, "To (UTC)").fill(utcToday());
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`orders-${utcToday()}-to-${utcToday()}.csv`);
    await expect(toast(page, "Orders exported")).toBeVisible();

    const text = await readFile((await download.path())!, "utf8");
    const records = text.split("\r\n");
    expect(records[0]).toBe(
      "Order ID,Created,Status,Customer email,Product,Unit price,Quantity,Line total,Order total,Transaction ID,Order number,Refunded,Ship to,Shipping,Shipping amount,Discount,Code,line tax,order tax,sku,variant",
    );
    const line = records.find((record) => record.startsWith(order._id));
    expect(line).toBe(
      `${order._id},${order.createdAt},pending,${buyer.email},"'${formula.name}",3.00,4,12.00,12.00,,${order.orderNumber},,,,,0.00,,0.00,0.00,,`,
    );
  });

  test("when the From day is after the To day, then Export CSV is off and says why", async ({ page, login }) => {
    await login(page, seedAdmin);
    await page.goto("/dashboard/overview");
    await field(page, "From (UTC)").fill("2026-03-02");
    await field(page, "To (UTC)").fill("2026-03-01");
    await expect(page.getByText("From must not be after To")).toBeVisible();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });
});
