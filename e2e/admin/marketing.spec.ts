import { seedStaff, tag } from "../../testkit/shop-client";
import { api, expect, field, seedAdmin, test } from "../fixtures";
import { expectNoSeriousViolations } from "../support/axe";
import { rowWith, toast } from "../support/pages";

/**
 * The owner's Marketing page (issue 61): the figures of a range of UTC days, the alerts waiting per
 * tool, and the reminders' settings, which are the owner's alone; staff read the figures. The
 * overview counts each kind of mail.
 */

test("when two shoppers wait for a sold-out tool, then the owner's Marketing page lists it with 2 waiting, and the owner saves the reminders' settings", async ({
  page,
  login,
  newBuyer,
  createProduct,
}) => {
  const tool = await createProduct({ name: `Sold Out Saw ${tag(4)}`, available: 0, minimumOrder: 1 });
  for (const buyer of [await newBuyer(), await newBuyer()])
    await api("POST", `/products/${tool._id}/alerts`, { token: buyer.idToken, body: {} });

  await login(page, seedAdmin);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/marketing$/);
  const figures = page.getByRole("definition");
  await expect(figures.first()).toBeVisible();
  for (const label of [
    "Reminders sent",
    "Carts recovered",
    "Recovered revenue",
    "Back-in-stock mails sent",
    "Alerts waiting",
  ])
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  const waiting = page.getByRole("table", { name: "Alerts waiting per tool" });
  await expect(rowWith(waiting, tool.name)).toContainText(/2$/);
  await expect(rowWith(waiting, tool.name).getByRole("link", { name: tool.name })).toHaveAttribute(
    "href",
    `/tools/${tool._id}`,
  );

  // Scanned before any toast: one sliding in reads as faint to axe.
  await expectNoSeriousViolations(page);

  // The settings as they are, saved again: the suite's stack keeps its short delay for the other specs.
  const settings = page.getByRole("form", { name: "Marketing settings" });
  await expect(settings.getByRole("switch", { name: "Send reminders" })).toBeVisible();
  const delay = field(settings, "Delay (hours)");
  const kept = await delay.inputValue();
  await delay.fill("0");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("Must be more than 0")).toBeVisible();
  await delay.fill(kept);
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Marketing settings saved")).toBeVisible();

  // The overview names each kind of mail, the marketing ones too.
  await page.goto("/dashboard/overview");
  const mails = page.getByRole("table", { name: "Mails by kind" });
  for (const kind of ["Order placed", "Back-in-stock alert to confirm", "Back in stock", "Cart reminder"])
    await expect(rowWith(mails, kind)).toBeVisible();
});

test("when staff open Marketing, then they read the figures but are offered no settings", async ({ page, login }) => {
  await login(page, seedStaff);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page.getByRole("term").filter({ hasText: /^Reminders sent$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alerts waiting" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Marketing settings" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
