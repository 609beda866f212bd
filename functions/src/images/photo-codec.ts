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

/** What the file's header says, or null when no decoder can read it (HTML, text, a truncated header). */
export async function readHeader(bytes: Buffer): Promise<PhotoHeader | null> {
  try {
    // No pixel limit here: the header alone is read, and the domain refuses a bomb by its size
    // (with sharp's own limit, a 60,000 px square read as no image at all, not as too large).
    const { format, width, height, orientation } = await (await sharp())(bytes, { limitInputPixels: false }).metadata();
    if (!format || !width || !height) return null;
    return { format, width, height, orientation: orientation ?? 1 };
  } catch {
    return null;
  }
}

/**
 * WebP renditions of the photo at each width (narrowest first): turned upright by its EXIF
 * orientation, in sRGB, with every metadata block (EXIF, GPS, XMP, ICC) left out, which is sharp's
 * default. The photo is decoded once, to the widest rendition (JPEG shrinks while it decodes), and
 * each rendition is made from those pixels: one decode of a 40 MP photo rather than one per width.
 * Null when the pixels do not decode (a file cut short after a sound header).
 */
export async function renditions(
  bytes: Buffer,
  widths: readonly number[],
): Promise<Array<{ width: number; bytes: Buffer }> | null> {
  const decode = await sharp();
  const widest = Math.max(...widths);
  let upright: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    upright = await decode(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { width, height, channels } = upright.info;
  const files = [];
  for (const target of widths) {
    const file = await decode(upright.data, { raw: { width, height, channels } })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    files.push({ width: target, bytes: file });
  }
  return files;
}
