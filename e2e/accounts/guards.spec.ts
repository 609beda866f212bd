import { accessToken, expect, seedAdmin, submitLogin, test } from "../fixtures";
import { expectPath, loginLink } from "../support/pages";

/** The login-only and admin-only route guards of spec section 4, and the sidebar by role. */

const adminRoutes = [
  "/dashboard/overview",
  "/dashboard/makeadmin",
  "/dashboard/manageProduct",
  "/dashboard/manageorder",
  "/dashboard/returns",
  "/dashboard/addproduct",
];
const adminLinks = ["Overview", "Make admin", "Manage Orders", "Returns", "Manage Product", "Add Product"];
const buyerLinks = ["Orders", "Add a review"];

for (const route of adminRoutes) {
  test(`when a signed-in non-admin opens ${route}, then they are signed out and end on /login`, async ({
    page,
    signedInBuyer,
  }) => {
    await signedInBuyer({ at: route });
    await expectPath(page, "/login");
    await expect(loginLink(page)).toBeVisible();
    await expect.poll(() => accessToken(page), { message: "the guard signs the non-admin out" }).toBeNull();
    await expect(page.getByRole("table")).toHaveCount(0);
  });
}

test("when the admin opens each admin route, then the page shows (the guard lets admins through)", async ({
  page,
  login,
}) => {
  await login(page, seedAdmin);
  for (const route of adminRoutes) {
    await page.goto(route);
    await expect(
      page
        .getByRole("main")
        .getByRole("table")
        .or(page.getByText("No orders yet"))
        .or(page.getByText("No returns"))
        .or(page.getByRole("button", { name: "Submit" }))
        .or(page.getByRole("button", { name: "Export CSV" }))
        // The overview shows several tables and its button at once.
        .first(),
    ).toBeVisible();
    await expectPath(page, route);
  }
});

for (const route of ["/dashboard", "/dashboard/orders", "/product/claw-hammer"]) {
  test(`when a signed-out visitor opens ${route}, then they go to /login and come back to ${route} after logging in`, async ({
    page,
    newBuyer,
  }) => {
    const buyer = await newBuyer();
    await page.goto(route);
    await expectPath(page, "/login");
    await submitLogin(page, buyer.email, buyer.password);
    await expectPath(page, route);
    await expect.poll(() => accessToken(page)).toBeTruthy();
  });
}

test("when the admin signs in from an admin route, then they come back to it", async ({ page }) => {
  await page.goto("/dashboard/manageorder");
  await expectPath(page, "/login");
  await submitLogin(page, seedAdmin.email, seedAdmin.password);
  await expectPath(page, "/dashboard/manageorder");
  await expect(page.getByRole("main").getByRole("table").or(page.getByText("No orders yet"))).toBeVisible();
});

test("when a buyer opens the dashboard, then the sidebar shows Profile, Orders and Add a review only", async ({
  page,
  signedInBuyer,
}) => {
  await signedInBuyer({ at: "/dashboard" });
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  for (const name of buyerLinks) await expect(page.getByRole("link", { name, exact: true }), name).toBeVisible();
  for (const name of adminLinks) await expect(page.getByRole("link", { name, exact: true }), name).toHaveCount(0);
});

test("when the admin opens the dashboard, then the sidebar shows Profile and the six admin pages only", async ({
  page,
  login,
}) => {
  await login(page, seedAdmin);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  for (const name of adminLinks) await expect(page.getByRole("link", { name, exact: true }), name).toBeVisible();
  for (const name of buyerLinks) await expect(page.getByRole("link", { name, exact: true }), name).toHaveCount(0);
});
