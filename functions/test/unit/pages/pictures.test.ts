import type { ListPageData } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { listPageHead, listShell } from "../../../src/domain/pages/list-page";
import { PICTURE_SIZES, widestRendition } from "../../../src/domain/pages/picture";
import { toolPageHead, toolShell } from "../../../src/domain/pages/tool-page";
import type { ToolPageData } from "../../../src/domain/pages/tool-page-data";
import { jsonLdBlocks } from "./product-rich-result";
import { listProduct as item, photo, plainProduct, SHIPPING, wrenchProduct } from "./tool-fixtures";

/**
 * A tool's pictures in the HTML the `pages` function serves (docs/decisions/046): the first photo
 * with its renditions, the layout's sizes and the photo's own size, preloaded with the same
 * srcset; the JSON-LD and the link preview get the widest rendition's absolute address.
 */

const shop = "https://shop.example";

/** Every element `tag` in `html`, as its attributes by name (values unescaped of &quot; and &amp;). */
function elements(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*?)\\s*/?>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        (value ?? "")
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, "&"),
      ]),
    ),
  );
}

const preloads = (head: string) =>
  elements(head, "link").filter((link) => link.rel === "preload" && link.as === "image");

function toolData(product: ToolPageData["product"]): ToolPageData {
  return {
    product,
    category: null,
    shipping: SHIPPING,
    rating: { reviewCount: 0, ratingValue: null },
    reviews: [],
  };
}

const bench = photo("a1", 2000, 1500, 'The drill on a "bench" & its case');
const side = photo("b2", 1500, 2000, "From the side");
const small = photo("c3", 200, 150, "A close-up");

describe("a tool page's picture", () => {
  test("when a tool has photos, then its static picture is the first photo: src, srcset, the page's sizes, the photo's size and alt, fetched first", () => {
    const html = toolShell(toolData(plainProduct({ images: [bench, side] })));
    const [img, ...others] = elements(html, "img");
    expect(others).toEqual([]);
    expect(img).toEqual({
      src: bench.src,
      srcset: bench.srcset,
      sizes: PICTURE_SIZES.tool,
      alt: 'The drill on a "bench" & its case',
      width: "2000",
      height: "1500",
      fetchpriority: "high",
    });
    expect(img!.srcset).toBe(
      "/media/a1000000000000000000000000000000-320.webp 320w, /media/a1000000000000000000000000000000-640.webp 640w, /media/a1000000000000000000000000000000-1280.webp 1280w",
    );
  });

  test("when a tool has photos, then its head preloads the first with the same srcset and sizes as its <img>, at high priority", () => {
    const data = toolData(plainProduct({ images: [bench, side] }));
    const [img] = elements(toolShell(data), "img");
    const [preload, ...more] = preloads(toolPageHead(shop, data));
    expect(more).toEqual([]);
    expect(preload).toEqual({
      rel: "preload",
      as: "image",
      fetchpriority: "high",
      href: img!.src,
      imagesrcset: img!.srcset,
      imagesizes: img!.sizes,
    });
  });

  test("when a tool has no photos, then its picture is its img at 400 x 300 without srcset, preloaded by its address", () => {
    const data = toolData(plainProduct());
    const [img] = elements(toolShell(data), "img");
    expect(img).toEqual({
      src: "/images/products/claw-hammer.svg",
      alt: "Claw Hammer",
      width: "400",
      height: "300",
      fetchpriority: "high",
    });
    expect(preloads(toolPageHead(shop, data))).toEqual([
      { rel: "preload", as: "image", fetchpriority: "high", href: "/images/products/claw-hammer.svg" },
    ]);
    // And one with no img at all shows the placeholder.
    expect(elements(toolShell(toolData(plainProduct({ img: "" }))), "img")[0]!.src).toBe(
      "/images/products/placeholder.svg",
    );
  });

  test("when a tool has photos, then og:image is the first photo's widest rendition, absolute", () => {
    const head = toolPageHead(shop, toolData(plainProduct({ images: [side, bench] })));
    const og = elements(head, "meta").find((meta) => meta.property === "og:image");
    expect(og!.content).toBe("https://shop.example/media/b2000000000000000000000000000000-1280.webp");
    const without = toolPageHead(shop, toolData(plainProduct()));
    expect(elements(without, "meta").find((meta) => meta.property === "og:image")!.content).toBe(
      "https://shop.example/images/products/claw-hammer.svg",
    );
  });
});

describe("a tool page's JSON-LD images", () => {
  test("when a tool has photos, then its Product's image lists every photo's widest rendition, absolute, in order", () => {
    const head = toolPageHead(shop, toolData(plainProduct({ images: [bench, side, small] })));
    const [product] = jsonLdBlocks(head) as Array<Record<string, unknown>>;
    expect(product!.image).toEqual([
      "https://shop.example/media/a1000000000000000000000000000000-1280.webp",
      "https://shop.example/media/b2000000000000000000000000000000-1280.webp",
      // A photo narrower than 320 px has one rendition, at its own width.
      "https://shop.example/media/c3000000000000000000000000000000-200.webp",
    ]);
  });

  test("when a tool with sizes has photos, then the ProductGroup and each size's Product carry the same images", () => {
    const head = toolPageHead(shop, toolData({ ...wrenchProduct(), images: [side, bench] }));
    const [group] = jsonLdBlocks(head) as Array<Record<string, any>>;
    const expected = [
      "https://shop.example/media/b2000000000000000000000000000000-1280.webp",
      "https://shop.example/media/a1000000000000000000000000000000-1280.webp",
    ];
    expect(group!.image).toEqual(expected);
    expect(group!.hasVariant.map((variant: { image: unknown }) => variant.image)).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  test("when a tool has no photos, then its image is its img as an absolute address, as before", () => {
    const [product] = jsonLdBlocks(toolPageHead(shop, toolData(plainProduct()))) as Array<Record<string, unknown>>;
    expect(product!.image).toBe("https://shop.example/images/products/claw-hammer.svg");
  });

  test("when a srcset lists its renditions in any order or spacing, then the widest is the one taken; an empty one falls back to src", () => {
    expect(
      widestRendition({ src: "/a-640.webp", srcset: "/a-1280.webp 1280w,/a-320.webp 320w , /a-640.webp  640w" }),
    ).toBe("/a-1280.webp");
    expect(widestRendition({ src: "/a-640.webp", srcset: "" })).toBe("/a-640.webp");
  });
});

describe("a list page's pictures", () => {
  const products = [
    item({ _id: "drill", name: "Drill", img: bench.src, images: [bench, side] }),
    item({ _id: "hammer", name: "Hammer" }),
    item({ _id: "saw", name: "Saw", img: side.src, images: [side] }),
  ];
  const data: ListPageData = { category: null, products, next: null };

  test("when tools have photos, then each card's picture has its first photo's srcset, the grid's sizes and the photo's size; the first two are fetched first, the rest lazily", () => {
    const [drill, hammer, saw] = elements(listShell(data), "img");
    expect(drill).toEqual({
      src: bench.src,
      srcset: bench.srcset,
      sizes: PICTURE_SIZES.list,
      alt: bench.alt,
      width: "2000",
      height: "1500",
      fetchpriority: "high",
    });
    expect(hammer).toEqual({
      src: "/images/products/claw-hammer.svg",
      alt: "Hammer",
      width: "400",
      height: "300",
      fetchpriority: "high",
    });
    expect(saw).toEqual({
      src: side.src,
      srcset: side.srcset,
      sizes: PICTURE_SIZES.list,
      alt: "From the side",
      width: "1500",
      height: "2000",
      loading: "lazy",
      decoding: "async",
    });
  });

  test("when the first tool has photos, then the head preloads its picture with the card's srcset and sizes, and og:image is its widest rendition", () => {
    const head = listPageHead(shop, data);
    const [card] = elements(listShell(data), "img");
    expect(preloads(head)).toEqual([
      {
        rel: "preload",
        as: "image",
        fetchpriority: "high",
        href: card!.src,
        imagesrcset: card!.srcset,
        imagesizes: card!.sizes,
      },
    ]);
    expect(elements(head, "meta").find((meta) => meta.property === "og:image")!.content).toBe(
      "https://shop.example/media/a1000000000000000000000000000000-1280.webp",
    );
  });

  test("when the first tool has no photos, then the head preloads its img alone, as before", () => {
    const head = listPageHead(shop, { ...data, products: [products[1]!, products[0]!] });
    expect(preloads(head)).toEqual([
      { rel: "preload", as: "image", fetchpriority: "high", href: "/images/products/claw-hammer.svg" },
    ]);
  });
});
