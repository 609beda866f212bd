import { api, expect, field, test, type Product } from "../fixtures";
import { expectPath, loginLink, productCard } from "../support/pages";

/** A visitor who is not signed in browses the marketing pages, the grid and the 404 page. */

const seededIds = [
  "claw-hammer",
  "cordless-drill",
  "circular-saw",
  "tape-measure",
  "screwdriver-set",
  "adjustable-wrench",
  "spirit-level",
  "combination-pliers",
  "utility-knife",
];

const sections = ["Our Tools", "What our Buyers say", "Chance to customise your kitchen", "Our Annual Summary"];

test.describe("home page", () => {
  test("when a visitor opens the home page, then the video hero carries the three-line slogan", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/surgery/i).first()).toBeVisible();
    await expect(page.getByText(/perfect plan/i).first()).toBeVisible();
    await expect(page.getByText(/perfect tools/i).first()).toBeVisible();

    const video = page.locator("video").first();
    await expect(video).toBeAttached();
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      poster: element.poster,
    }));
    expect(state, "the hero video loops, is muted and has a poster").toMatchObject({ muted: true, loop: true });
    expect(state.poster, "the hero video has a poster image").not.toBe("");
  });

  test("when the visitor prefers reduced motion, then the hero video does not play (it does otherwise)", async ({
    page,
  }) => {
    const playing = () =>
      page
        .locator("video")
        .evaluateAll((videos) => videos.filter((video) => !(video as HTMLVideoElement).paused).length);
    await page.goto("/");
    await expect.poll(playing, { message: "the hero video plays by default" }).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Tools", exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await playing(), "no video plays with prefers-reduced-motion").toBe(0);
    await expect(page.getByText(/perfect tools/i).first()).toBeVisible();
  });

  test("when the products fetch fails, then the grid offers Retry, and Retry fills it", async ({ page }) => {
    let failures = 0;
    await page.route(
      (url) => url.pathname === "/api/products",
      async (route) => {
        if (failures === 0) {
          failures += 1;
          await route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "internal", message: "Something went wrong" } }),
          });
        } else {
          await route.continue();
        }
      },
    );
    await page.goto("/");
    const retry = page.getByRole("button", { name: "Retry" });
    await expect(retry).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
    await retry.click();
    await expect(page.getByRole("link", { name: "Buy Now" }).nth(8)).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test("when a visitor scrolls the home page, then its sections come in the spec's order", async ({ page }) => {
    await page.goto("/");
    const tops: number[] = [];
    for (const name of sections) {
      const heading = page.getByRole("heading", { name, exact: true });
      await expect(heading, `heading '${name}'`).toBeVisible();
      tops.push((await heading.boundingBox())!.y);
    }
    const feedback = page.getByRole("button", { name: "Submit", exact: true });
    await expect(feedback).toBeVisible();
    tops.push((await feedback.boundingBox())!.y);
    expect(tops, "Our Tools, Buyers say, kitchen promo, Annual Summary, feedback form, top to bottom").toEqual(
      [...tops].sort((a, b) => a - b),
    );
    await expect(page.getByRole("contentinfo").getByText("Providing reliable tools since 2011")).toBeVisible();
  });

  test("when the product grid loads, then every product has a card whose 'Buy Now' links to /product/{id}", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Tools", exact: true })).toBeVisible();
    const buyNow = page.getByRole("link", { name: "Buy Now" });
    await expect(buyNow.nth(8), "at least 9 product cards").toBeVisible();

    const hrefs = await buyNow.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const id of seededIds) expect(hrefs, `a 'Buy Now' link to /product/${id}`).toContain(`/product/${id}`);

    const hammer = await api<Product>("GET", "/product/claw-hammer");
    const card = productCard(page, "Claw Hammer");
    await expect(card.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/product/claw-hammer");
    await expect(card).toContainText(hammer.description);
    await expect(card).toContainText(/Price:\s*\$\s*18\.50/);
    await expect(card).toContainText(new RegExp(`Available:\\s*${hammer.available}(?!\\d)`));
    await expect(card.getByRole("img", { name: "Claw Hammer", exact: true })).toHaveAttribute("src", /.+/);
  });

  test("when the reviews load, then each card shows the reviewer and 'rating: N/5'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "What our Buyers say", exact: true })).toBeVisible();
    await expect(page.getByText(/^rating: [1-5]\/5$/).nth(5), "at least 6 review cards").toBeVisible();
    // A seeded review: Tom Becker, 4 of 5.
    const card = page
      .locator("*")
      .filter({ has: page.getByText("Tom Becker", { exact: true }) })
      .filter({ has: page.getByText(/^rating: [1-5]\/5$/) })
      .last();
    await expect(card).toContainText("Solid hammer, good balance.");
    await expect(card.getByText("rating: 4/5", { exact: true })).toBeVisible();
    await expect(card.getByRole("img").first()).toBeVisible();
  });

  test("when a visitor reaches the promo, then it offers the kitchen coupon and 'Get Started'", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Chance to customise your kitchen", exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(page.getByText(/\$3,000\.00/).first()).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Get Started" }).or(page.getByRole("link", { name: "Get Started" })),
    ).toBeVisible();
  });

  test("when 'Our Annual Summary' scrolls into view, then the counters reach 10000, 50000 and 96%", async ({
    page,
  }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Our Annual Summary", exact: true });
    await heading.scrollIntoViewIfNeeded();
    for (const caption of [
      "Total Shop",
      "Products Shipped",
      "Tasks done",
      "21% more than last month",
      "34% more than last month",
      "92% positive Rating",
    ]) {
      await expect(page.getByText(caption, { exact: true }), caption).toBeVisible();
    }
    // 5 s delay plus 2.75 s of counting.
    await expect(page.getByText(/^10,?000\+?$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^50,?000\+?$/)).toBeVisible();
    await expect(page.getByText(/^96\s*%$/)).toBeVisible();
  });

  test("when a visitor fills the feedback form and submits, then nothing is sent and the page stays", async ({
    page,
  }) => {
    await page.goto("/");
    const sent: string[] = [];
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    await submit.scrollIntoViewIfNeeded();
    await field(page, "Your Name").fill("Vera Visitor");
    await field(page, "Email").fill("vera@example.com");
    await field(page, "Comment").fill("Lovely tools.");
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
    });
    await submit.click();
    await page.waitForTimeout(500);
    expect(sent, "the feedback form is not wired").toEqual([]);
    await expectPath(page, "/");
  });

  test("when /home is opened, then it is the home page", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Our Tools", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy Now" }).first()).toBeVisible();
  });

  test("when the home page loads, then the browser console shows no errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Buy Now" }).nth(8)).toBeVisible();
    await expect(page.getByText(/^rating: [1-5]\/5$/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("top bar and other pages", () => {
  test("when a visitor is signed out, then the top bar has Home, Blogs, About and Login but no Dashboard", async ({
    page,
  }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    for (const name of ["Home", "Blogs", "About"]) {
      await expect(bar.getByRole("link", { name, exact: true }), name).toBeVisible();
    }
    await expect(loginLink(page)).toBeVisible();
    await expect(bar.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
  });

  test("when a visitor opens Blogs from the top bar, then the three tips sections show", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Blogs", exact: true }).click();
    await expectPath(page, "/blogs");
    await expect(page.getByRole("heading", { name: /safety/i }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /wood/i }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /nails/i }).first()).toBeVisible();
    const main = page.getByRole("main");
    for (const point of [/material/i, /handle/i, /blade/i, /brand/i, /review/i]) {
      await expect(main.getByText(point).first(), `the wood tools section covers ${point}`).toBeVisible();
    }
  });

  test("when a visitor opens About from the top bar, then 'About us' and the shop's story show", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
    await expectPath(page, "/about");
    await expect(page.getByRole("heading", { name: "About us", exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText(/family/i)
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText(/satisf/i)
        .first(),
    ).toBeVisible();
    const video = page.getByRole("main").locator("video");
    await expect(video).toBeAttached();
    expect(await video.evaluate((element: HTMLVideoElement) => element.loop)).toBe(true);
  });

  test("when a page opens, then index.html fetches its chunks with the entry; home and login never load MUI", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const loadsMui = () => requests.some((path) => /^\/assets\/mui-core-[\w-]+\.js$/.test(path));
    for (const path of ["/", "/login"]) {
      requests.length = 0;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(loadsMui(), `${path} loads no MUI`).toBe(false);
    }
    requests.length = 0;
    await page.goto("/about");
    // index.html's inline script added the route's chunks to the head: they load with the entry.
    for (const chunk of ["mui-core", "about-page"]) {
      await expect(
        page.locator(`head > link[rel="preload"][as="script"][href^="/assets/${chunk}-"]`),
        chunk,
      ).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "About us", exact: true })).toBeVisible();
    expect(loadsMui()).toBe(true);
    // A path no route matches: the 404 page's chunk.
    await page.goto("/no/such/place");
    await expect(page.locator('head > link[rel="preload"][as="script"][href^="/assets/not-found-page-"]')).toHaveCount(
      1,
    );
  });

  test("when a signed-out visitor opens a product's page, then they log in first and the tool is not asked for", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/product/")) calls.push(request.url());
    });
    await page.goto("/product/claw-hammer");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
  });

  test("when a visitor opens an unknown path, then the 404 page says the path has gone wrong", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByText("Opps Looks like you path has gone wrong")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Tools" })).toHaveCount(0);
  });
});

test("when a signed-out visitor clicks 'Buy Now' and logs in, then they return to that product", async ({
  page,
  login,
  newBuyer,
}) => {
  const buyer = await newBuyer();
  await page.goto("/");
  await productCard(page, "Claw Hammer").getByRole("link", { name: "Buy Now" }).click();
  await expectPath(page, "/login");
  await login(page, buyer);
  await expectPath(page, "/product/claw-hammer");
  await expect(page.getByText("Claw Hammer", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Purchase", exact: true })).toBeVisible();
});
