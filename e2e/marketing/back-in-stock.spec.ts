import type { ProductDetail } from "@hometools/contract";
import { api, uniqueEmail } from "../../testkit/shop-client";
import { urls } from "../../ports/ports";
import { expect, field, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { headerOf, linkIn, mailsTo, mailTo, moveStock } from "../support/mail";

/**
 * Back in stock (issue 61), as a visitor meets it: the seeded Adjustable Wrench's 10 in is sold out;
 * the visitor asks to be told by email, confirms from the confirm mail (double opt-in), the owner
 * restocks, one mail arrives; a second restock sends nothing. Then the mail's unsubscribe link works
 * from the mail catcher, without signing in.
 */

const WRENCH = "adjustable-wrench";
const TEN = "10-in";
const tenInStock = async () =>
  (await api<ProductDetail>("GET", `/product/${WRENCH}`)).variants.find((variant) => variant.id === TEN)!.available;
const backInStock = /^Back in stock: Adjustable Wrench \(Size: 10 in\)$/;

test("when a visitor asks about the sold-out 10 in wrench and confirms from the mail, then the owner's restock mails them once, a second restock nothing, and the mail's unsubscribe link works without signing in", async ({
  page,
  adminToken,
}) => {
  test.setTimeout(90_000);
  expect(await tenInStock(), "the seed sells no 10 in").toBe(0);
  const email = uniqueEmail("alert");

  await page.goto(`/tools/${WRENCH}?variant=${TEN}`);
  const notify = page.getByRole("region", { name: "Sold out for now" });
  await field(notify, "Email me once when it is back").fill(email);
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(notify.getByRole("status")).toContainText(`we sent a link to ${email}`);
  await expectNoSeriousViolations(page);

  const confirm = await mailTo(email, /^Confirm: tell me when Adjustable Wrench \(Size: 10 in\) is back$/);
  await page.goto(linkIn(confirm, "/api/alerts/confirm\\?token="));
  await expect(page).toHaveURL(/\/alerts\/confirm\?status=confirmed&/);
  await expect(page.getByRole("status")).toContainText("Your alert is on");
  await expectNoSeriousViolations(page);

  const token = await adminToken();
  try {
    await moveStock(token, WRENCH, TEN, 2);
    const mail = await mailTo(email, backInStock);
    expect(linkIn(mail, "/tools/")).toBe(`${urls.web}/tools/${WRENCH}?variant=${TEN}`);
    expect(headerOf(mail, "list-unsubscribe")).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?token=[^>]+>$/);
    expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Sold out and back again: the alert ended with its mail, so nothing more comes.
    await moveStock(token, WRENCH, TEN, -2);
    await moveStock(token, WRENCH, TEN, 2);
    // The mail of a stock move goes right after it commits (and the sender runs every few seconds):
    // a second one would be in the inbox well within this.
    await page.waitForTimeout(6_000);
    expect((await mailsTo(email)).filter((sent) => backInStock.test(sent.subject))).toHaveLength(1);

    // The mail's Unsubscribe link opens the shop's page, whose one button unsubscribes, signed out.
    await page.goto(`${urls.mailInbox}/email/${mail.id}/html`);
    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/unsubscribe\?token=/);
    await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You are unsubscribed");

    // And as a mail program does it (RFC 8058): the mail catcher's one click POSTs to the header's URL.
    await page.goto(urls.mailInbox);
    const inInbox = page.locator("article").filter({ hasText: email }).filter({ hasText: "Back in stock:" });
    await inInbox.getByRole("button", { name: "Unsubscribe (one click)" }).click();
    await expect(page.locator("body")).toContainText('"unsubscribed":true');
  } finally {
    const left = await tenInStock();
    if (left > 0) await moveStock(token, WRENCH, TEN, -left);
  }
});

test("when a signed-in shopper presses Notify me on the sold-out 10 in, then it takes one click and names their address", async ({
  page,
  signedInBuyer,
}) => {
  const buyer = await signedInBuyer({ at: `/tools/${WRENCH}?variant=${TEN}` });
  const notify = page.getByRole("region", { name: "Sold out for now" });
  await expect(notify.getByRole("textbox")).toHaveCount(0);
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(notify.getByRole("status")).toHaveText(
    `We will email ${buyer.email} once Adjustable Wrench (Size: 10 in) is back in stock.`,
  );
  // Active at once: no confirm mail for an account.
  expect(await mailsTo(buyer.email)).toEqual([]);
});
