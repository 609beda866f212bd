import { readFile } from "node:fs/promises";
import type { Browser, Download, Locator, Page } from "@playwright/test";
import type { CheckoutResult, Invoice, InvoicingSettings } from "@hometools/contract";
import { api, bookAndOpenPayment, call, expect, field, seedAdmin, tag, test } from "../fixtures";
import { payOrder, seedStaff, signIn, signInAdmin, usAddress } from "../../testkit/shop-client";
import { expectNoSeriousViolations } from "../support/axe";
import { rowWith, toast, typeCard } from "../support/pages";

/**
 * Invoices and credit notes as a shopper and the owner meet them (docs/api.md, "Invoices"): once paid,
 * the order's page names its invoice and downloads its PDF; a refund adds a credit note there; the
 * owner lists them by day, downloads the CSV and sets who the documents name as the seller; staff
 * are not offered the page.
 */

const INVOICE = /^Invoice ([A-Z0-9]{1,10}-\d{4}-\d{6,})$/;
const CREDIT_NOTE = /^Credit note ([A-Z0-9]{1,10}-\d{4}-\d{6,})$/;

/** Clicks `button` and answers the file the page saved: its suggested name and its bytes. */
async function downloadOf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloading: Promise<Download> = page.waitForEvent("download");
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The number the page's "Invoice ..." or "Credit note ..." line names. */
async function numberShown(documents: Locator, pattern: RegExp): Promise<string> {
  const line = documents.getByText(pattern);
  await expect(line).toBeVisible();
  return pattern.exec((await line.textContent()) ?? "")![1]!;
}

/** A page of its own for another person (the owner beside the shopper), closed by the caller. */
async function otherPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("when a buyer pays, then the order page names its invoice and downloads its PDF; the owner lists it, downloads the CSV, sets the footer, and a partial refund adds a credit note to the buyer's page", async ({
  page,
  browser,
  login,
  signedInBuyer,
  createProduct,
}) => {
  test.slow();
  const buyer = await signedInBuyer({ verified: true });
  const product = await createProduct({ name: `Invoice Drill ${tag(4)}`, price: 8, minimumOrder: 1, available: 10 });

  // Pay in the browser through the Stripe stand-in's card form.
  const orderId = await bookAndOpenPayment(page, product, 2);
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/Your transaction Id:\s*pi_\w+/).last()).toBeVisible();

  // The order's page: "Invoice INV-...", the number the API gives, and its PDF.
  await page.goto(`/dashboard/orders/${orderId}`);
  const documents = page.getByRole("region", { name: "Invoice" });
  const number = await numberShown(documents, INVOICE);
  const invoice = await api<Invoice>("GET", `/orders/${orderId}/invoice`, { token: buyer.idToken });
  expect(number).toBe(invoice.number);
  await expect(documents).toContainText("$16.00");
  const pdf = await downloadOf(page, documents.getByRole("button", { name: `Download PDF of invoice ${number}` }));
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectNoSeriousViolations(page);

  // The owner: the sidebar offers Invoices; today's invoice is in this month's list.
  const owner = await otherPage(browser);
  const settingsBefore = await api<InvoicingSettings>("GET", "/settings/invoicing", {
    token: (await signInAdmin()).idToken,
  });
  try {
    await login(owner, seedAdmin);
    await owner.goto("/dashboard/overview");
    await owner.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Invoices" }).click();
    await expect(owner.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
    const table = owner.getByRole("table", { name: /^Invoices and credit notes from / });
    await expect(rowWith(table, number).getByRole("cell")).toHaveText([
      number,
      "Invoice",
      invoice.issuedAt.slice(0, 10),
      invoice.orderNumber,
      "",
      `$${invoice.tax.toFixed(2)}`,
      "$16.00",
    ]);

    // The partial refund of one piece, in Manage Orders: a credit note naming the invoice.
    await owner.goto("/dashboard/manageorder");
    await field(owner, "Find by order number").fill(invoice.orderNumber);
    await owner.getByRole("button", { name: "Find", exact: true }).click();
    await rowWith(owner.getByRole("table"), invoice.orderNumber).getByRole("button", { name: "Refund" }).click();
    const dialog = owner.getByRole("alertdialog", { name: "Refund this order?" });
    await dialog.getByLabel("Some pieces").check();
    await dialog.getByLabel(`Pieces of ${product.name} to refund`).fill("1");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(toast(owner, "Refunded in part")).toBeVisible();

    // The buyer's page now names the credit note, with its total, and downloads its PDF.
    await page.reload();
    const withNote = page.getByRole("region", { name: "Invoice and credit notes" });
    await expect(withNote.getByText(INVOICE)).toHaveText(`Invoice ${number}`);
    const note = await numberShown(withNote, CREDIT_NOTE);
    await expect(withNote).toContainText("$8.00 returned");
    const notePdf = await downloadOf(
      page,
      withNote.getByRole("button", { name: `Download PDF of credit note ${note}` }),
    );
    expect(notePdf.name).toBe(`${note}.pdf`);
    expect(notePdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Back on Invoices: the credit note corrects the invoice; the CSV holds both.
    await owner.goto("/dashboard/invoices");
    await expect(rowWith(table, note).getByRole("cell").nth(4)).toHaveText(number);
    const csv = await downloadOf(owner, owner.getByRole("button", { name: "Download CSV" }));
    expect(csv.name).toMatch(/^invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csv.bytes.toString("utf8").split("\r\n");
    expect(rows[0]).toBe("number,kind,issuedAt,orderNumber,invoiceNumber,tax,total");
    expect(rows.find((row) => row.startsWith(`${number},`))).toMatch(
      new RegExp(`^${number},invoice,[^,]+,${invoice.orderNumber},${number},[\\d.]+,16\\.00$`),
    );
    expect(rows.find((row) => row.startsWith(`${note},`))).toMatch(
      new RegExp(`^${note},credit-note,[^,]+,${invoice.orderNumber},${number},[\\d.]+,8\\.00$`),
    );

    // The settings: a new footer is saved and is there after a reload.
    const footer = `Thank you for your order (${tag(6)})`;
    const settings = owner.getByRole("form", { name: "Invoicing settings" });
    await field(settings, "Footer").fill(footer);
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(owner, "Invoicing settings saved")).toBeVisible();
    await owner.reload();
    await expect(field(owner.getByRole("form", { name: "Invoicing settings" }), "Footer")).toHaveValue(footer);
    await expectNoSeriousViolations(owner);

    // A mistake is said under its field, and nothing is saved.
    await field(settings, "Credit note prefix").fill("INV!");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(settings.getByText("1 to 10 of A-Z and 0-9", { exact: true })).toBeVisible();
    await expect(field(settings, "Credit note prefix")).toHaveAttribute("aria-invalid", "true");
  } finally {
    // Other journeys print the seller as the seed set it.
    await api("PUT", "/settings/invoicing", { token: (await signInAdmin()).idToken, body: settingsBefore });
    await owner.context().close();
  }
});

test("when a guest has paid, then their order page (opened with its key) names the invoice and downloads its PDF", async ({
  page,
  createProduct,
}) => {
  const product = await createProduct({ price: 12.5, minimumOrder: 1, available: 10 });
  const placed = await api<CheckoutResult>("POST", "/checkout", {
    body: {
      lines: [{ productId: product._id, quantity: 1 }],
      email: `t-guest-${tag(6)}@example.com`,
      shippingAddress: usAddress,
      number: "+1 555 0100",
      shippingRateId: "standard",
    },
  });
  const key = placed.orderKey!; // a guest's checkout answers it

  // Before payment: the page names no invoice.
  await page.goto(`/order/${placed._id}?key=${key}`);
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeEnabled();
  await expect(page.getByRole("region", { name: /^Invoice/ })).toHaveCount(0);

  await payOrder({ orderKey: key }, placed._id);

  await page.reload();
  const documents = page.getByRole("region", { name: "Invoice" });
  const number = await numberShown(documents, INVOICE);
  const pdf = await downloadOf(page, documents.getByRole("button", { name: `Download PDF of invoice ${number}` }));
  expect(pdf.name).toBe(`${number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("when staff sign in, then the sidebar offers no Invoices and the page is refused, as the API refuses them", async ({
  page,
  login,
}) => {
  await login(page, seedStaff);
  await page.goto("/dashboard/manageorder");
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Manage Orders" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Invoices" })).toHaveCount(0);
  await page.goto("/dashboard/invoices");
  await expect(page.getByText("Only the shop's owner can do this.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Invoicing settings" })).toHaveCount(0);
  const staff = await signIn(seedStaff.email, seedStaff.password);
  const day = new Date().toISOString().slice(0, 10);
  expect((await call("GET", `/invoices?from=${day}&to=${day}`, { token: staff.idToken })).status).toBe(403);
  expect((await call("GET", "/settings/invoicing", { token: staff.idToken })).status).toBe(403);
});
