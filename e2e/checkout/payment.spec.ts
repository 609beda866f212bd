import AxeBuilder from "@axe-core/playwright";
import { ApiError, confirmAtStandIn, createPaymentIntent, type Account } from "../../testkit/shop-client";
import { bookAndOpenPayment, expect, test } from "../fixtures";
import { expectPath, isReddish, rowWith, typeCard } from "../support/pages";

/**
 * The payment journeys offline, with the Payment Element of the local Stripe stand-in's Stripe.js
 * look-alike (its card fields keep the Card Element's placeholders, docs/payments.md): declined
 * with 4000 0000 0000 0002 then paid with 4242 4242 4242 4242; paid with 4000 0000 0000 0259, which
 * the cardholder then disputes; and the return page of payment methods that redirect. Fresh buyers
 * rather than the seeded one: a concurrent re-seed resets the seeded accounts' passwords, which
 * revokes their ID tokens.
 */
test("when the buyer pays an order with a declined card and then with a good one, then Stripe's message shows in red, then the order is paid with its transaction id", async ({
  page,
  signedInBuyer,
  createProduct,
}) => {
  await signedInBuyer();
  const product = await createProduct({ price: 8.5, minimumOrder: 2, available: 10 });

  const orderId = await bookAndOpenPayment(page, product, 3);

  await expect(page.getByRole("heading", { name: `Please Pay for ${product.name}` })).toBeVisible();
  await expect(page.getByText("$25.50")).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay", exact: true });

  await typeCard(page, "4000 0000 0000 0002");
  await pay.click();
  const declined = page.getByRole("alert").filter({ hasText: "Your card was declined." });
  await expect(declined).toBeVisible();
  expect(isReddish(await declined.evaluate((element) => getComputedStyle(element).color))).toBe(true);
  await expect(pay).toBeEnabled();
  await expect(page.getByText("Congrats! Your payment is completed.")).toHaveCount(0);

  await typeCard(page, "4242 4242 4242 4242");
  await pay.click();
  await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
  const receipt = page.getByText(/Your transaction Id:\s*pi_\w+/).last();
  await expect(receipt).toBeVisible();
  const transactionId = /pi_\w+/.exec((await receipt.textContent()) ?? "")![0];
  await expect(pay).toBeDisabled();
  await expect(declined).toHaveCount(0);
  // The server has checked the payment with Stripe (PATCH /booking) and marked the order paid.
  await expect(page.getByText("Your order is marked as paid.")).toBeVisible();

  await page.goto("/dashboard/orders");
  const paidRow = rowWith(page, product.name);
  await expect(paidRow.getByText("paid", { exact: true })).toBeVisible();
  await expect(paidRow).toContainText(transactionId);
  await expect(paidRow.getByRole("link", { name: /pay/i })).toHaveCount(0);

  // The pay link's page now shows the order as paid, with Pay disabled.
  await page.goto(`/dashboard/payment/${encodeURIComponent(orderId)}`);
  await expectPath(page, `/dashboard/payment/${orderId}`);
  await expect(page.getByText(transactionId).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeDisabled();
});

test("when the buyer pays with the dispute test card, then the payment completes and My orders shows the order paid and disputed", async ({
  page,
  signedInBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await signedInBuyer();
  const product = await createProduct({ price: 12, minimumOrder: 1, available: 5 });
  const order = await placeOrder(buyer, product);
  await page.goto(`/dashboard/payment/${order._id}`);

  await typeCard(page, "4000 0000 0000 0259");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
  await expect(page.getByText("Your order is marked as paid.")).toBeVisible();

  // The stand-in's charge.dispute.created reaches the webhook, which flags the order.
  await expect(async () => {
    await page.goto("/dashboard/orders");
    const row = rowWith(page, product.name);
    await expect(row.getByText("Disputed", { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});

/** Confirms the order's PaymentIntent at the stand-in as a redirecting method would have, before the browser comes back. */
async function payOutsideThePage(buyer: Account, orderId: string, paymentMethod: string) {
  const { id, clientSecret } = await createPaymentIntent(buyer, orderId, 1);
  const status = await confirmAtStandIn(id, paymentMethod).then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : Promise.reject(error)),
  );
  return { id, clientSecret, status };
}

test("when a redirecting payment method comes back to the return page with redirect_status succeeded, then the page checks with the server and shows the receipt", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const product = await createProduct({ price: 9, minimumOrder: 1, available: 5 });
  const order = await placeOrder(buyer, product);
  const paid = await payOutsideThePage(buyer, order._id, "pm_card_visa");
  expect(paid.status).toBe(200);
  await login(page, buyer);

  const query = new URLSearchParams({
    payment_intent: paid.id,
    payment_intent_client_secret: paid.clientSecret,
    redirect_status: "succeeded",
  });
  await page.goto(`/dashboard/payment/${order._id}/complete?${query}`);
  await expect(page.getByText("Congrats! Your payment is completed.")).toBeVisible();
  await expect(page.getByText(`Your transaction Id: ${paid.id}`)).toBeVisible();
  await expect(page.getByText("Your order is marked as paid.")).toBeVisible();

  await page.getByRole("link", { name: "My orders" }).last().click();
  await expect(rowWith(page, product.name).getByText("paid", { exact: true })).toBeVisible();
});

test("when a redirecting payment method comes back with redirect_status failed, then the return page says so in red and links back to Pay", async ({
  page,
  login,
  newBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await newBuyer();
  const order = await placeOrder(buyer, await createProduct({ price: 9, minimumOrder: 1, available: 5 }));
  const declined = await payOutsideThePage(buyer, order._id, "pm_card_chargeDeclined");
  expect(declined.status).toBe(402);
  await login(page, buyer);

  await page.goto(`/dashboard/payment/${order._id}/complete?payment_intent=${declined.id}&redirect_status=failed`);
  const failed = page.getByRole("alert").filter({ hasText: "The payment did not go through." });
  await expect(failed).toBeVisible();
  expect(isReddish(await failed.evaluate((element) => getComputedStyle(element).color))).toBe(true);
  await page.getByRole("link", { name: "Back to payment" }).click();
  await expectPath(page, `/dashboard/payment/${order._id}`);
  await expect(page.getByPlaceholder("Card number")).toBeVisible();
});

test("when axe scans the payment page with the card form, then it finds no serious or critical violations", async ({
  page,
  signedInBuyer,
  createProduct,
  placeOrder,
}) => {
  const buyer = await signedInBuyer();
  const order = await placeOrder(buyer, await createProduct({ price: 5, minimumOrder: 1, available: 5 }));
  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByPlaceholder("Card number")).toBeVisible();
  // Pay turns from disabled to enabled once the card form is ready, its colours easing over 250 ms; axe
  // measures contrast as painted, so a scan mid-change reads the blend as too faint.
  const pay = page.getByRole("button", { name: "Pay", exact: true });
  await expect(pay).toBeEnabled();
  await pay.evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);
});
