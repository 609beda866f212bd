import type { OrderReturn } from "@hometools/contract";
import { api, ApiError, expect, field, signIn, tag, test, accessToken } from "../fixtures";
import { payOrder } from "../../testkit/shop-client";
import { rowWith, toast } from "../support/pages";

/**
 * A staff member's day (docs/decisions/034-owner-and-staff.md): ship an order, move stock,
 * approve a return, and be refused a refund; then the owner sees both moves in the activity log
 * under the staff member's name, and removing them ends their session at their next call.
 */
test.describe("owner and staff", () => {
  test("when a staff member ships, moves stock and approves a return, then a refund is not theirs, the owner's log shows their moves by name, and removing them ends their session", async ({
    page,
    browser,
    login,
    newBuyer,
    adminToken,
    createProduct,
    placeOrder,
  }) => {
    test.slow();
    const name = `Sam Day ${tag(4)}`;
    const member = await newBuyer({ name, verified: true });
    await api("PUT", `/team/${encodeURIComponent(member.email)}`, {
      token: await adminToken(),
      body: { role: "staff" },
    });
    const staff = { ...(await signIn(member.email, member.password)), name };

    const product = await createProduct({ name: `Level ${tag(4)}`, price: 20, minimumOrder: 1, available: 5 });
    const shopper = await newBuyer({ verified: true });
    const order = await placeOrder(shopper, product, { quantity: 2 });
    await payOrder(shopper, order._id);

    // The staff member's sidebar offers what they may use, and not the owner's pages.
    await login(page, staff);
    await page.goto("/dashboard/manageorder");
    const sidebar = page.getByRole("navigation", { name: "Dashboard" });
    await expect(sidebar.getByRole("link", { name: "Manage Orders" })).toBeVisible();
    for (const owners of [
      "Team",
      "Activity",
      "Add Product",
      "Categories",
      "Discounts",
      "Shipping",
      "Taxes",
      "Tax report",
      "Invoices",
      "Make admin",
    ]) {
      await expect(sidebar.getByRole("link", { name: owners })).toHaveCount(0);
    }

    // Ship the order; no Refund is offered.
    await field(page, "Find by order number").fill(order.orderNumber);
    await field(page, "Find by order number").press("Enter");
    const row = rowWith(page, order.orderNumber);
    await row.getByRole("button", { name: "Mark shipped" }).click();
    await expect(toast(page, "Order marked shipped")).toBeVisible();
    await expect(row.getByRole("button", { name: "Refund" })).toHaveCount(0);

    // Move stock.
    await page.goto("/dashboard/manageProduct");
    await page.getByRole("button", { name: `Stock of ${product.name}` }).click();
    const dialog = page.getByRole("dialog");
    await field(dialog, "Pieces").fill("3");
    await field(dialog, "Reason").fill("Delivery");
    await dialog.getByRole("button", { name: "Save stock move" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();
    await page.keyboard.press("Escape");

    // Approve a return the shopper asks for.
    const asked = await api<OrderReturn>("POST", `/orders/${order._id}/returns`, {
      token: shopper.idToken,
      body: { lines: [{ productId: product._id, quantity: 1 }], reason: "One too many" },
    });
    await page.goto("/dashboard/returns");
    await rowWith(page, order.orderNumber).getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Return approved")).toBeVisible();

    // A refund is the owner's: the API refuses the staff member's token too.
    const token = (await accessToken(page))!;
    const refused = await api("POST", `/orders/${order._id}/refund`, { token, body: {} }).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect(JSON.stringify((refused as ApiError).body)).toContain("owner-only");
    // An owner's page opened by staff says so.
    await page.goto("/dashboard/team");
    await expect(page.getByText("Only the shop's owner can do this.")).toBeVisible();

    // The owner reads the log: both moves, under the staff member's name.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await login(owner, { email: "admin@example.com", password: "admin123" });
    await owner.goto("/dashboard/activity");
    await expect(
      rowWith(owner, "order.ship").filter({ hasText: name }).filter({ hasText: order.orderNumber }),
    ).toBeVisible();
    await expect(
      rowWith(owner, "product.stock").filter({ hasText: name }).filter({ hasText: product.name }),
    ).toBeVisible();
    await expect(rowWith(owner, "return.approve").filter({ hasText: name })).toBeVisible();
    expect(asked._id).toBeTruthy();

    // The owner removes the staff member (with a confirm); their next call fails with 401.
    await owner.goto("/dashboard/team");
    await owner.getByRole("button", { name: `Remove ${member.email}` }).click();
    const confirm = owner.getByRole("dialog");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(owner, `${member.email} left the team`)).toBeVisible();
    const after = await api("GET", "/orders", { token }).catch((error) => error);
    expect((after as ApiError).status).toBe(401);
    await ownerContext.close();
  });
});
