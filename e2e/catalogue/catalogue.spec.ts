import { expect, tag, test } from "../fixtures";
import { backdateProducts } from "../support/arrange";
import { productCard } from "../support/pages";

/** A shopper searches, sorts and pages through the tools on the home page. */

const cards = (page: import("@playwright/test").Page) =>
  page
    .locator("#tools")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Buy Now" }) });

test.describe("catalogue", () => {
  test("when a shopper types the start of a word, then only matching tools show; a search without matches says so", async ({
    page,
  }) => {
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search tools" });
    await expect(search).toHaveAttribute("placeholder", "hammer");
    await search.fill("HAM");
    await expect(productCard(page, "Claw Hammer")).toBeVisible();
    await expect(cards(page).filter({ hasText: "Cordless Drill" })).toHaveCount(0);

    await search.fill("zz-no-such-tool");
    await expect(page.getByText('No tools match "zz-no-such-tool"')).toBeVisible();

    // Clearing the search shows the first page of the whole catalogue again.
    await search.fill("");
    await expect(page.getByText(/^No tools match/)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test("when there are more tools than a page, then 'Show more tools' adds the next page, by keyboard too", async ({
    page,
    createProduct,
  }) => {
    const prefix = `pg${tag(5)}`;
    // Made at once and dated before the seed right away, so specs beside this one keep the seeded
    // tools on the first page (the fixture deletes them after the test).
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        createProduct({ name: `${prefix} Tool ${String(index + 1).padStart(2, "0")}`, price: 11 + index }),
      ),
    );
    await backdateProducts(made.map((product) => product._id));

    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search tools" }).fill(prefix);
    await page.getByLabel("Sort", { exact: true }).selectOption({ label: "Price: high to low" });
    await expect(cards(page)).toHaveCount(24);
    // Highest price first: Tool 30 costs the most.
    await expect(cards(page).first()).toContainText(`${prefix} Tool 30`);

    const more = page.getByRole("button", { name: "Show more tools" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(30);
    await expect(cards(page).last()).toContainText(`${prefix} Tool 01`);
    await expect(more).toHaveCount(0);
  });
});
