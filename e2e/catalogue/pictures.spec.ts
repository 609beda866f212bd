import type { Browser, Locator, Page } from "@playwright/test";
import type { Product, ProductImage } from "@hometools/contract";
import { cameraPhoto, uploadPhoto } from "../../testkit/photos";
import { deleteProduct, newProduct, signInAdmin } from "../../testkit/shop-client";
import { expect, tag, test } from "../fixtures";

/**
 * A tool's photos on the shop's pages (docs/decisions/046): the owner uploads a camera's JPEG
 * through the API; the tool's page as served holds the first photo with its renditions (srcset,
 * sizes, its size) and preloads it, the browser picks a rendition for its screen, nothing moves when
 * the app takes over, the list and home cards use the renditions too, and the JSON-LD names the
 * photos by absolute addresses that load.
 */

let tool: Product;
let photo: ProductImage;
let second: ProductImage;

test.beforeAll(async () => {
  const token = (await signInAdmin()).idToken;
  tool = await newProduct(
    { name: `Photo Drill ${tag(6)}`, available: 20, description: "A drill with photos, made for the browser tests." },
    token,
  );
  photo = await uploadPhoto(token, tool._id, await cameraPhoto(2000, 1500), "The drill on a workbench");
  second = await uploadPhoto(token, tool._id, await cameraPhoto(1500, 2000), "The drill from above");
});

test.afterAll(async () => {
  // Deleting the tool deletes its photos' files (docs/api.md, "Photos").
  if (tool) await deleteProduct((await signInAdmin()).idToken, tool._id);
});

/** Each rendition of a photo: its address and width, narrowest first. */
const renditionsOf = (image: ProductImage) =>
  image.srcset.split(", ").map((entry) => {
    const [url, width] = entry.split(" ");
    return { url: url!, width: Number.parseInt(width!, 10) };
  });

/** What the served HTML says about the tool's picture, read by the browser's parser with no script run. */
async function servedPicture(page: Page, html: string, card: string | null) {
  return page.evaluate(
    ({ html, card }) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const img = card ? doc.querySelector(`a[href="${card}"] > img`) : doc.querySelector("#root main img");
      const attributes = (element: Element | null) =>
        element
          ? Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]))
          : null;
      return {
        img: attributes(img),
        preloads: [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].map(attributes),
        og: doc.head.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
        jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
        ),
      };
    },
    { html, card },
  );
}

test("when a tool has photos, then its page as served holds the first with srcset, sizes and its size, preloads it, and names every photo in its JSON-LD by an absolute address that loads", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get(`/tools/${tool._id}`);
  expect(response.status()).toBe(200);
  const served = await servedPicture(page, await response.text(), null);

  expect(served.img).toMatchObject({
    src: photo.src,
    srcset: photo.srcset,
    alt: "The drill on a workbench",
    width: "2000",
    height: "1500",
    fetchpriority: "high",
  });
  expect(served.img!.sizes).toMatch(/px/);
  expect(served.img).not.toHaveProperty("loading");
  expect(served.preloads).toEqual([
    {
      rel: "preload",
      as: "image",
      fetchpriority: "high",
      href: photo.src,
      imagesrcset: photo.srcset,
      imagesizes: served.img!.sizes,
    },
  ]);

  const widest = (image: ProductImage) => `${baseURL}${renditionsOf(image).at(-1)!.url}`;
  expect(served.og).toBe(widest(photo));
  const product = served.jsonLd.find((block) => block["@type"] === "Product")!;
  expect(product.image).toEqual([widest(photo), widest(second)]);
  for (const url of product.image as string[]) {
    expect(url).toMatch(/^https?:\/\/[^/]+\/media\/[0-9a-f]{32}-1280\.webp$/);
    const image = await request.get(url);
    expect(image.status(), url).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
  }
});

/** From the page's next load on, `window.shifts` holds each layout shift (a PerformanceObserver's, from the start). */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The picture lies where `before` was (within a pixel) and, a frame later, the page has had no layout shift. */
async function expectSameBoxNoShift(
  page: Page,
  picture: Locator,
  before: { x: number; y: number; width: number; height: number },
) {
  const after = (await picture.boundingBox())!;
  for (const side of ["x", "y", "width", "height"] as const)
    expect(Math.abs(after[side] - before[side])).toBeLessThan(1);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
}

/** The page's picture, its box, and the layout shifts the page has had (a PerformanceObserver's, from the start). */
async function openToolPage(browser: Browser, viewport: { width: number; height: number }, scripts: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: scripts });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  const media: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) media.push(new URL(request.url()).pathname);
  });
  await page.goto(`/tools/${tool._id}`);
  // Add to cart is the app's alone: once it shows, the app has replaced the served page.
  if (scripts) await expect(page.getByRole("button", { name: `Add to cart: ${tool.name}` })).toBeVisible();
  const picture = page.getByRole("img", { name: "The drill on a workbench" });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  return { context, page, picture, media };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`when a tool's page with photos opens ${viewport.width} px wide, then the browser draws the rendition the served page drew (not the widest, on a 1x screen) in the same box, with no layout shift`, async ({
    browser,
  }) => {
    const shell = await openToolPage(browser, viewport, false);
    const before = (await shell.picture.boundingBox())!;
    const shellSrc = await shell.picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    await shell.context.close();

    const app = await openToolPage(browser, viewport, true);
    try {
      const { picture, page, media } = app;
      const shown = await picture.evaluate((img: HTMLImageElement) => ({
        currentSrc: new URL(img.currentSrc).pathname,
        srcset: img.getAttribute("srcset"),
        sizes: img.getAttribute("sizes"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      }));
      expect(shown).toMatchObject({ srcset: photo.srcset, width: "2000", height: "1500" });
      // One of the photo's renditions, the one the served page's picture took: the app asks for nothing more.
      expect(renditionsOf(photo).map((rendition) => rendition.url)).toContain(shown.currentSrc);
      expect(new URL(shellSrc).pathname).toBe(shown.currentSrc);
      // On a 1x screen no box of the page is wider than 640 px: the 1280 px rendition is for denser screens.
      expect(shown.currentSrc).not.toBe(renditionsOf(photo).at(-1)!.url);
      // The preload, the served <img> and the app's <img> asked for the same rendition: fetched once.
      expect(media).toEqual([shown.currentSrc]);
      // The box the served page drew is the app's: the picture is where it was, its size known before it loaded.
      await expectSameBoxNoShift(page, picture, before);
    } finally {
      await app.context.close();
    }
  });
}

test("when a tool's page opens on a 3x phone, then the browser takes the widest rendition its pixels need", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await page.goto(`/tools/${tool._id}`);
    const picture = page.getByRole("img", { name: "The drill on a workbench" });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toBe(renditionsOf(photo).at(-1)!.url);
  } finally {
    await context.close();
  }
});

test("when a tool has photos, then its card on /tools (served and drawn by the app) and on the home page uses its renditions", async ({
  page,
  request,
}) => {
  const href = `/tools/${tool._id}`;
  // The newest tools are /tools' first page, served as static cards.
  const served = await servedPicture(page, await (await request.get("/tools")).text(), href);
  expect(served.img).toMatchObject({ src: photo.src, srcset: photo.srcset, width: "2000", height: "1500" });
  expect(served.img!.sizes).toMatch(/px/);

  const cardPicture = (at: Page) =>
    at
      .getByRole("article")
      .filter({ has: at.getByRole("heading", { name: tool.name, exact: true }) })
      .getByRole("img", { name: "The drill on a workbench" });

  await page.goto("/tools");
  await expect(page.getByRole("combobox", { name: "Sort" })).toBeVisible(); // the app's, not the served page
  const listed = cardPicture(page);
  await expect(listed).toHaveAttribute("srcset", photo.srcset);
  // The app's card asks for the same rendition the served card did.
  await expect(listed).toHaveAttribute("sizes", served.img!.sizes!);
  await expect(listed).toHaveAttribute("width", "2000");

  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search tools" }).fill(tool.name);
  const home = cardPicture(page);
  await expect(home).toHaveAttribute("srcset", photo.srcset);
  await expect(home).toHaveAttribute("loading", "lazy");
  // The grid may draw the card again when the search's answer arrives: scroll to the card it shows then.
  await expect(async () => {
    await home.scrollIntoViewIfNeeded({ timeout: 2000 });
    expect(await home.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toMatch(
      /^\/media\/[0-9a-f]{32}-(320|640|1280)\.webp$/,
    );
  }).toPass();
});

test("when a signed-in shopper opens a tool's purchase page, then its photo shows (on a phone and a laptop) before the app's code has run, in the box the app draws it, and nothing moves when the app takes over", async ({
  page,
  signedInBuyer,
}) => {
  await signedInBuyer();
  await recordLayoutShifts(page);
  const picture = page.getByRole("img", { name: "The drill on a workbench" });
  const loaded = () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);

    // index.html alone: the app's scripts never arrive, so what shows is the inline script's drawing.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`/product/${tool._id}`);
    await expect(picture).toBeVisible();
    await expect.poll(loaded).toBeTruthy();
    const shell = await picture.evaluate((img: HTMLImageElement) => ({
      id: img.id,
      srcset: img.getAttribute("srcset"),
      currentSrc: new URL(img.currentSrc).pathname,
    }));
    expect(shell).toMatchObject({ id: "shell-product-picture", srcset: photo.srcset });
    expect(renditionsOf(photo).map((rendition) => rendition.url)).toContain(shell.currentSrc);
    const before = (await picture.boundingBox())!;

    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Place your order" })).toBeVisible();
    await expect.poll(loaded).toBeTruthy();
    expect(await picture.evaluate((img: HTMLImageElement) => img.id)).not.toBe("shell-product-picture");
    expect(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(shell.currentSrc);
    await expectSameBoxNoShift(page, picture, before);
  }
});
