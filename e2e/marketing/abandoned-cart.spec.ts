import { api, tag, uniqueEmail } from "../../testkit/shop-client";
import { expect, field, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { linkIn, mailsTo, mailTo } from "../support/mail";

/**
 * Abandoned carts (issue 61): a shopper who ticked "email me" at sign-up leaves a cart; one reminder
 * arrives with a link that restores it (in another browser too, signed out); they order, and no second
 * reminder comes. A shopper who did not consent, whose cart was left first, gets nothing.
 *
 * The suite's stack waits ABANDONED_CART_HOURS=0.001 (3.6 s; e2e/global-setup.ts) and sweeps often,
 * unless a running stack is reused: then this spec is skipped, as its reminders would take hours.
 */

const WRENCH = "adjustable-wrench";
// The subject names the tool; the size too when the cart's line carries its label.
const reminder = /^You left Adjustable Wrench( \(Size: 8 in\))? in your cart$/;
const anyReminder = /in your cart$/;

test("when a shopper who agreed at sign-up leaves a cart, then one reminder restores it, and after their order no second comes; a shopper who did not agree gets none", async ({
  page,
  browser,
  newBuyer,
}) => {
  // Reminders come after ABANDONED_CART_HOURS: e2e/global-setup.ts starts its own stack with a delay of
  // seconds (E2E_SHORT_REMINDERS=1). A stack it reuses (an `npm start` already running) reminds after
  // 10 h, so this journey cannot run there and says so; CI and a plain `npm run test:e2e` start their own.
  test.skip(process.env.E2E_SHORT_REMINDERS !== "1", "needs the suite's own stack, with reminders after seconds");
  test.setTimeout(120_000);

  // Left first, and never agreed: when the other's reminder has come, this cart had as long.
  const silent = await newBuyer();
  const { version } = await api<{ version: number }>("GET", "/cart", { token: silent.idToken });
  await api("PUT", "/cart", {
    token: silent.idToken,
    body: { lines: [{ productId: WRENCH, variantId: "8-in", quantity: 1 }], version },
  });

  const email = uniqueEmail("remind");
  await page.goto("/signup");
  const consent = page.getByRole("checkbox", { name: /^Email me when a tool I want is back in stock/ });
  await expect(consent).not.toBeChecked();
  await field(page, "Name").fill(`Rita ${tag(4)}`);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(`pw-${tag(8)}`);
  await consent.check();
  await page.getByRole("button", { name: "signup", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/dashboard");
  await expect(page.getByRole("switch", { name: /^Email me when a tool I want/ })).toBeChecked();
  await expect(page.getByText(/^On since .+, when you signed up\./)).toBeVisible();

  await page.goto(`/tools/${WRENCH}?variant=8-in`);
  await page.getByRole("button", { name: "Add to cart: Adjustable Wrench" }).click();
  await page.getByRole("button", { name: "Add to cart: Adjustable Wrench" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 pieces" })).toBeVisible();

  const mail = await mailTo(email, reminder, 60_000);
  expect(mail.text).toMatch(/^- 2 x Adjustable Wrench( \(Size: 8 in\))?$/m);
  expect((await mailsTo(silent.email)).filter((sent) => anyReminder.test(sent.subject))).toEqual([]);
  const restore = linkIn(mail, "/cart\\?restore=");

  // Another browser, signed out: the link puts the cart in it.
  const elsewhere = await browser.newContext();
  try {
    const visitor = await elsewhere.newPage();
    await visitor.goto(restore);
    const lines = visitor.getByRole("list", { name: "Tools in your cart" });
    await expect(lines.getByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" })).toBeVisible();
    await expect(visitor).toHaveURL(/\/cart$/);
    await expect(visitor.getByRole("link", { name: "Cart, 2 pieces" })).toBeVisible();
    await expectNoSeriousViolations(visitor);
  } finally {
    await elsewhere.close();
  }

  // The shopper's own browser: the account's cart, then the order.
  await page.goto(restore);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("listitem", { name: "Adjustable Wrench (Size: 8 in)" })).toBeVisible();
  await field(page, "Phone number").fill("+1 555 0100");
  await field(page, "Location").fill("12 Elm Street, Springfield");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);

  // Several sweeps later: still the one reminder.
  await page.waitForTimeout(8_000);
  expect((await mailsTo(email)).filter((sent) => anyReminder.test(sent.subject))).toHaveLength(1);
});

test("when a reminder's link is forged, then the cart page says it is not valid and shows the cart as it was", async ({
  page,
}) => {
  await page.goto("/cart?restore=not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This link to your saved cart has expired or is not valid.");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});
