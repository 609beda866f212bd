import { IMAGE_MAX_BYTES } from "@hometools/contract";

/**
 * A phone's photo is often over the upload's 10 MiB (a 48-megapixel JPEG is 12 MB and more): rather
 * than refuse it, the browser makes it smaller before it is sent. It is decoded turned upright by its
 * EXIF orientation, drawn at most 4096 px a side (more than the widest rendition, 1280, needs) and
 * encoded as JPEG, lower quality and then smaller again until it fits. The canvas drops the metadata
 * (the GPS position too) on the way. What cannot be decoded is sent as it is: the server answers why.
 */

export const SHRINK_MAX_SIDE = 4096;
const QUALITIES = [0.9, 0.8, 0.7];

export interface Shrunk {
  file: File;
  /** The size it had, when it was made smaller. */
  before?: number;
}

/** The size that fits `width` x `height` within `maxSide` a side, keeping its shape (never larger). */
export function fittedSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "12.4 MB": a file's size as a person reads it. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The photo as it will be sent: itself when it fits (or cannot be decoded), else a smaller JPEG. */
export async function shrinkPhoto(file: File, limit = IMAGE_MAX_BYTES): Promise<Shrunk> {
  if (file.size <= limit || !/^image\/(jpeg|png|webp)$/.test(file.type)) return { file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { file };
  }
  try {
    let size = fittedSize(bitmap.width, bitmap.height, SHRINK_MAX_SIDE);
    for (;;) {
      for (const quality of QUALITIES) {
        const blob = await encodeJpeg(bitmap, size, quality);
        if (blob.size <= limit) {
          const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;
          return { file: new File([blob], name, { type: "image/jpeg" }), before: file.size };
        }
      }
      if (Math.max(size.width, size.height) <= 640) return { file };
      size = fittedSize(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.75));
    }
  } catch {
    // No canvas to draw on (an old browser): sent as it is, and the server's 413 says why.
    return { file };
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number) {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type: "image/jpeg", quality });
}
