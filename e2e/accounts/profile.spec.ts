import { api, expect, field, openVerificationLink, test, verificationCodes } from "../fixtures";
import { toast } from "../support/pages";

/** Profile (/dashboard, the default page): who you are, and phone, GitHub and Facebook saved with "Update". */

interface Profile {
  displayName: string;
  phone: string;
  github: string;
  facebook: string;
}

test("when a buyer updates phone, GitHub and Facebook, then 'Update Successfully' shows and the values stay after a reload", async ({
  page,
  login,
  newBuyer,
}) => {
  const buyer = await newBuyer();
  await login(page, buyer);
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  const main = page.getByRole("main");
  await expect(main.getByText(buyer.name).first()).toBeVisible();
  await expect(main.getByText(buyer.email, { exact: true }).first()).toBeVisible();
  // The avatar: the account's photo, or (no photo, as here) its initial.
  await expect(
    main
      .getByRole("img", { name: /avatar/i })
      .or(main.getByText(buyer.name[0]!, { exact: true }))
      .first(),
    "an avatar",
  ).toBeVisible();

  const values = {
    phone: "+1 555 0199",
    github: "https://github.com/e2e-buyer",
    facebook: "https://facebook.com/e2e.buyer",
  };
  await field(page, "Phone").fill(values.phone);
  await field(page, "GitHub").fill(values.github);
  await field(page, "Facebook").fill(values.facebook);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(toast(page, "Update Successfully")).toBeVisible();

  const saved = await api<Profile>("GET", `/profile/${encodeURIComponent(buyer.email)}`, { token: buyer.idToken });
  expect(saved).toMatchObject(values);

  await page.reload();
  await expect(field(page, "Phone")).toHaveValue(values.phone);
  await expect(field(page, "GitHub")).toHaveValue(values.github);
  await expect(field(page, "Facebook")).toHaveValue(values.facebook);
});

test("when a buyer has not verified their email, then the profile says so and sends the link again; once verified, it says verified", async ({
  page,
  signedInBuyer,
}) => {
  const buyer = await signedInBuyer({ at: "/dashboard" });
  const main = page.getByRole("main");
  await expect(main.getByText("Your email address is not verified yet.", { exact: false })).toBeVisible();
  const before = (await verificationCodes(buyer.email)).length;
  await main.getByRole("button", { name: "Send the link again" }).click();
  await expect(toast(page, `We sent a new verification link to ${buyer.email}`)).toBeVisible();
  await expect.poll(async () => (await verificationCodes(buyer.email)).length).toBe(before + 1);

  // Opening the link (as the owner would, from the mail) verifies the address.
  await openVerificationLink(buyer.email);
  await page.reload();
  await expect(main.getByText("Your email address is verified.")).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`when a signed-in buyer opens the dashboard ${width} px wide, then index.html paints its title and "Signed in as" line before the app, in the boxes the app draws them`, async ({
    page,
    signedInBuyer,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const buyer = await signedInBuyer({ at: "/dashboard" });
    const heading = page.getByRole("heading", { level: 1, name: "Dashboard" });
    const line = page.getByText(`Signed in as ${buyer.name}`, { exact: true });
    const boxes = async () => [await heading.boundingBox(), await line.boundingBox()];
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    const drawnByApp = await boxes();

    // Without its scripts the page is index.html's alone (the app's would replace it).
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(line).toBeVisible();
    expect(await page.locator(".shell-dashboard").isVisible()).toBe(true);
    expect(await boxes()).toEqual(drawnByApp);
  });
}
