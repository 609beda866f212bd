import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, RENDITION_WIDTHS, type ProductImage } from "@hometools/contract";
import { Refused } from "../refused";

/**
 * A tool's photos (docs/decisions/046), pure: which renditions a photo gets, what a decoder's header
 * allows, how a stored photo is answered. The bytes are the images layer's (functions/src/images/).
 */

/** A photo as stored on its product: its content key names its renditions' files. */
export interface StoredImage {
  id: string;
  /** sha256 of the uploaded bytes (hex, 32 characters): identical photos share their files. */
  key: string;
  alt: string;
  width: number;
  height: number;
  /** The renditions made, narrowest first. */
  widths: number[];
}

/** What a decoder reads of a file's header, before any pixel. */
export interface PhotoHeader {
  format: string;
  width: number;
  height: number;
  /** EXIF orientation, 1-8 (1 when absent). */
  orientation: number;
}

const FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The photo's size as it shows (orientations 5-8 turn it a quarter), or why it is refused: not a
 * JPEG, PNG or WebP, or so many pixels that decoding it would cost the server (a decompression bomb).
 */
export function checkedSize(header: PhotoHeader | null): { width: number; height: number } {
  if (!header || !FORMATS.has(header.format)) throw new Refused({ kind: "not-an-image" });
  const { width, height } = header;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw new Refused({ kind: "image-too-large" });
  }
  return header.orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** The renditions' widths: 320, 640 and 1280 where the photo is as wide; a narrower photo gets its own width. */
export function renditionWidths(width: number): number[] {
  const widths = RENDITION_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** A rendition's file name: its photo's content key and width. */
export const renditionName = (key: string, width: number) => `${key}-${width}.webp`;

/** Where the shop serves a rendition (Hosting sends /media/** to the pages function). */
export const mediaPath = (name: string) => `/media/${name}`;

/** Every file of a photo. */
export const filesOf = (image: Pick<StoredImage, "key" | "widths">) =>
  image.widths.map((width) => renditionName(image.key, width));

/** A photo as the API answers it: `src` the 640 rendition or the widest below, `srcset` every one. */
export function imageView(image: StoredImage): ProductImage {
  const urls = image.widths.map((width) => ({ width, url: mediaPath(renditionName(image.key, width)) }));
  const src = [...urls].reverse().find((rendition) => rendition.width <= 640) ?? urls[0]!;
  return {
    id: image.id,
    alt: image.alt,
    width: image.width,
    height: image.height,
    src: src.url,
    srcset: urls.map(({ width, url }) => `${url} ${width}w`).join(", "),
  };
}
