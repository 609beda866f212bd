import type { ProductImage } from "@hometools/contract";
import { escapeHtml } from "@hometools/contract/page-head";
import { TOOL_PLACEHOLDER_IMG } from "./tool-page-data";

/**
 * A tool's picture in the static HTML the `pages` function serves, drawn as the app draws it
 * (web/src/components/catalogue/tool-picture.tsx): the first photo's renditions with `srcset`,
 * `sizes` for the layout it sits in and the photo's own size, or, for a tool without photos, its
 * `img` at 400 x 300 as before. The same attributes on both sides, so the browser picks the same
 * rendition and nothing moves when the app takes over.
 */

/**
 * How wide each layout draws a tool's picture, as `sizes` says it. A change to the layouts
 * (TOOL_SHELL_STYLE and tool-page.module.css; LIST_SHELL_STYLE and the card grids) wants a change
 * here and in the app's copy (web/src/components/catalogue/tool-picture.tsx).
 */
export const PICTURE_SIZES = {
  /** A tool's page: the full width less 16 px a side, at most 480 px (its picture column from 900 px). */
  tool: "(min-width: 512px) 480px, calc(100vw - 32px)",
  /**
   * A card of /tools or a category page (max 1,200 px, 16 px a side): one column to 600 px, two
   * 24 px apart, 32 px from 900 px, three from 1,200 px; less the card's 1 px borders.
   */
  list: "(min-width: 1200px) 366px, (min-width: 900px) calc(50vw - 34px), (min-width: 600px) calc(50vw - 30px), calc(100vw - 34px)",
} as const;

/** What an <img> of a tool needs: the address, its renditions when it has photos, its size and text. */
export interface Picture {
  src: string;
  srcset: string | null;
  width: number;
  height: number;
  alt: string;
}

/** The tool's first photo, or its `img` (the placeholder when it has none) at the size the layouts reserve. */
export function pictureOf(product: { name: string; img: string; images: readonly ProductImage[] }): Picture {
  const photo = product.images[0];
  if (!photo)
    return { src: product.img || TOOL_PLACEHOLDER_IMG, srcset: null, width: 400, height: 300, alt: product.name };
  return {
    src: photo.src,
    srcset: photo.srcset,
    width: photo.width,
    height: photo.height,
    alt: photo.alt || product.name,
  };
}

/**
 * A photo's widest rendition: what a search engine or a link preview should get (Google asks for
 * high-resolution images). Its srcset lists them narrowest first, each "<url> <width>w".
 */
export function widestRendition(photo: Pick<ProductImage, "src" | "srcset">): string {
  const candidates = photo.srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+w$/.test(parts[1]!))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }));
  const widest = candidates.reduce<(typeof candidates)[number] | null>(
    (best, candidate) => (best && best.width >= candidate.width ? best : candidate),
    null,
  );
  return widest?.url ?? photo.src;
}

/** The address a link preview or a search engine gets for the tool: its first photo's widest rendition, else its `img`. */
export function shareImageOf(product: { img: string; images: readonly ProductImage[] }): string {
  const photo = product.images[0];
  return photo ? widestRendition(photo) : product.img || TOOL_PLACEHOLDER_IMG;
}

/** `srcset` and `sizes` of a picture that has renditions, as attributes (with a leading space); "" otherwise. */
function renditionAttributes(picture: Picture, sizes: string, names: { srcset: string; sizes: string }): string {
  if (!picture.srcset) return "";
  return ` ${names.srcset}="${escapeHtml(picture.srcset)}" ${names.sizes}="${escapeHtml(sizes)}"`;
}

/** An <img> of the picture; `extra` are its loading attributes (fetchpriority, loading, decoding). */
export function pictureTag(picture: Picture, sizes: string, extra: string): string {
  const text = escapeHtml;
  const renditions = renditionAttributes(picture, sizes, { srcset: "srcset", sizes: "sizes" });
  return `<img src="${text(picture.src)}"${renditions} alt="${text(picture.alt)}" width="${picture.width}" height="${picture.height}" ${extra} />`;
}

/**
 * The head's preload of the page's largest picture, asked for before the app's scripts at high
 * priority: `imagesrcset` and `imagesizes` as the <img> has them, so the browser fetches the same
 * rendition once (a preload that does not match its <img> is fetched twice).
 */
export function picturePreload(picture: Picture, sizes: string): string {
  const renditions = renditionAttributes(picture, sizes, { srcset: "imagesrcset", sizes: "imagesizes" });
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture.src)}"${renditions} />`;
}
