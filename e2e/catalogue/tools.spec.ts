import { payOrder } from "../../testkit/shop-client";
import { expect, test } from "../fixtures";
import { expectPath, productCard } from "../support/pages";

/**
 * A tool's public page, /tools/{id}: what a visitor arriving from a search engine sees without
 * signing in, and the way there from the home page's cards.
 */

test.describe("a tool's page", () => {
  test("when a visitor opens a tool's page, then it shows the tool, its price, its own reviews and their average", async ({
    page,
  }) => {
    await page.goto("/tools/cordless-drill");
    await expect(page.getByRole("heading", { level: 1, name: "Cordless Drill" })).toBeVisible();
    await expect(page.getByText("$89.99", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Rated [1-5]\.\d out of 5 from \d+ reviews?$/)).toBeVisible();
    await expect(page.getByText(/Minimum order: 1/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Cordless Drill" })).toBeVisible();
    const reviews = page.getByRole("region", { name: "Reviews of this tool" });
    await expect(reviews.getByRole("listitem").first()).toBeVisible();
    await expect(reviews.getByText("Maria Lopez")).toBeVisible();
    await expect(reviews.getByText(/Drove sixty screws into oak/)).toBeVisible();
    // The tool's reviews, not the shop's ("What our Buyers say" is the home page's).
    await expect(page.getByText(/put up every shelf in the kids' room/)).toHaveCount(0);
    await expect(page).toHaveTitle("Cordless Drill | Home Tools");
  });

  test("when a tool has no reviews yet, then its page says so and shows no average", async ({ page }) => {
    await page.goto("/tools/utility-knife");
    await expect(page.getByRole("heading", { level: 1, name: "Utility Knife" })).toBeVisible();
    await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Rated /)).toHaveCount(0);
  });

  test("when the visitor presses Add to cart, then the tool's minimum order goes into the cart kept in the browser", async ({
    page,
  }) => {
    await page.goto("/tools/claw-hammer");
    await page.getByRole("button", { name: "Add to cart: Claw Hammer" }).click();
    await expect(page.getByText("Claw Hammer: 2 in your cart")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 2 pieces" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(stored).toContain("claw-hammer");
  });

  test("when a visitor presses Buy Now, then the spec's purchase page asks them to sign in first", async ({ page }) => {
    await page.goto("/tools/tape-measure");
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expectPath(page, "/login");
  });

  test("when the tool does not exist, then the 404 page shows", async ({ page }) => {
    const response = await page.goto("/tools/no-such-tool");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Opps Looks like you path has gone wrong")).toBeVisible();
  });
});

test.describe("reviewing a tool", () => {
  test("when a shopper who paid for the tool reviews it on its page, then it shows; a shopper who did not is told why", async ({
    page,
    newBuyer,
    createProduct,
    placeOrder,
    login,
  }) => {
    const product = await createProduct({ price: 9, minimumOrder: 1, available: 5 });
    const buyer = await newBuyer();
    await payOrder(buyer, (await placeOrder(buyer, product, { quantity: 1 }))._id);

    await login(page, buyer);
    await page.goto(`/tools/${product._id}`);
    const reviews = page.getByRole("region", { name: "Reviews of this tool" });
    await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
    await reviews.getByLabel("Rating").selectOption("4");
    await reviews.getByLabel("Your review").fill("Holds its edge after a month of use.");
    await reviews.getByRole("button", { name: "Post your review" }).click();
    await expect(
      reviews.getByRole("listitem").filter({ hasText: "Holds its edge after a month of use." }),
    ).toBeVisible();
    await expect(reviews.getByRole("button", { name: "Post your review" })).toHaveCount(0);

    const browser = await newBuyer();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await login(page, browser);
    await page.goto(`/tools/${product._id}`);
    await reviews.getByLabel("Your review").fill("Never bought it.");
    await reviews.getByRole("button", { name: "Post your review" }).click();
    await expect(reviews.getByRole("alert")).toHaveText("Only a shopper who has paid for this tool can review it");
  });
});

test.describe("the home page's cards", () => {
  test("when a visitor clicks a card's name or image, then the tool's page opens", async ({ page }) => {
    await page.goto("/");
    const card = productCard(page, "Spirit Level");
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("link", { name: "Spirit Level", exact: true }).first().click();
    await expectPath(page, "/tools/spirit-level");
    await expect(page.getByRole("heading", { level: 1, name: "Spirit Level" })).toBeVisible();
    // Opened by the app, not served: the page asked the API for the tool.
    await expect(page.getByText("$21.40", { exact: true })).toBeVisible();

    await page.goBack();
    const image = productCard(page, "Spirit Level").getByRole("img", { name: "Spirit Level" });
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expectPath(page, "/tools/spirit-level");
    await expect(page.getByRole("heading", { level: 1, name: "Spirit Level" })).toBeVisible();
  });
});
