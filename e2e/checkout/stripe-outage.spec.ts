import { urls } from "../../ports/ports";
import { availableOf, expect, test } from "../fixtures";
import { typeCard } from "../support/pages";

/**
 * Stripe down while a shopper opens the payment page (the stand-in told to fail through its
 * /_faults control): the page says card payments are unavailable for a moment, the order keeps
 * its stock, and once Stripe is back "Try again" brings the card form and the payment goes through.
 */
const faults = (method: "POST" | "DELETE", body?: unknown) =>
  fetch(`${urls.stripe}/_faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test.afterEach(async () => {
  await faults("DELETE");
});

test("when Stripe is down as the buyer opens the payment page, then the page says card payments are unavailable for a moment, and once Stripe is back the buyer pays", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const product = await createProduct({ price: 6, minimumOrder: 1, available: 5 });
  const order = await placeOrder(buyer, product, { quantity: 2 });
  await login(page, buyer);

  expect((await faults("POST", { mode: "error" })).ok).toBe(true);
  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByRole("heading", { name: `Please Pay for ${product.name}` })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Card payments are unavailable for a moment" });
  await expect(notice).toBeVisible();
  await expect(page.getByPlaceholder("Card number")).toHaveCount(0);
  expect(await availableOf(product._id)).toBe(3);

  await faults("DELETE");
  await notice.getByRole("button", { name: "Try again" }).click();
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
  await expect(page.getByText("Your order is marked as paid.")).toBeVisible();
  expect(await availableOf(product._id)).toBe(3);
});
