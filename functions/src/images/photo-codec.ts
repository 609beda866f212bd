import type { PhotoHeader } from "../domain/catalogue/images";
import { IMAGE_MAX_PIXELS } from "@hometools/contract";

/**
 * The one place that decodes photos (sharp, libvips): reading a header costs no pixel, so a
 * decompression bomb is refused before it is decoded (domain/catalogue/images.ts decides on the
 * header). Loaded on first use: sharp is large, and only photo uploads need it.
 */
async function sharp() {
  return (await import("sharp")).default;
}

/** What the file's header says, or null when no decoder can read it (HTML, text, a truncated file). */
export async function readHeader(bytes: Buffer): Promise<PhotoHeader | null> {
  try {
    const { format, width, height, orientation } = await (await sharp())(bytes).metadata();
    if (!format || !width || !height) return null;
    return { format, width, height, orientation: orientation ?? 1 };
  } catch {
    return null;
  }
}

/**
 * WebP renditions of the photo at each width: turned upright by its EXIF orientation, in sRGB, with
 * every metadata block (EXIF, GPS, XMP, ICC) left out, which is sharp's default.
 */
export async function renditions(
  bytes: Buffer,
  widths: readonly number[],
): Promise<Array<{ width: number; bytes: Buffer }>> {
  const decode = await sharp();
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await decode(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
}
