import type { Page } from "@playwright/test";
import { accessToken, expect, field, signIn, submitLogin, tag, test, verificationCodes } from "../fixtures";
import { expectPath, isReddish, loginLink, signOutControl } from "../support/pages";

/** Signing up, logging in and out, with every validation message of spec section 5. */

const message = {
  emailRequired: "Email is required",
  emailInvalid: "email is required",
  passwordRequired: "Password is required",
  passwordShort: "must be 6 characters or longer",
  nameRequired: "Name is required",
};

/** Exact and case-sensitive: "Email is required" and "email is required" are different messages. */
const shows = (page: Page, text: string) => page.getByText(text, { exact: true });

async function fillSignup(page: Page, values: { name: string; email: string; password: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Password").fill(values.password);
}

const signupButton = (page: Page) => page.getByRole("button", { name: "signup", exact: true });
const loginButton = (page: Page) => page.getByRole("button", { name: "login", exact: true });

test.describe("login form", () => {
  test("when the login form is sent empty, then it says 'Email is required' and 'Password is required'", async ({
    page,
  }) => {
    await page.goto("/login");
    await loginButton(page).click();
    await expect(shows(page, message.emailRequired)).toBeVisible();
    await expect(shows(page, message.passwordRequired)).toBeVisible();
    await expectPath(page, "/login");
  });

  test("when the address is malformed and the password short, then it says 'email is required' and 'must be 6 characters or longer'", async ({
    page,
  }) => {
    await page.goto("/login");
    await submitLogin(page, "abc", "12345");
    await expect(shows(page, message.emailInvalid)).toBeVisible();
    await expect(shows(page, message.passwordShort)).toBeVisible();
    await expect(shows(page, message.emailRequired)).toHaveCount(0);
    expect(await accessToken(page)).toBeNull();
  });

  for (const address of ["jane.doe+tools@mail.co.uk", "first-last@workshop.example.com", "diy@tools.store"]) {
    test(`when a real address like ${address} replaces a malformed one, then the email error goes away`, async ({
      page,
    }) => {
      await page.goto("/login");
      await submitLogin(page, "abc", "secret123");
      await expect(shows(page, message.emailInvalid)).toBeVisible();
      await submitLogin(page, address, "secret123");
      await expect(shows(page, message.emailInvalid)).toHaveCount(0);
      await expect(shows(page, message.emailRequired)).toHaveCount(0);
    });
  }

  test("when the password is wrong, then the provider's error shows in red and nobody is signed in", async ({
    page,
    newBuyer,
  }) => {
    const buyer = await newBuyer();
    await page.goto("/login");
    await submitLogin(page, buyer.email, "not-the-password");
    const error = page
      .getByRole("main")
      .getByText(/invalid|wrong|incorrect|credential/i)
      .first();
    await expect(error).toBeVisible();
    expect(isReddish(await error.evaluate((element) => getComputedStyle(element).color)), "the error is red").toBe(
      true,
    );
    await expectPath(page, "/login");
    expect(await accessToken(page)).toBeNull();
  });

  test("when a buyer logs in from /login, then accessToken is stored and they land on /", async ({
    page,
    login,
    newBuyer,
  }) => {
    const buyer = await newBuyer();
    await page.goto("/login");
    expect(await accessToken(page)).toBeNull();
    await login(page, buyer);
    await expectPath(page, "/");
    expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/); // a JWT
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  });

  test("when a signed-in buyer signs out, then accessToken is removed and the top bar offers Login", async ({
    page,
    login,
    newBuyer,
  }) => {
    const buyer = await newBuyer();
    await login(page, buyer);
    expect(await accessToken(page)).toBeTruthy();
    await signOutControl(page).click();
    await expect(loginLink(page)).toBeVisible();
    await expect.poll(() => accessToken(page)).toBeNull();
    await page.reload();
    await expect(loginLink(page), "still signed out after a reload").toBeVisible();
  });

  test("when the login page is open, then it links to signup and offers 'Continue with google'", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Continue with google" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /sign ?up/i })
      .click();
    await expectPath(page, "/signup");
  });
});

test("when someone continues with Google, then the Auth emulator's account page signs them in", async ({
  page,
  context,
}) => {
  // The emulator's fake Google page pulls styles from CDNs; offline, fail those fast.
  await context.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) => route.abort());
  const email = `gina.google-${tag(6)}@example.com`;
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with google" }).click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Add new account" }).click();
  // A third-party page whose inputs have no usable label: ids are all it offers.
  await popup.locator("#email-input").fill(email);
  await popup.locator("#display-name-input").fill("Gina Google");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: /Sign in with Google/ }).click();
  await closed;
  await expect.poll(() => accessToken(page), { message: "accessToken after Google sign-in" }).toBeTruthy();
  await expectPath(page, "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
});

test.describe("signup form", () => {
  test("when the signup form is sent empty, then it says 'Name is required', 'Email is required' and 'Password is required'", async ({
    page,
  }) => {
    await page.goto("/signup");
    await signupButton(page).click();
    await expect(shows(page, message.nameRequired)).toBeVisible();
    await expect(shows(page, message.emailRequired)).toBeVisible();
    await expect(shows(page, message.passwordRequired)).toBeVisible();
    await expectPath(page, "/signup");
  });

  test("when the address is malformed and the password short, then signup says 'email is required' and 'must be 6 characters or longer'", async ({
    page,
  }) => {
    await page.goto("/signup");
    await fillSignup(page, { name: "Sam Shortpass", email: "abc", password: "12345" });
    await signupButton(page).click();
    await expect(shows(page, message.emailInvalid)).toBeVisible();
    await expect(shows(page, message.passwordShort)).toBeVisible();
    await expect(shows(page, message.nameRequired)).toHaveCount(0);
    await expectPath(page, "/signup");
  });

  test("when someone signs up with a real address like jane.doe+tools@mail.co.uk, then they land on /home under their name", async ({
    page,
  }) => {
    const name = `Jane Doe ${tag(4)}`;
    const email = `jane.doe+tools-${tag(6)}@mail.co.uk`;
    const password = "hammer-time";
    await page.goto("/signup");
    await fillSignup(page, { name, email, password });
    await signupButton(page).click();
    await expectPath(page, "/home");
    await expect.poll(() => accessToken(page), { message: "accessToken after signup" }).toBeTruthy();

    // The account exists with its display name set.
    const { idToken: token } = await signIn(email, password);
    const [, payload] = token.split(".");
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toMatchObject({ name, email });
    // Signup sent the verification mail (the Auth emulator keeps it in its outbox).
    expect(await verificationCodes(email)).toHaveLength(1);

    await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
    await expectPath(page, "/dashboard");
    await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
  });

  test("when someone signs up with an address already in use, then the provider's error shows in red", async ({
    page,
    newBuyer,
  }) => {
    const existing = await newBuyer();
    await page.goto("/signup");
    await fillSignup(page, { name: "Second Try", email: existing.email, password: "another-pass" });
    await signupButton(page).click();
    const error = page
      .getByRole("main")
      .getByText(/already[ -](exists|in[ -]use)/i)
      .first();
    await expect(error).toBeVisible();
    expect(isReddish(await error.evaluate((element) => getComputedStyle(element).color)), "the error is red").toBe(
      true,
    );
    await expectPath(page, "/signup");
  });

  test("when the signup page is open, then it links to login and offers Google sign-in", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: /google/i })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /log ?in/i })
      .click();
    await expectPath(page, "/login");
  });
});
