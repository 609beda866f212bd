import type { Page } from "@playwright/test";
import { mailsAboutOrder } from "../../testkit/shop-client";
import { urls } from "../../ports/ports";
import { bookAndOpenPayment, expect, test } from "../fixtures";
import { typeCard } from "../support/pages";

/**
 * Order mail as a shopper meets it: buy and pay in the browser, then the local inbox
 * (http://127.0.0.1:8025, the mail catcher `npm start` runs) holds the "placed" mail with the pay
 * link and the "paid" receipt naming the transaction ID, and the receipt reads on a phone.
 */

/** Elements of the page whose box reaches past the viewport's sides: what a phone would cut off. */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .map((element) => ({ tag: element.tagName, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < -1 || rect.right > width + 1))
      .map(({ tag, rect }) => `${tag} ${Math.round(rect.left)}..${Math.round(rect.right)}`);
  });

test("when a buyer purchases and pays, then the local inbox holds the 'placed' mail and a receipt naming the transaction ID", async ({
  page,
  login,
  newBuyer,
  createProduct,
}) => {
  const buyer = await newBuyer({ verified: true });
  const product = await createProduct({ price: 8.5, minimumOrder: 1, available: 10 });

  await login(page, buyer);
  const orderId = await bookAndOpenPayment(page, product, 3);

  const placedBy = Date.now();
  await expect
    .poll(async () => (await mailsAboutOrder(orderId)).map((mail) => mail.subject), { timeout: 10_000 })
    .toEqual([expect.stringMatching(new RegExp(`^Order placed: 3 x ${product.name}, please pay by `))]);
  const [placed] = await mailsAboutOrder(orderId);
  expect(placed!.to).toEqual([{ address: buyer.email, name: "" }]);
  expect(placed!.text).toContain(`${urls.web}/dashboard/payment/${orderId}`);
  expect(Date.now() - placedBy).toBeLessThan(10_000);

  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const shown = page.getByText(/Your transaction Id:\s*pi_\w+/).last();
  await expect(shown).toBeVisible();
  const transactionId = /pi_\w+/.exec((await shown.textContent()) ?? "")![0];

  await expect
    .poll(async () => (await mailsAboutOrder(orderId)).find((mail) => mail.subject.startsWith("Receipt:"))?.text, {
      timeout: 10_000,
    })
    .toContain(`Transaction ID: ${transactionId}`);
  const receipt = (await mailsAboutOrder(orderId)).find((mail) => mail.subject.startsWith("Receipt:"))!;
  expect(receipt.subject).toBe(`Receipt: $25.50 paid for 3 x ${product.name}`);

  // The inbox page shows it to a developer; the receipt's HTML reads on a phone, nothing cut off.
  await page.goto(urls.mailInbox);
  await expect(page.getByRole("heading", { name: receipt.subject })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${urls.mailInbox}/email/${receipt.id}/html`);
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(page.getByText("Total", { exact: true })).toBeVisible();
  expect(await cutOff(page)).toEqual([]);
});
