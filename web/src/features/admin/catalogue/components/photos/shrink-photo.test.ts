import { afterEach, describe, expect, test, vi } from "vitest";
import { fittedSize, megabytes, shrinkPhoto } from "./shrink-photo";

afterEach(() => {
  vi.unstubAllGlobals();
});

const fileOf = (bytes: number, type = "image/jpeg", name = "IMG_0001.JPG") =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * The browser's decoder and canvas, as far as shrinkPhoto uses them: a bitmap of `width` x `height`,
 * and a canvas whose JPEG weighs `bytesAt(quality, width, height)`. jsdom has neither; the real
 * ones are proven by the browser test (e2e/admin/photos.spec.ts).
 */
function browserCanvas(width: number, height: number, bytesAt: (quality: number, w: number, h: number) => number) {
  const drawn: Array<{ width: number; height: number; quality: number }> = [];
  const close = vi.fn();
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width, height, close })),
  );
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { fillStyle: "", fillRect: vi.fn(), drawImage: vi.fn() };
      }
      async convertToBlob({ quality }: { quality: number }) {
        drawn.push({ width: this.width, height: this.height, quality });
        return new Blob([new Uint8Array(bytesAt(quality, this.width, this.height))], { type: "image/jpeg" });
      }
    },
  );
  return { drawn, close };
}

describe("shrinkPhoto", () => {
  test("when a side is over the limit, then fittedSize keeps the shape within it, and never enlarges", () => {
    expect(fittedSize(8064, 6048, 4096)).toEqual({ width: 4096, height: 3072 });
    expect(fittedSize(3024, 8064, 4096)).toEqual({ width: 1536, height: 4096 });
    expect(fittedSize(800, 600, 4096)).toEqual({ width: 800, height: 600 });
    expect(megabytes(12_400_000)).toBe("12.4 MB");
  });

  test("when the photo is within the limit, or no JPEG, PNG or WebP, then it is sent as it is, undecoded", async () => {
    const decode = vi.fn();
    vi.stubGlobal("createImageBitmap", decode);
    const small = fileOf(1000);
    expect(await shrinkPhoto(small, 2000)).toEqual({ file: small });
    const gif = fileOf(5000, "image/gif", "a.gif");
    expect(await shrinkPhoto(gif, 2000)).toEqual({ file: gif });
    expect(decode).not.toHaveBeenCalled();
  });

  test("when the browser cannot decode it, then it is sent as it is (the server says why)", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      }),
    );
    const broken = fileOf(5000);
    expect(await shrinkPhoto(broken, 2000)).toEqual({ file: broken });
  });

  test("when it is over the limit, then it is decoded upright, drawn at most 4096 px a side and encoded as JPEG, at lower quality until it fits", async () => {
    // 0.9 is still too heavy; 0.8 fits.
    const { drawn, close } = browserCanvas(8064, 6048, (quality) => (quality > 0.85 ? 3000 : 1500));
    const photo = fileOf(5000, "image/png", "scan.png");
    const shrunk = await shrinkPhoto(photo, 2000);
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: "from-image" });
    expect(drawn).toEqual([
      { width: 4096, height: 3072, quality: 0.9 },
      { width: 4096, height: 3072, quality: 0.8 },
    ]);
    expect(shrunk.before).toBe(5000);
    expect(shrunk.file).toMatchObject({ name: "scan.jpg", type: "image/jpeg", size: 1500 });
    expect(close).toHaveBeenCalled();
  });

  test("when no quality fits at that size, then it is drawn smaller again", async () => {
    const { drawn } = browserCanvas(4000, 3000, (_, width) => (width > 3000 ? 3000 : 1000));
    const shrunk = await shrinkPhoto(fileOf(5000), 2000);
    expect(drawn.map(({ width, quality }) => [width, quality])).toEqual([
      [4000, 0.9],
      [4000, 0.8],
      [4000, 0.7],
      [3000, 0.9],
    ]);
    expect(shrunk.file.size).toBe(1000);
  });
});
