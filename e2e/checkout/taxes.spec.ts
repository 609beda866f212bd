import type { Locator, Page } from "@playwright/test";
import type { Order, TaxReport } from "@hometools/contract";
import { formatDollars } from "@hometools/contract/pricing";
import { STANDIN_SECRET_KEY } from "../../devstack/stripe-standin";
import { seedTaxSettings } from "../../stack/seed-data";
import { call, mailsAboutOrder, seedStaff, signIn, urls } from "../../testkit/shop-client";
import { api, expect, field, seedAdmin, tag, test, type Product } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { toast, typeCard } from "../support/pages";

/**
 * Taxes in the browser (docs/decisions/036-taxes-in-cents.md): a guest's order to New York agrees to
 * the cent everywhere it shows (checkout, stand-in's charge, receipt, order page, CSV) with a sum
 * written out here; a refund of one piece gives its tax back and the tax report nets it; prices
 * including tax show "includes ... VAT"; the owner's Taxes page adds and edits a rate, staff cannot.
 * Serial: one test switches the shop to prices including tax for a moment (and back).
 */
test.describe.configure({ mode: "serial" });

const today = () => new Date().toISOString().slice(0, 10);

/** A visitor's cart kept in this browser (as the cart's buttons keep it), then /checkout opened. */
async function openCheckout(page: Page, lines: Array<{ product: Product; quantity: number }>): Promise<void> {
  await page.goto("/about");
  await page.evaluate(
    (cart) => window.localStorage.setItem("hometools:visitorCart", JSON.stringify(cart)),
    lines.map(({ product, quantity }) => ({ productId: product._id, quantity })),
  );
  await page.goto("/checkout");
  await expect(page.getByRole("list", { name: "Tools to order" }).getByRole("listitem")).toHaveCount(lines.length);
}

const taxList = (scope: Page | Locator) => scope.getByRole("list", { name: "Tax" });

test("when a guest orders two tools to New York with a 10% code and Express, then checkout, charge, receipt, order page and CSV agree to the cent; a refunded piece gives its tax back and the report nets it", async ({
  page,
  login,
  adminToken,
  createProduct,
}) => {
  test.slow();
  const saw = await createProduct({ price: 24.99, minimumOrder: 1, available: 10 });
  const tape = await createProduct({ price: 13.45, minimumOrder: 1, available: 10 });
  // The sum by hand, in cents (docs/api.md, "Taxes"):
  //   lines: saw 2 x 2499 = 4998, tape 1 x 1345 = 1345; subtotal 6343
  //   WELCOME10: 10% of 6343 = 634.3 -> 634, spread in proportion to the lines:
  //     saw 634 x 4998 / 6343 = 499.56, tape 634 x 1345 / 6343 = 134.44 -> 499 + 134 = 633,
  //     the cent left to the largest remainder (saw): saw 500, tape 134
  //   discounted: saw 4998 - 500 = 4498, tape 1345 - 134 = 1211
  //   NY 8.875%, half up per line: saw 4498 x 0.08875 = 399.1975 -> 399, tape 1211 x 0.08875 = 107.47625 -> 107
  //   Express 1499, taxed too: 1499 x 0.08875 = 133.03625 -> 133
  //   tax 399 + 107 + 133 = 639; total 6343 - 634 + 1499 + 639 = 7847
  const taxLine = "New York sales tax 8.875%: $6.39";
  const total = "$78.47";

  await openCheckout(page, [
    { product: saw, quantity: 2 },
    { product: tape, quantity: 1 },
  ]);
  await field(page, "Email").fill(`t-tax-${tag(6)}@example.com`);
  await field(page, "Full name").fill("Nora York");
  await field(page, "Address").fill("350 Fifth Avenue");
  await field(page, "City").fill("New York");
  await field(page, "State").fill("NY");
  await field(page, "ZIP code").fill("10118");
  await field(page, "Phone number").fill("+1 555 0100");
  await page.getByRole("radio", { name: /^Express: \$14\.99$/ }).check();
  await field(page, "Discount code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "-$6.34" })).toBeVisible();
  await expect(taxList(page)).toHaveText(taxLine);
  await expect(page.getByText(total, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/[^/?]+\?key=/);
  const orderId = /\/order\/([^/?]+)/.exec(page.url())![1]!;
  await expect(taxList(page)).toHaveText(taxLine);
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/Transaction ID:/)).toBeVisible({ timeout: 30_000 });

  // The stand-in charged the total with tax.
  const token = await adminToken();
  const order = await api<Order>("GET", `/orders/${orderId}`, { token });
  expect(order).toMatchObject({ totalPrice: 78.47, tax: 6.39, pricesIncludeTax: false });
  expect(order.lines.map((line) => line.tax)).toEqual([3.99, 1.07]);
  const intent = await fetch(`${urls.stripe}/v1/payment_intents/${order.transactionId}`, {
    headers: { authorization: `Bearer ${STANDIN_SECRET_KEY}` },
  });
  expect(((await intent.json()) as { amount: number }).amount).toBe(7847);

  // The receipt: its tax line before the total.
  await expect
    .poll(async () => (await mailsAboutOrder(orderId)).find((mail) => mail.subject.startsWith("Receipt:"))?.text, {
      timeout: 30_000,
    })
    .toContain(`${taxLine}\nTotal: ${total}`);

  // The CSV: each line's tax and the order's.
  const csv = await call("GET", `/orders/export.csv?from=${today()}&to=${today()}`, { token });
  const { parse } = await import("csv-parse/sync");
  const rows = (parse(csv.text) as string[][]).filter((row) => row[0] === orderId);
  expect(rows.map((row) => [row[8], row[17], row[18]])).toEqual([
    ["78.47", "3.99", "6.39"],
    ["78.47", "1.07", "6.39"],
  ]);

  // The owner refunds one saw: half its discounted line, 4498 / 2 = 2249, and half its tax,
  // 399 / 2 = 199.5 -> 200: $24.49 back, $2.00 of it tax.
  const refunded = await api<Order>("POST", `/orders/${orderId}/refund`, {
    token,
    body: { lines: [{ productId: saw._id, quantity: 1 }] },
  });
  expect(refunded.refunds[0]).toMatchObject({ amount: 24.49, tax: 2 });
  await login(page, seedAdmin);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(taxList(page)).toHaveText(taxLine);
  await expect(page.getByRole("list", { name: "Refunds of this order" })).toContainText("$24.49 (tax $2.00) for 1 x");
  await expect(page.getByText("Refunds ($24.49 of $78.47, tax $2.00)")).toBeVisible();

  // The tax report of today: the NY row nets what came back; the page shows the API's figures.
  const report = await api<TaxReport>("GET", `/tax-report?from=${today()}&to=${today()}`, { token });
  const ny = report.rows.find((row) => row.country === "US" && row.region === "NY")!;
  expect(ny.collected).toBeGreaterThanOrEqual(6.39);
  expect(ny.refunded).toBeGreaterThanOrEqual(2);
  expect(Math.round(ny.net * 100)).toBe(Math.round(ny.collected * 100) - Math.round(ny.refunded * 100));
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Tax report" }).click();
  await field(page, "From (UTC)").fill(today());
  await page.getByRole("button", { name: "Show" }).click();
  const row = page.getByRole("row").filter({ hasText: "New York sales tax" });
  await expect(row.getByRole("cell")).toHaveText([
    "US",
    "NY",
    "New York sales tax",
    "8.875%",
    ...[ny.taxable, ny.collected, ny.refunded, ny.net].map(formatDollars),
  ]);
  await expectNoSeriousViolations(page);
});

test("when the owner sets prices to include tax on the Taxes page, then a German address shows what the total includes and pays the prices plus shipping", async ({
  page,
  browser,
  login,
  adminToken,
  createProduct,
}) => {
  const drill = await createProduct({ price: 50, minimumOrder: 1, available: 10 });
  await login(page, seedAdmin);
  await page.goto("/dashboard/taxes");
  const settings = page.getByRole("form", { name: "Tax settings" });
  try {
    await settings.getByLabel(/^Prices include tax/).check();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Tax settings saved")).toBeVisible();

    // $50.00 and International $24.99, each with 19% inside, half up:
    // 5000 x 19 / 119 = 798.32 -> 798, 2499 x 19 / 119 = 399.01 -> 399: $11.97 inside $74.99.
    const visitor = await browser.newPage();
    await openCheckout(visitor, [{ product: drill, quantity: 1 }]);
    await field(visitor, "Email").fill(`t-vat-${tag(6)}@example.com`);
    await field(visitor, "Full name").fill("Greta Berlin");
    await field(visitor, "Address").fill("Unter den Linden 1");
    await visitor.getByLabel("Country").selectOption("DE");
    await field(visitor, "City").fill("Berlin");
    await field(visitor, "Postal code").fill("10117");
    await field(visitor, "Phone number").fill("+49 30 1234567");
    await visitor.getByRole("radio", { name: /^International: \$24\.99$/ }).check();
    await expect(taxList(visitor)).toHaveText("includes $11.97 VAT");
    await expect(visitor.getByText("$74.99", { exact: true })).toBeVisible();
    await visitor.getByRole("button", { name: "Place order" }).click();
    await expect(visitor).toHaveURL(/\/order\/[^/?]+\?key=/);
    await expect(taxList(visitor)).toHaveText("includes $11.97 VAT");
    await expect(visitor.getByText("$74.99").first()).toBeVisible();
    await visitor.close();
  } finally {
    // Other specs share the stack: back to the seed's prices without tax.
    await api("PUT", "/tax-settings", { token: await adminToken(), body: seedTaxSettings });
  }
});

test("when the owner adds and edits a rate on the Taxes page, then the server's refusals show on the form; a staff member is not offered the page and cannot change a rate", async ({
  page,
  browser,
  login,
}) => {
  // A place no other test uses: France, a region made up for this run.
  const region = `T${tag(2).toUpperCase()}`;
  const label = `Test VAT ${region}`;
  await login(page, seedAdmin);
  await page.goto("/dashboard/taxes");
  const add = page.getByRole("form", { name: "Add a rate" });
  await field(add, "Label").fill(label);
  await field(add, "Country").fill("FR");
  await field(add, "Region").fill(region);
  await field(add, "Rate (%)").fill("31");
  await add.getByLabel("Shipping taxed").check();
  await add.getByRole("button", { name: "Add rate" }).click();
  // The server's 400 under its field.
  await expect(add.getByText("A percent from 0 to 30 with at most 3 decimals")).toBeVisible();
  await expect(field(add, "Rate (%)")).toHaveAttribute("aria-invalid", "true");
  await field(add, "Rate (%)").fill("5.5");
  await add.getByRole("button", { name: "Add rate" }).click();
  await expect(toast(page, `${label} added`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: label });
  await expect(row.getByRole("cell")).toHaveText([label, "FR", region, "5.5%", "Yes", "Yes", /Edit.*Deactivate/]);

  // A second active rate for the same place: 409 rate-exists, said above the button.
  await field(add, "Label").fill(`${label} again`);
  await field(add, "Country").fill("FR");
  await field(add, "Region").fill(region);
  await field(add, "Rate (%)").fill("6");
  await add.getByRole("button", { name: "Add rate" }).click();
  await expect(add.getByRole("alert")).toContainText(`An active rate for FR/${region} exists`);

  // Edit: 5.5% becomes 7.125%.
  await row.getByRole("button", { name: `Edit ${label}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${label}` });
  await field(edit, "Rate (%)").fill("7.125");
  await edit.getByRole("button", { name: "Save rate" }).click();
  await expect(toast(page, `${label} saved`)).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("7.125%");
  await expectNoSeriousViolations(page);

  // Staff: no Taxes in the sidebar, the page refused, and the API answers 403.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await login(staffPage, seedStaff);
  await staffPage.goto("/dashboard/manageorder");
  const sidebar = staffPage.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Manage Orders" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Taxes" })).toHaveCount(0);
  await staffPage.goto("/dashboard/taxes");
  await expect(staffPage.getByText("Only the shop's owner can do this.")).toBeVisible();
  const staff = await signIn(seedStaff.email, seedStaff.password);
  const rates = await api<Array<{ _id: string; label: string }>>("GET", "/tax-rates", { token: staff.idToken });
  const ours = rates.find((rate) => rate.label === label)!;
  const refused = await call("PATCH", `/tax-rates/${ours._id}`, { token: staff.idToken, body: { rate: 1 } });
  expect(refused.status).toBe(403);
  await staffContext.close();

  // The owner retires it (no DELETE): the place is free for another run.
  await row.getByRole("button", { name: `Deactivate ${label}` }).click();
  await expect(row.getByRole("cell").nth(5)).toHaveText("No");
});
