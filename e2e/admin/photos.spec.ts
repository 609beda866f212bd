import { writeFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { IMAGE_MAX_BYTES, type ProductDetail, type ProductImage } from "@hometools/contract";
import sharp from "sharp";
import { api, call, expect, field, getProduct, seedAdmin, tag, test, type Product } from "../fixtures";
import { deleteProduct } from "../../testkit/shop-client";
import { expectNoSeriousViolations } from "../support/axe";
import { rowWith, toast } from "../support/pages";
import { declaredPng, hugeJpeg, phoneJpeg, plainPng } from "../support/photos";

/**
 * A tool's photos in the owner's screens (docs/api.md, "Photos"): picked in Edit or Add Product,
 * described, sent with their progress, shown upright and without their metadata on the tool's page;
 * a photo over 10 MiB made smaller by the browser; what is no photo refused under it; the photos
 * reordered, removed and described again by keyboard.
 */

const detail = (id: string) => getProduct(id) as Promise<ProductDetail>;

async function openEdit(page: Page, product: Pick<Product, "name">): Promise<Locator> {
  await page.goto("/dashboard/manageProduct");
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
  const row = rowWith(page.getByRole("table", { name: "Products" }), product.name);
  await row.getByRole("button", { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${product.name}` });
  await expect(field(dialog, "Name")).toHaveValue(product.name);
  return dialog;
}

const photosOf = (scope: Page | Locator) => scope.getByRole("region", { name: "Photos" });
/** The photo listed `place`th (from 1) in the section. */
const photo = (section: Locator, place: number) => section.getByRole("listitem").nth(place - 1);
const saidIn = (section: Locator) => section.getByRole("status");

/** POST /products/{id}/images through the API, as arranged data. */
async function addPhoto(token: string, id: string, alt: string): Promise<ProductImage> {
  const form = new FormData();
  form.append("file", new Blob([await plainPng(400, 300)], { type: "image/png" }), "photo.png");
  form.append("alt", alt);
  const result = await call<ProductImage>("POST", `/products/${id}/images`, { token, form });
  expect(result.status, result.text.slice(0, 300)).toBe(201);
  return result.body;
}

test.describe("photos in the owner's screens", () => {
  test("when the owner adds a phone's photo (EXIF orientation 6, GPS) with its alt text in Edit, then its progress shows, the tool's page shows it upright, and what the shop serves carries no metadata", async ({
    page,
    login,
    createProduct,
  }) => {
    // A 12-megapixel photo decoded and made into three sizes by the emulated function, often its first
    // (sharp loads then): a minute beside another worker on two cores.
    test.slow();
    const product = await createProduct({ name: `Drill ${tag(5)}`, price: 49 });
    const jpeg = await phoneJpeg();
    const taken = await sharp(jpeg).metadata();
    expect([taken.width, taken.height, taken.orientation]).toEqual([4032, 3024, 6]);
    expect(taken.exif?.toString("latin1")).toContain("Acme");
    expect(jpeg.length).toBeGreaterThan(3_000_000);
    expect(jpeg.length).toBeLessThan(IMAGE_MAX_BYTES);

    await login(page, seedAdmin);
    const dialog = await openEdit(page, product);
    const section = photosOf(dialog);
    await section
      .getByLabel("Choose photos")
      .setInputFiles({ name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: jpeg });
    await expect(photo(section, 1).getByRole("img", { name: "Photo 1, IMG_0001.JPG" })).toBeVisible();
    await field(section, "Describe photo 1").fill("The drill on the workbench");
    await section.getByRole("button", { name: "Save photos" }).click();
    const progress = section.getByRole("progressbar", { name: "Uploading photo 1" });
    await expect(progress).toBeVisible();
    await expect(saidIn(section)).toHaveText(`Saved: 1 photo of ${product.name}.`, { timeout: 30_000 });
    await expect(progress).toHaveCount(0);
    // The preview is now the shop's own rendition, and it is the main picture.
    await expect(photo(section, 1).getByRole("img", { name: "The drill on the workbench" })).toHaveAttribute(
      "src",
      /^\/media\/[0-9a-f]{32}-640\.webp$/,
    );
    await expect(dialog.getByText(/^Main picture: the first photo/)).toBeVisible();

    const saved = await detail(product._id);
    expect(saved.images).toHaveLength(1);
    const [image] = saved.images;
    expect(image).toMatchObject({ alt: "The drill on the workbench", width: 3024, height: 4032 });
    expect(saved.img).toBe(image!.src);

    // What a shopper sees: the tool's page, the picture upright (taller than wide).
    await page.goto(`/tools/${product._id}`);
    const picture = page
      .getByRole("main")
      .getByRole("img", { name: product.name, exact: true })
      .or(page.getByRole("main").getByRole("img", { name: image!.alt, exact: true }))
      .first();
    await expect(picture).toHaveAttribute("src", /^\/media\//);
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeTruthy();
    const [shownWidth, shownHeight] = await picture.evaluate((element: HTMLImageElement) => [
      element.naturalWidth,
      element.naturalHeight,
    ]);
    expect(shownWidth).toBeLessThan(shownHeight!);

    // What the shop serves: an upright WebP with no EXIF (no GPS), no XMP, no ICC profile.
    for (const entry of image!.srcset.split(", ")) {
      const [url, width] = entry.split(" ");
      const answer = await page.request.get(url!);
      expect(answer.status(), url).toBe(200);
      const served = await sharp(await answer.body()).metadata();
      expect(served).toMatchObject({ format: "webp", width: Number(width!.replace("w", "")) });
      expect(served.height).toBeGreaterThan(served.width);
      expect(served.exif, `${url}: EXIF, and its GPS`).toBeUndefined();
      expect(served.xmp, `${url}: XMP`).toBeUndefined();
      expect(served.icc, `${url}: ICC profile`).toBeUndefined();
      expect(served.orientation, `${url}: orientation`).toBeUndefined();
    }
  });

  test("when the photo is over 10 MiB, then the browser makes it smaller, says so, and the tool has it", async ({
    page,
    login,
    createProduct,
  }) => {
    const product = await createProduct({ name: `Sander ${tag(5)}`, price: 89 });
    const jpeg = await hugeJpeg();
    // A file on disk: Playwright hands a path to the browser as it is, a buffer this size slowly.
    const path = test.info().outputPath("PXL_0042.jpg");
    await writeFile(path, jpeg);
    expect(jpeg.length).toBeGreaterThan(IMAGE_MAX_BYTES);

    await login(page, seedAdmin);
    const section = photosOf(await openEdit(page, product));
    await section.getByLabel("Choose photos").setInputFiles(path);
    await field(section, "Describe photo 1").fill("The sander, pad down");
    await expect(photo(section, 1)).toContainText(/Made smaller to send: 12\.\d MB to \d+\.\d MB\./, {
      timeout: 20_000,
    });
    await section.getByRole("button", { name: "Save photos" }).click();
    await expect(saidIn(section)).toHaveText(`Saved: 1 photo of ${product.name}.`, { timeout: 30_000 });

    const [image] = (await detail(product._id)).images;
    expect(image).toMatchObject({ alt: "The sander, pad down", width: 4032, height: 3024 });
  });

  test("when HTML named photo.jpg, an SVG with a script and a PNG declaring 60,000 px a side are picked, then each is refused under it, quickly, and the tool has no photo", async ({
    page,
    login,
    createProduct,
  }) => {
    const product = await createProduct({ name: `Level ${tag(5)}`, price: 15 });
    await login(page, seedAdmin);
    const section = photosOf(await openEdit(page, product));
    await section.getByLabel("Choose photos").setInputFiles([
      {
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      },
      {
        name: "drawing.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script></svg>',
        ),
      },
      { name: "bomb.png", mimeType: "image/png", buffer: declaredPng(60_000) },
    ]);
    // The SVG says by its type that it is no photo: refused before anything is sent.
    await expect(photo(section, 2)).toContainText("drawing.svg");
    await expect(photo(section, 2)).toContainText("Must be a JPEG, PNG or WebP image");
    await expect(field(photo(section, 2), "Describe photo 2")).toHaveCount(0);
    await field(section, "Describe photo 1").fill("The level");
    await field(section, "Describe photo 3").fill("The level again");
    const started = Date.now();
    await section.getByRole("button", { name: "Save photos" }).click();
    await expect(section.getByRole("alert")).toHaveText("2 photos not added: the message is under each.");
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(photo(section, 1)).toContainText("Must be a JPEG, PNG or WebP image");
    await expect(field(photo(section, 1), "Describe photo 1")).toHaveAccessibleDescription(
      /Must be a JPEG, PNG or WebP image/,
    );
    await expect(photo(section, 3)).toContainText("Must be at most 40 megapixels and 10000 px a side");
    await expectNoSeriousViolations(page);

    expect(await detail(product._id)).toMatchObject({ images: [], version: 1 });
  });

  test("when the owner moves, removes and describes photos by keyboard and saves, then the tool has them so, and saving the fields after meets no conflict", async ({
    page,
    login,
    adminToken,
    createProduct,
  }) => {
    const product = await createProduct({ name: `Saw ${tag(5)}`, price: 30 });
    const token = await adminToken();
    const [blade, handle, teeth] = [
      await addPhoto(token, product._id, "The blade"),
      await addPhoto(token, product._id, "The handle"),
      await addPhoto(token, product._id, "The teeth"),
    ];
    await login(page, seedAdmin);
    const dialog = await openEdit(page, product);
    const section = photosOf(dialog);
    await expect(section.getByRole("listitem")).toHaveCount(3);
    await expectNoSeriousViolations(page);

    // The teeth first: two moves earlier; focus stays on the photo moved.
    await section.getByRole("button", { name: "Move photo 3 earlier" }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("button", { name: "Move photo 2 earlier" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("button", { name: "Move photo 1 later" })).toBeFocused();
    await expect(saidIn(section)).toHaveText("Photo 2 is now photo 1, the main picture.");
    // The handle (now third) goes: Tab to its Remove, Space.
    // (its Later is off: it is the last)
    await section.getByRole("button", { name: "Move photo 3 earlier" }).focus();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Remove photo 3" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(section.getByRole("listitem")).toHaveCount(2);
    await expect(field(section, "Describe photo 2")).toHaveValue("The blade");
    await field(section, "Describe photo 2").fill("The blade, 24 teeth an inch");
    await section.getByRole("button", { name: "Save photos" }).focus();
    await page.keyboard.press("Enter");
    await expect(saidIn(section)).toHaveText(`Saved: 2 photos of ${product.name}.`);

    const saved = await detail(product._id);
    expect(saved.images.map(({ id, alt }) => [id, alt])).toEqual([
      [teeth.id, "The teeth"],
      [blade.id, "The blade, 24 teeth an inch"],
    ]);
    expect(saved.images.map(({ id }) => id)).not.toContain(handle.id);
    expect(saved.img).toBe(teeth.src);

    // The photos raised the version twice (DELETE, PATCH): the fields' Save sends the one they left.
    await field(dialog, "Name").fill(`${product.name} XL`);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Product saved")).toBeVisible();
    expect((await detail(product._id)).version).toBe(saved.version + 1);
  });

  test("when the owner adds a tool with two photos and one is refused, then the tool is added with the other, and the refused one stays with its message", async ({
    page,
    login,
    adminToken,
  }) => {
    const name = `Clamp ${tag(5)}`;
    await login(page, seedAdmin);
    await page.goto("/dashboard/addproduct");
    await field(page, "Name").fill(name);
    await field(page, "Price").fill("12");
    const section = photosOf(page);
    await section.getByLabel("Choose photos").setInputFiles([
      { name: "clamp.png", mimeType: "image/png", buffer: await plainPng(800, 600) },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") },
    ]);
    await expect(field(page, "Image URL")).toHaveAccessibleDescription(/the first photo is its main picture/);
    await field(section, "Describe photo 1").fill("The clamp, open");
    await field(section, "Describe photo 2").fill("Notes");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(toast(page, "Product added successfully")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: name })).toHaveText(
      `${name} was added, without the photos marked above. Fix or remove them and choose Save photos, or add photos later from Manage products.`,
    );
    await expect(photo(section, 2)).toContainText("Must be a JPEG, PNG or WebP image");
    await expect(page.getByRole("button", { name: "Submit", exact: true })).toHaveCount(0);

    const token = await adminToken();
    const [added] = (await api<Product[]>("GET", `/products?q=${encodeURIComponent(name)}&limit=5`)).filter(
      (each) => each.name === name,
    );
    try {
      expect(added!.images.map(({ alt }) => alt)).toEqual(["The clamp, open"]);
      // The refused one taken out, the page is ready for the next tool.
      await section.getByRole("button", { name: "Remove photo 2" }).click();
      await expect(page.getByRole("alert").filter({ hasText: name })).toHaveText(`${name} was added with its photos.`);
      await page.getByRole("button", { name: "Add another product" }).click();
      await expect(field(page, "Name")).toHaveValue("");
      await expect(section.getByRole("listitem")).toHaveCount(0);
    } finally {
      await deleteProduct(token, added!._id);
    }
  });
});
