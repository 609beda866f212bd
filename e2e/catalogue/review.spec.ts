import { expect, field, tag, test } from "../fixtures";
import { chooseOption, expectPath, toast } from "../support/pages";

/** Add a review (/dashboard/review) and find it under 'What our Buyers say' on the home page. */

test("when a buyer submits a review, then 'Comment Submitted' shows and the review appears on the home page", async ({
  page,
  login,
  newBuyer,
}) => {
  const buyer = await newBuyer({ name: `Rita Reviewer ${tag(4)}` });
  const comment = `The spirit level is dead accurate, tested it on my new shelves (${tag(6)}).`;

  await login(page, buyer);
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  await page.getByRole("link", { name: "Add a review", exact: true }).click();
  await expectPath(page, "/dashboard/review");

  const name = field(page, "Name");
  await expect(name).toHaveValue(buyer.name);
  await expect(name).toBeDisabled();
  await chooseOption(page, field(page, "Rating"), "4");
  await field(page, "Comment").fill(comment);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toast(page, "Comment Submitted")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "What our Buyers say", exact: true })).toBeVisible();
  const card = page
    .locator("*")
    .filter({ has: page.getByText(comment) }) // the card may wrap it in quotes
    .filter({ has: page.getByText(/^rating: [1-5]\/5$/) })
    .last();
  await expect(card).toBeVisible();
  await expect(card.getByText(buyer.name, { exact: true })).toBeVisible();
  await expect(card.getByText("rating: 4/5", { exact: true })).toBeVisible();
});

test("when the rating is chosen, then it offers exactly 1 to 5", async ({ page, signedInBuyer }) => {
  await signedInBuyer({ at: "/dashboard/review" });
  const rating = field(page, "Rating");
  await expect(rating).toBeVisible();
  const isNative = await rating.evaluate((element) => element.tagName === "SELECT");
  let options: string[];
  if (isNative) {
    options = await rating
      .locator("option")
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  } else {
    await rating.click();
    options = (await page.getByRole("option").allTextContents()).map((text) => text.trim());
    await page.keyboard.press("Escape");
  }
  expect(options).toEqual(["1", "2", "3", "4", "5"]);
});
