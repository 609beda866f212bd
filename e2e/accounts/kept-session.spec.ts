import { deleteAccount } from "../../testkit/shop-client";
import { accessToken, expect, test } from "../fixtures";
import { expectPath, loginLink, signOutControl } from "../support/pages";

/**
 * A returning user's pages show with the user this browser kept, before Firebase has loaded, and
 * Firebase confirms or ends the session afterwards (docs/decisions/027).
 */

/** Whether the page has loaded Firebase Auth's code yet. */
const firebaseLoaded = (requests: string[]) => requests.some((url) => url.includes("identitytoolkit"));

test("when a signed-in shopper opens My orders again, then it shows their orders before Firebase has checked the session", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const product = await createProduct();
  await placeOrder(buyer, product);
  await login(page, buyer);

  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/dashboard/orders");
  await expect(page.getByRole("row").filter({ hasText: product.name })).toBeVisible();
  expect(firebaseLoaded(requests), "the orders came without Firebase's check").toBe(false);
  // Firebase loads at the first interaction (or a few seconds on) and confirms the session.
  await page.mouse.click(5, 300);
  await expect.poll(() => firebaseLoaded(requests)).toBe(true);
  await expect(page.getByRole("row").filter({ hasText: product.name })).toBeVisible();
  await expectPath(page, "/dashboard/orders");
});

test("when a returning shopper signs out at once, then they are signed out, also after a reload", async ({
  page,
  signedInBuyer,
}) => {
  await signedInBuyer({ at: "/dashboard" });
  await signOutControl(page).click();
  await expect(loginLink(page)).toBeVisible();
  await expect.poll(() => accessToken(page)).toBeNull();
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
});

test("when the kept account no longer exists, then opening a page signs the browser out", async ({
  page,
  signedInBuyer,
}) => {
  const buyer = await signedInBuyer();
  await deleteAccount(buyer);
  await page.goto("/dashboard/orders");
  await expect(loginLink(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => accessToken(page)).toBeNull();
});
