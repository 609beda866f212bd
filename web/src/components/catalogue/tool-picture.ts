import type { ProductImage } from "@hometools/contract";
import type { ImgHTMLAttributes, SyntheticEvent } from "react";

/** The picture a tool without one shows. */
export const FALLBACK_IMG = "/images/products/placeholder.svg";

/**
 * How wide each place draws a tool's picture, as `sizes` says it, so the browser fetches the
 * rendition it needs (docs/decisions/046: 320, 640 and 1280 px wide). The tool page's and the list
 * cards' are the `pages` function's too (functions/src/domain/pages/picture.ts): its first paint
 * picks the same rendition, and a change to a layout wants both.
 */
export const PICTURE_SIZES = {
  /** tool-page.module.css: the full width less 16 px a side, at most 480 px (its column from 900 px). */
  tool: "(min-width: 512px) 480px, calc(100vw - 32px)",
  /**
   * A card of /tools or a category page (find/list-page.module.css: at most 1,200 px, 16 px a side;
   * components/catalogue/card-grid.module.css: one column to 600 px, two 24 px apart, 32 px from
   * 900 px, three from 1,200 px), less the card's 1 px borders.
   */
  list: "(min-width: 1200px) 366px, (min-width: 900px) calc(50vw - 34px), (min-width: 600px) calc(50vw - 30px), calc(100vw - 34px)",
  /** A card of the home page's grid (app/routes/home-sections.module.css: at most 1,240 px, 16 then 24 px a side). */
  home: "(min-width: 1240px) 374px, (min-width: 1200px) calc(33.3vw - 40px), (min-width: 900px) calc(50vw - 42px), (min-width: 600px) calc(50vw - 38px), calc(100vw - 34px)",
  /** The purchase page's card (PageContainer: at most 1,240 px, 16 then 24 px a side; two columns 40 px apart from 900 px). */
  purchase:
    "(min-width: 1240px) 576px, (min-width: 900px) calc(50vw - 44px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)",
  /** A cart line's thumbnail. */
  line: "72px",
} as const;

/** What a tool's <img> needs: a src, and srcset and sizes when there are renditions; its size and text. */
export type PictureProps = Required<Pick<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError">> &
  Pick<ImgHTMLAttributes<HTMLImageElement>, "srcSet" | "sizes"> & { width: number; height: number };

/**
 * A picture that fails to load shows the placeholder instead. Its srcset goes too: while an <img>
 * has one, the browser draws from it and ignores src.
 */
export function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(FALLBACK_IMG)) return;
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.src = FALLBACK_IMG;
}

/**
 * A tool's picture: its first photo (the renditions as srcset, the layout's `sizes`, the photo's
 * own size, so the box is known before it loads; its alt text), or, without photos, its `img` at
 * 400 x 300 with its name as the alt text, as before. The CSS keeps every picture box 4 : 3.
 */
export function toolPicture(
  product: { name: string; img: string; images?: readonly ProductImage[] },
  sizes: string,
): PictureProps {
  const photo = product.images?.[0];
  if (!photo) {
    return { src: product.img || FALLBACK_IMG, alt: product.name, width: 400, height: 300, onError: showFallback };
  }
  return {
    src: photo.src,
    srcSet: photo.srcset,
    sizes,
    alt: photo.alt || product.name,
    width: photo.width,
    height: photo.height,
    onError: showFallback,
  };
}

/** A photo's rendition on the shop's origin: its content key and width (docs/decisions/046). */
const RENDITION = /^(\/media\/[0-9a-f]{32})-(\d+)\.webp$/;

/**
 * A cart line's thumbnail (72 px wide). A line carries only its tool's `img`, which for a tool with
 * photos is the first photo's 640 px rendition (or the widest below it). Renditions are named by
 * their photo's content and width, and a photo whose `img` is wider than 320 px has a 320 px one
 * too (docs/decisions/046), so the line offers both and the browser takes the smaller.
 */
export function linePicture(img: string): Pick<PictureProps, "src" | "srcSet" | "sizes" | "onError"> {
  const rendition = RENDITION.exec(img);
  const width = rendition ? Number(rendition[2]) : 0;
  if (!rendition || width <= 320) return { src: img || FALLBACK_IMG, onError: showFallback };
  return {
    src: img,
    srcSet: `${rendition[1]}-320.webp 320w, ${img} ${width}w`,
    sizes: PICTURE_SIZES.line,
    onError: showFallback,
  };
}
