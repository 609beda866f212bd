import { randomBytes, randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { ProductDetail, ProductImage } from "@hometools/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activity } from "../team/team-helpers";
import { admin, adminBucket, buyer, call, errorOf, newProduct, staff, urls, type CallResult } from "../helpers";

/**
 * A tool's photos (docs/api.md, "Photos"; docs/decisions/046): uploads over real HTTP with real
 * tokens, the renditions read back through Hosting and the pages function and decoded, and the
 * bucket on the local Storage stand-in listed before and after every refusal.
 */

const NOT_AN_IMAGE = "Must be a JPEG, PNG or WebP image";
const IMMUTABLE = "public, max-age=31536000, immutable";
const viaHosting = `${urls.web}/api`;
/** The pages function's own URL, beside the api function's. */
const pagesFunction = urls.api.replace(/\/api$/, "/pages");

let owner: string;
const created: string[] = [];

beforeAll(async () => {
  owner = (await admin()).idToken;
  // The api function's worker loads sharp on its first photo: paid here, not by the first test's clock.
  expect((await upload(await tool(), { bytes: await png(16, 16) }, "Warm-up")).status).toBe(201);
});

afterAll(async () => {
  for (const id of created) await call("DELETE", `/products/${id}`, { token: owner });
});

async function tool(img?: string): Promise<string> {
  const { _id } = await newProduct({ name: `Photo Tool ${randomInt(1e6)}`, ...(img && { img }) }, owner);
  created.push(_id);
  return _id;
}

/** A colour no other run picks: each test's photos are its own, unless it means them to be shared. */
const anyColour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: anyColour() } })
    .png()
    .toBuffer();

/** A noisy photo (so it weighs what a photo does: more than the 16 KiB any other body may). */
const noisy = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: anyColour(), noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });

/**
 * A camera's JPEG: 2000 x 1500 as stored, with a blue band down its stored left edge, EXIF
 * orientation 6 (turn a quarter clockwise to show it: 1500 x 2000, the band along the top), the
 * camera's make and model, a GPS position and an ICC profile. Its warm colour is its own (no blue to
 * speak of), so no two runs share its files.
 */
async function cameraJpeg(): Promise<Buffer> {
  const band = await sharp({ create: { width: 200, height: 1500, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer();
  const warm = { r: 150 + randomInt(100), g: randomInt(200), b: randomInt(100) };
  const scene = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: warm } })
    .composite([{ input: band, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return sharp(scene)
    .jpeg({ quality: 85 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "Acme", Model: "Shutter 9", Copyright: "A. Photographer" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 3230/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 4366/100",
        },
      },
    })
    .toBuffer();
}

// --- A PNG's bytes by hand: a header that declares what we like ------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG's chunks carry it (node:zlib has crc32 from Node 22 only). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header says `side` x `side` pixels: a decompression bomb's header. */
function declaredPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8 bits a sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(256))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// --- Calls ------------------------------------------------------------------------------------

interface Part {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** POST /products/{id}/images as a browser's form sends it: `file` (when given), then `alt` (when given). */
function upload(
  id: string,
  file: Part | null,
  alt: string | null,
  options: { token?: string | null; base?: string } = {},
) {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes], { type: file.type ?? "image/jpeg" }), file.name ?? "photo.jpg");
  if (alt !== null) form.append("alt", alt);
  const token = options.token === undefined ? owner : options.token;
  return call<ProductImage>("POST", `/products/${id}/images`, {
    form,
    ...(token && { token }),
    ...(options.base && { base: options.base }),
  });
}

async function added(id: string, file: Part, alt = "A photo of the tool"): Promise<ProductImage> {
  const result = await upload(id, file, alt);
  expect(result.status, result.text.slice(0, 300)).toBe(201);
  return result.body;
}

const detail = async (id: string) => (await call<ProductDetail>("GET", `/product/${id}`)).body;

/** Every file under media/ in the bucket, as firebase-admin lists it from the Storage stand-in. */
async function mediaFiles(): Promise<string[]> {
  const [files] = await (await adminBucket()).getFiles({ prefix: "media/" });
  return files.map((file) => file.name).sort();
}

/** The renditions a srcset names: each address and its width. */
const renditionsOf = (image: ProductImage) =>
  image.srcset.split(", ").map((entry) => {
    const [url, width] = entry.split(" ");
    return { url: url!, width: Number(width!.replace(/w$/, "")) };
  });

const fileNames = (image: ProductImage) => renditionsOf(image).map(({ url }) => url.replace(/^\//, ""));

async function fetchMedia(path: string, origin = urls.web) {
  const response = await fetch(`${origin}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function refused(result: CallResult, status: number, code: string, field?: string) {
  expect(result.status, result.text.slice(0, 300)).toBe(status);
  const error = errorOf(result);
  expect(error.code).toBe(code);
  if (field) expect(Object.keys(error.fields ?? {}), result.text.slice(0, 300)).toContain(field);
  return error;
}

// --- The tests --------------------------------------------------------------------------------

describe("POST /products/{id}/images", () => {
  test("when the owner uploads a camera JPEG turned by EXIF orientation 6 with GPS and camera metadata, then 201 with its upright size, and its three renditions are upright WebP without metadata, served from the shop's origin for a year", async () => {
    const id = await tool();
    const jpeg = await cameraJpeg();
    const image = await added(id, { bytes: jpeg, name: "IMG_0001.JPG", type: "image/jpeg" }, "A drill on a bench");

    expect(Object.keys(image).sort()).toEqual(["alt", "height", "id", "src", "srcset", "width"]);
    expect(image).toMatchObject({ alt: "A drill on a bench", width: 1500, height: 2000 });
    const renditions = renditionsOf(image);
    expect(renditions.map(({ width }) => width)).toEqual([320, 640, 1280]);
    for (const { url, width } of renditions) expect(url).toMatch(new RegExp(`^/media/[0-9a-f]{32}-${width}\\.webp$`));
    expect(image.src).toBe(renditions[1]!.url);

    for (const { url, width } of renditions) {
      const { response, bytes } = await fetchMedia(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width });
      // Upright: as tall as the photo shows (3 : 4), not as it was stored.
      expect(Math.abs(metadata.height - (width * 4) / 3)).toBeLessThanOrEqual(1);
      expect(metadata.exif, "EXIF (and its GPS)").toBeUndefined();
      expect(metadata.icc, "ICC profile").toBeUndefined();
      expect(metadata.xmp, "XMP").toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // The band down the stored left edge now runs along the top, and only there.
      const pixel = async (top: number) =>
        (
          await sharp(bytes)
            .extract({ left: Math.floor(width / 2), top, width: 1, height: 1 })
            .raw()
            .toBuffer()
        ).toJSON().data;
      const [red, green, blue] = await pixel(2);
      expect(blue, `${url} top`).toBeGreaterThan(200);
      expect(red! + green!, `${url} top`).toBeLessThan(80);
      expect((await pixel(metadata.height - 3))[2], `${url} bottom`).toBeLessThan(150);
    }
    // The pages function answers the same bytes with the same header (Hosting sends /media/** there).
    const direct = await fetchMedia(image.src, pagesFunction);
    expect(direct.response.status).toBe(200);
    expect(direct.response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(direct.bytes.equals((await fetchMedia(image.src)).bytes)).toBe(true);

    const product = await detail(id);
    expect(product.images).toEqual([image]);
    expect(product.img).toBe(image.src);
    expect(product.version).toBe(2);
    expect(await mediaFiles()).toEqual(expect.arrayContaining(fileNames(image)));
    expect((await activity(`targetId=${id}`, owner)).map((entry) => entry.action)).toContain("product.image-add");
  }, 60_000);

  test("when a PNG narrower than 320 px and then a WebP 800 px wide (through Hosting) are uploaded, then the PNG has one rendition at its own width, the WebP 320 and 640, and img is the first photo's", async () => {
    const id = await tool();
    const small = await added(id, { bytes: await png(200, 100), name: "small.png", type: "image/png" });
    expect(small).toMatchObject({ width: 200, height: 100 });
    expect(renditionsOf(small).map(({ width }) => width)).toEqual([200]);
    expect(small.src).toBe(renditionsOf(small)[0]!.url);

    // Through Hosting, as the browser sends it: /api/products/{id}/images may carry more than 16 KiB.
    const webp = await noisy(800, 600).webp({ quality: 90 }).toBuffer();
    expect(webp.length).toBeGreaterThan(16 * 1024);
    const wide = await upload(id, { bytes: webp, name: "wide.webp", type: "image/webp" }, "From the side", {
      base: viaHosting,
    });
    expect(wide.status, wide.text.slice(0, 300)).toBe(201);
    // The path as Express routes it, with a trailing slash, has the upload's allowance too.
    const form = new FormData();
    form.append("file", new Blob([webp], { type: "image/webp" }), "again.webp");
    form.append("alt", "The same, again");
    const again = await call<ProductImage>("POST", `/products/${id}/images/`, { token: owner, form, base: viaHosting });
    expect(again.status, again.text.slice(0, 300)).toBe(201);
    expect(again.body.srcset).toBe(wide.body.srcset);
    expect(renditionsOf(wide.body).map(({ width }) => width)).toEqual([320, 640]);
    expect(wide.body.src).toBe(renditionsOf(wide.body)[1]!.url);
    const { response, bytes } = await fetchMedia(wide.body.src);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 480 });

    const product = await detail(id);
    expect(product.images.map((image) => image.id)).toEqual([small.id, wide.body.id, again.body.id]);
    expect(product.img).toBe(small.src);
    const listed = (await call("GET", `/products?q=${encodeURIComponent("Photo")}&limit=100`)).body as Array<{
      _id: string;
      img: string;
    }>;
    expect(listed.find((item) => item._id === id)?.img).toBe(small.src);
  });

  test("when the file is HTML named photo.jpg, an SVG with a script, a JPEG cut short, or a PNG that declares 60,000 px a side, then 400 under fields.file, the bomb within a second, and nothing is stored", async () => {
    const id = await tool();
    const before = await mediaFiles();
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300"/></svg>',
    );
    const cutShort = (await noisy(1000, 800).jpeg().toBuffer()).subarray(0, 4000);
    for (const [what, file] of [
      ["HTML named photo.jpg", { bytes: html, name: "photo.jpg", type: "image/jpeg" }],
      ["an SVG with a script", { bytes: svg, name: "drawing.svg", type: "image/svg+xml" }],
      ["a JPEG cut short", { bytes: cutShort, name: "cut.jpg", type: "image/jpeg" }],
    ] as const) {
      const error = refused(await upload(id, file, "A photo"), 400, "bad-request", "file");
      expect(error.fields!.file, what).toBe(NOT_AN_IMAGE);
    }

    const bomb = declaredPng(60_000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    const result = await upload(id, { bytes: bomb, name: "bomb.png", type: "image/png" }, "A photo");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused(result, 400, "bad-request", "file").fields!.file).toMatch(/megapixels/);

    expect(await mediaFiles()).toEqual(before);
    expect(await detail(id)).toMatchObject({ images: [], version: 1 });
  });

  test("when the body is over 10 MiB, the alt text is missing, blank or too long, no file is sent or the body is JSON, then 413 or 400 under the field, and nothing is stored", async () => {
    const id = await tool();
    const before = await mediaFiles();
    const photo = { bytes: await png(400, 300), name: "fine.png", type: "image/png" };

    const huge = { bytes: randomBytes(11_000_000), name: "huge.jpg", type: "image/jpeg" };
    for (const base of [urls.api, viaHosting]) {
      refused(await upload(id, huge, "A photo", { base }), 413, "payload-too-large");
    }
    // A multipart body without its boundary cannot be read: 400, not a failure of ours.
    const noBoundary = { token: owner, rawBody: "--x\r\n", headers: { "content-type": "multipart/form-data" } };
    refused(await call("POST", `/products/${id}/images`, noBoundary), 400, "bad-request");
    // The photo's allowance is the upload's alone: any other body stays within 16 KiB.
    const bigJson = JSON.stringify({ version: 1, alt: { x: "y".repeat(40_000) } });
    refused(
      await call("PATCH", `/products/${id}/images`, { token: owner, rawBody: bigJson }),
      413,
      "payload-too-large",
    );

    refused(await upload(id, photo, null), 400, "bad-request", "alt");
    refused(await upload(id, photo, "   "), 400, "bad-request", "alt");
    refused(await upload(id, photo, "x".repeat(126)), 400, "bad-request", "alt");
    expect(refused(await upload(id, null, "A photo"), 400, "bad-request", "file").fields!.file).toBe("Choose a photo");
    refused(
      await call("POST", `/products/${id}/images`, { token: owner, body: { alt: "A photo" } }),
      400,
      "bad-request",
    );
    refused(await upload("no-such-tool", photo, "A photo"), 404, "not-found");

    expect(await mediaFiles()).toEqual(before);
    expect(await detail(id)).toMatchObject({ images: [], version: 1 });
    // 125 characters are fine.
    expect((await upload(id, photo, "x".repeat(125))).status).toBe(201);
  });

  test("when a tool has 8 photos, then a 9th is 409 too-many-images and nothing is stored", async () => {
    const id = await tool();
    for (let n = 0; n < 8; n++) await added(id, { bytes: await png(40, 30), name: `${n}.png`, type: "image/png" });
    const before = await mediaFiles();
    const ninth = await upload(id, { bytes: await png(40, 30), name: "9.png", type: "image/png" }, "One too many");
    refused(ninth, 409, "too-many-images");
    expect(await mediaFiles()).toEqual(before);
    expect(await detail(id)).toMatchObject({ version: 9 });
    expect((await detail(id)).images).toHaveLength(8);
  });
});

describe("PATCH /products/{id}/images", () => {
  test("when the owner reorders the photos and changes an alt text with the version read, then the new order, img the new first's, version +1 and an entry; a stale version is 409, a bad order or an unknown id 400", async () => {
    const id = await tool();
    const photos: ProductImage[] = [];
    for (let n = 0; n < 3; n++) photos.push(await added(id, { bytes: await png(100, 80) }));
    const ids = photos.map((photo) => photo.id);
    const third = photos[2]!;
    const { version } = await detail(id);
    expect(version).toBe(4);

    const patch = (body: unknown, token: string = owner) => call("PATCH", `/products/${id}/images`, { token, body });
    refused(await patch({ version, order: [ids[0], ids[1]] }), 400, "bad-request", "order");
    refused(await patch({ version, order: [ids[0], ids[0], ids[1]] }), 400, "bad-request", "order");
    refused(await patch({ version, order: [ids[0], ids[1], "nope"] }), 400, "bad-request", "order");
    refused(await patch({ version, alt: { nope: "Hello" } }), 400, "bad-request", "alt.nope");
    refused(await patch({ version, alt: { [ids[0]!]: "x".repeat(126) } }), 400, "bad-request", `alt.${ids[0]}`);
    refused(await patch({ version }), 400, "bad-request");
    refused(await patch({ order: ids }), 400, "bad-request", "version");
    expect((await detail(id)).version).toBe(version);

    const result = await patch({
      version,
      order: [ids[2], ids[0], ids[1]],
      alt: { [ids[0]!]: "The handle, close up" },
    });
    expect(result.status, result.text.slice(0, 300)).toBe(200);
    const product = result.body as ProductDetail;
    expect(product.images.map((image) => image.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(product.images[1]!.alt).toBe("The handle, close up");
    expect(product.img).toBe(third.src);
    expect(product.version).toBe(version + 1);
    expect(await detail(id)).toMatchObject({ img: third.src, version: version + 1 });

    const stale = await patch({ version, order: ids });
    refused(stale, 409, "version-conflict");
    expect((stale.body as { error: { current: ProductDetail } }).error.current.version).toBe(version + 1);
    expect((await activity(`targetId=${id}`, owner)).map((entry) => entry.action)).toContain("product.image-update");
  });
});

describe("DELETE /products/{id}/images/{imageId}", () => {
  test("when the same photo is on two tools, then removing it from one keeps its files, removing it from the last deletes them, and img is the owner's again", async () => {
    const ownImg = "/images/products/claw-hammer.svg";
    const [first, second] = [await tool(ownImg), await tool(ownImg)];
    const bytes = await png(700, 400);
    const [onFirst, onSecond] = [await added(first, { bytes }), await added(second, { bytes })];
    expect(onSecond.srcset).toBe(onFirst.srcset);
    const files = fileNames(onFirst);
    expect(files).toHaveLength(2);
    expect((await detail(first)).img).toBe(onFirst.src);

    refused(await call("DELETE", `/products/${first}/images/nope`, { token: owner }), 404, "not-found");
    const removed = await call("DELETE", `/products/${first}/images/${onFirst.id}`, { token: owner });
    expect(removed.status, removed.text.slice(0, 300)).toBe(200);
    expect(removed.body).toMatchObject({ images: [], img: ownImg, version: 3 });
    expect(await detail(first)).toMatchObject({ images: [], img: ownImg });
    expect(await mediaFiles()).toEqual(expect.arrayContaining(files));
    expect((await fetchMedia(onSecond.src)).response.status).toBe(200);

    expect((await call("DELETE", `/products/${second}/images/${onSecond.id}`, { token: owner })).status).toBe(200);
    const left = await mediaFiles();
    for (const file of files) expect(left).not.toContain(file);
    expect((await fetchMedia(onSecond.src)).response.status).toBe(404);
    expect((await activity(`targetId=${second}`, owner)).map((entry) => entry.action)).toContain(
      "product.image-remove",
    );
  });

  test("when a tool with photos is deleted, then its photos' files go with it", async () => {
    const id = await tool();
    const image = await added(id, { bytes: await png(700, 500) });
    expect(await mediaFiles()).toEqual(expect.arrayContaining(fileNames(image)));
    expect((await call("DELETE", `/products/${id}`, { token: owner })).status).toBe(200);
    const left = await mediaFiles();
    for (const file of fileNames(image)) expect(left).not.toContain(file);
  });
});

describe("who may change a tool's photos", () => {
  test("when staff add, edit and remove a photo, then each is allowed; a shopper is 403 and a visitor 401 on each, and nothing is stored", async () => {
    const id = await tool();
    const photo = { bytes: await png(360, 240) };
    const member = (await staff()).idToken;
    const shopper = (await buyer()).idToken;
    const image = await upload(id, photo, "By staff", { token: member });
    expect(image.status, image.text.slice(0, 300)).toBe(201);

    const before = await mediaFiles();
    const { version } = await detail(id);
    for (const [token, status, code] of [
      [shopper, 403, "forbidden"],
      [null, 401, "unauthenticated"],
    ] as const) {
      const as = token ? { token } : {};
      refused(await upload(id, { bytes: await png(360, 240) }, "Not mine", { token }), status, code);
      refused(
        await call("PATCH", `/products/${id}/images`, { ...as, body: { version, alt: { [image.body.id]: "Mine" } } }),
        status,
        code,
      );
      refused(await call("DELETE", `/products/${id}/images/${image.body.id}`, as), status, code);
    }
    expect(await mediaFiles()).toEqual(before);
    expect(await detail(id)).toMatchObject({ version, images: [image.body] });

    const edited = await call("PATCH", `/products/${id}/images`, {
      token: member,
      body: { version, alt: { [image.body.id]: "By staff, again" } },
    });
    expect(edited.status, edited.text.slice(0, 300)).toBe(200);
    const removed = await call("DELETE", `/products/${id}/images/${image.body.id}`, { token: member });
    expect(removed.status, removed.text.slice(0, 300)).toBe(200);
    expect(removed.body).toMatchObject({ images: [], version: version + 2 });
  });
});

describe("shared files when an upload and a removal of the same photo meet", () => {
  // The steps of data/catalogue/photo-store.ts in the order two requests could take them, run
  // against the stack's Storage stand-in (the functions' code in this process, emulatorEnv's bucket).
  test("when a removal noted a file and then the same bytes were written again or marked in use, then its delete leaves the file; when nothing happened meanwhile, it deletes it", async () => {
    const store = await import("../../../src/data/catalogue/photo-store");
    const name = `${randomBytes(16).toString("hex")}-320.webp`;
    const bytes = await sharp(await png(320, 200))
      .webp()
      .toBuffer();
    const exists = async () => (await mediaFiles()).includes(`media/${name}`);

    // An upload wrote the bytes again after the removal looked.
    await store.savePhotoFile(name, bytes);
    let seen = await store.photoFileVersions([name]);
    await store.savePhotoFile(name, bytes);
    await store.deletePhotoFileVersions(seen);
    expect(await exists()).toBe(true);

    // An upload whose tool now shows the photo marked it after the removal looked.
    seen = await store.photoFileVersions([name]);
    expect(await store.markPhotoFiles([name])).toEqual([]);
    await store.deletePhotoFileVersions(seen);
    expect(await exists()).toBe(true);

    // Nothing meanwhile: the file goes; marking it then says it is gone, for the upload to write it again.
    seen = await store.photoFileVersions([name]);
    await store.deletePhotoFileVersions(seen);
    expect(await exists()).toBe(false);
    expect(await store.markPhotoFiles([name])).toEqual([name]);
    await store.deletePhotoFileVersions(seen);
  });
});
