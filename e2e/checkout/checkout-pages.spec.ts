import type { Page } from "@playwright/test";
import type { CheckoutResult } from "@hometools/contract";
import { usAddress } from "../../testkit/shop-client";
import { api, expect, field, seedAdmin, tag, test, type Product } from "../fixtures";
import { attachScreenshot, outsideViewport, scrollThrough } from "../support/layout";
import { toast } from "../support/pages";
import { expectNoSeriousViolations } from "../support/axe";

/**
 * The checkout's pages beyond the guest's journey (e2e/checkout/checkout.spec.ts): /checkout inside the
 * window from a phone to a laptop, axe on /checkout, the guest's order page and the admin's Shipping
 * and Discounts pages, and a rate and a code the admin adds there used at /checkout.
 */

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

/** Fills the guest's address (a US one). */
async function fillAddress(page: Page): Promise<void> {
  await field(page, "Email").fill(`t-guest-${tag(6)}@example.com`);
  await field(page, "Full name").fill(usAddress.name);
  await field(page, "Address").fill(usAddress.line1);
  await field(page, "City").fill(usAddress.city);
  await field(page, "State").fill(usAddress.region);
  await field(page, "ZIP code").fill(usAddress.postalCode);
  await field(page, "Phone number").fill("+1 555 0100");
}

const summary = (page: Page) => page.getByRole("definition");

for (const width of [390, 768, 1366]) {
  test.describe(`/checkout ${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test(`when a visitor checks out ${width} px wide, then the form lies inside the window and places the order from the keyboard`, async ({
      page,
      createProduct,
    }, testInfo) => {
      const saw = await createProduct({ price: 20, minimumOrder: 1, available: 10 });
      const level = await createProduct({ price: 7.5, minimumOrder: 2, available: 10 });
      await openCheckout(page, [
        { product: saw, quantity: 1 },
        { product: level, quantity: 2 },
      ]);
      await fillAddress(page);
      await page.getByRole("radio", { name: /^Standard: \$5\.99$/ }).check();
      await expect(summary(page).filter({ hasText: "$35.00" })).toBeVisible(); // 20 + 2 x 7.50
      await scrollThrough(page);
      await attachScreenshot(page, testInfo, `${width}px /checkout`);
      expect(await outsideViewport(page)).toEqual([]);

      // Usable: Place order is reached and pressed from the keyboard.
      const place = page.getByRole("button", { name: "Place order" });
      await place.focus();
      await expect(place).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/order\/[^/?]+\?key=/);
      await expect(page.getByText("12 Elm Street")).toBeVisible();
      expect(await outsideViewport(page)).toEqual([]);
    });
  });
}

test("when axe scans /checkout filled in and the guest's order page, then it finds no serious or critical violations", async ({
  page,
  createProduct,
}) => {
  const drill = await createProduct({ price: 12.5, minimumOrder: 1, available: 10 });
  await openCheckout(page, [{ product: drill, quantity: 2 }]);
  await fillAddress(page);
  await page.getByRole("radio", { name: /^Standard: \$5\.99$/ }).check();
  await field(page, "Discount code").fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This code is not valid", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  const placed = await api<CheckoutResult>("POST", "/checkout", {
    body: {
      lines: [{ productId: drill._id, quantity: 1 }],
      email: `t-guest-${tag(6)}@example.com`,
      shippingAddress: usAddress,
      number: "+1 555 0100",
      shippingRateId: "standard",
      code: "WELCOME10",
    },
  });
  await page.goto(`/order/${placed._id}?key=${placed.orderKey}`);
  await expect(page.getByText("12 Elm Street")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page);
});

test("when axe scans the admin's Shipping and Discounts pages, then it finds no serious or critical violations", async ({
  page,
  login,
}) => {
  await login(page, seedAdmin);
  await page.goto("/dashboard/shipping");
  await expect(page.getByRole("button", { name: /^(Deactivate|Activate) Standard$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/dashboard/discounts");
  await expect(page.getByRole("button", { name: /^(Deactivate|Activate) WELCOME10$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("when the admin adds a shipping rate on Shipping, then /checkout offers and charges it; once deactivated there, it is gone", async ({
  page,
  browser,
  login,
  createProduct,
}) => {
  const label = `Courier ${tag(5)}`;
  await login(page, seedAdmin);
  await page.goto("/dashboard/shipping");
  const form = page.getByRole("form", { name: "Add a shipping rate" });
  await field(form, "Label").fill(label);
  await field(form, "Amount ($)").fill("9.25");
  await field(form, "Countries").fill("US");
  await form.getByRole("button", { name: "Add rate" }).click();
  await expect(toast(page, `${label} added`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Shipping rates" }).getByText(label, { exact: true })).toBeVisible();

  // A visitor in another browser sees it at checkout and pays for it.
  const visitor = await browser.newPage();
  const drill = await createProduct({ price: 10, minimumOrder: 1, available: 10 });
  await openCheckout(visitor, [{ product: drill, quantity: 1 }]);
  await fillAddress(visitor);
  await visitor.getByRole("radio", { name: `${label}: $9.25` }).check();
  await expect(summary(visitor).filter({ hasText: "$9.25" })).toBeVisible();
  await visitor.getByRole("button", { name: "Place order" }).click();
  await expect(visitor).toHaveURL(/\/order\/[^/?]+\?key=/);
  await expect(visitor.getByText(new RegExp(`${label}`)).first()).toBeVisible();
  await expect(visitor.getByText("$19.25").first()).toBeVisible();

  // The admin switches it off; a new checkout no longer offers it.
  await page.getByRole("button", { name: `Deactivate ${label}` }).click();
  await expect(page.getByRole("button", { name: `Activate ${label}` })).toBeVisible();
  await openCheckout(visitor, [{ product: drill, quantity: 1 }]);
  await fillAddress(visitor);
  await expect(visitor.getByRole("radio", { name: /^Standard: / })).toBeVisible();
  await expect(visitor.getByRole("radio", { name: `${label}: $9.25` })).toHaveCount(0);
  await visitor.close();
});

test("when the admin adds a discount code on Discounts, then /checkout takes it off the total; once deactivated there, /checkout refuses it", async ({
  page,
  browser,
  login,
  createProduct,
}) => {
  const code = `T-${tag(6).toUpperCase()}`;
  await login(page, seedAdmin);
  await page.goto("/dashboard/discounts");
  const form = page.getByRole("form", { name: "Add a discount code" });
  await field(form, "Code").fill(code);
  await field(form, "Value").fill("15");
  await form.getByRole("button", { name: "Add code" }).click();
  await expect(toast(page, `${code} added`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Discount codes" }).getByText(code, { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  const saw = await createProduct({ price: 40, minimumOrder: 1, available: 10 });
  await openCheckout(visitor, [{ product: saw, quantity: 1 }]);
  await fillAddress(visitor);
  await visitor.getByRole("radio", { name: /^Standard: \$5\.99$/ }).check();
  await field(visitor, "Discount code").fill(code.toLowerCase());
  await visitor.getByRole("button", { name: "Apply" }).click();
  // 15% of $40.00 = $6.00; Standard $5.99: $39.99
  await expect(summary(visitor).filter({ hasText: "-$6.00" })).toBeVisible();
  await expect(visitor.getByText("$39.99").first()).toBeVisible();
  await visitor.getByRole("button", { name: "Place order" }).click();
  await expect(visitor).toHaveURL(/\/order\/[^/?]+\?key=/);
  await expect(visitor.getByText("-$6.00").first()).toBeVisible();

  // The admin sees it used once, then switches it off: a new checkout is told so.
  await page.reload();
  await expect(
    page
      .getByRole("list", { name: "Discount codes" })
      .getByText(/used 1 times/)
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(page.getByRole("button", { name: `Activate ${code}` })).toBeVisible();
  await openCheckout(visitor, [{ product: saw, quantity: 1 }]);
  await fillAddress(visitor);
  await field(visitor, "Discount code").fill(code);
  await visitor.getByRole("button", { name: "Apply" }).click();
  await expect(visitor.getByText("This code is no longer valid", { exact: true })).toBeVisible();
  await expect(field(visitor, "Discount code")).toHaveAttribute("aria-invalid", "true");
  await expect(summary(visitor).filter({ hasText: "-$6.00" })).toHaveCount(0);
  await visitor.close();
});
