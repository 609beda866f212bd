import { describe, expect, test } from "vitest";
import {
  checkedSize,
  filesOf,
  imageView,
  renditionWidths,
  type StoredImage,
} from "../../../src/domain/catalogue/images";
import { Refused } from "../../../src/domain/refused";

/** A tool's photos, the pure rules (docs/decisions/046): what a header allows, which renditions, the API's view. */

const kindOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error.refusal.kind;
    throw error;
  }
  return null;
};

const KEY = "0123456789abcdef0123456789abcdef";

describe("a photo's header", () => {
  test("when it is a JPEG, PNG or WebP, then its size is as it shows: orientations 5 to 8 turn it a quarter", () => {
    expect(checkedSize({ format: "jpeg", width: 2000, height: 1500, orientation: 1 })).toEqual({
      width: 2000,
      height: 1500,
    });
    for (const orientation of [5, 6, 7, 8]) {
      expect(checkedSize({ format: "jpeg", width: 2000, height: 1500, orientation })).toEqual({
        width: 1500,
        height: 2000,
      });
    }
    expect(checkedSize({ format: "png", width: 200, height: 100, orientation: 1 })).toEqual({
      width: 200,
      height: 100,
    });
    expect(checkedSize({ format: "webp", width: 10_000, height: 4_000, orientation: 1 })).toEqual({
      width: 10_000,
      height: 4_000,
    });
  });

  test("when no decoder read it, or it is an SVG, a GIF, a TIFF or a HEIF, then not-an-image", () => {
    expect(kindOf(() => checkedSize(null))).toBe("not-an-image");
    for (const format of ["svg", "gif", "tiff", "heif", "pdf"]) {
      expect(
        kindOf(() => checkedSize({ format, width: 100, height: 100, orientation: 1 })),
        format,
      ).toBe("not-an-image");
    }
  });

  test("when it declares more than 10,000 px a side or 40 megapixels, then image-too-large", () => {
    const size = (width: number, height: number) => () => checkedSize({ format: "png", width, height, orientation: 1 });
    expect(kindOf(size(60_000, 60_000))).toBe("image-too-large");
    expect(kindOf(size(10_001, 10))).toBe("image-too-large");
    expect(kindOf(size(10, 10_001))).toBe("image-too-large");
    expect(kindOf(size(8_000, 5_001))).toBe("image-too-large");
    expect(kindOf(size(8_000, 5_000))).toBeNull();
  });
});

describe("a photo's renditions", () => {
  test("when a photo is wide, then 320, 640 and 1280; narrower, those not wider than it; narrower than 320, its own width", () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 1280]);
    expect(renditionWidths(1279)).toEqual([320, 640]);
    expect(renditionWidths(640)).toEqual([320, 640]);
    expect(renditionWidths(500)).toEqual([320]);
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  test("when a stored photo is answered, then src is the 640 rendition (or the widest below) and srcset names each on the shop's origin", () => {
    const image = (widths: number[]): StoredImage => ({
      id: "a1",
      key: KEY,
      alt: "A saw",
      width: 1,
      height: 1,
      widths,
    });
    expect(imageView(image([320, 640, 1280]))).toEqual({
      id: "a1",
      alt: "A saw",
      width: 1,
      height: 1,
      src: `/media/${KEY}-640.webp`,
      srcset: `/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w, /media/${KEY}-1280.webp 1280w`,
    });
    expect(imageView(image([320])).src).toBe(`/media/${KEY}-320.webp`);
    expect(imageView(image([200]))).toMatchObject({
      src: `/media/${KEY}-200.webp`,
      srcset: `/media/${KEY}-200.webp 200w`,
    });
    expect(filesOf(image([320, 640]))).toEqual([`${KEY}-320.webp`, `${KEY}-640.webp`]);
  });
});
