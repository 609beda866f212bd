import type { Product, ProductImage } from "@hometools/contract";

/** Tools and photos as the API answers them, for the web tests. */

/** A tool without options, reviews or photos; `overrides` set the rest. */
export function aTool(overrides: Partial<Product> = {}): Product {
  return {
    _id: "cordless-drill",
    name: "Cordless Drill",
    description: "An 18 V drill-driver.",
    img: "/images/products/cordless-drill.svg",
    price: 89.99,
    priceMax: 89.99,
    available: 40,
    variantCount: 1,
    minimumOrder: 1,
    category: null,
    ratingAverage: null,
    ratingCount: 0,
    brand: null,
    gtin: null,
    mpn: null,
    version: 1,
    createdAt: null,
    images: [],
    ...overrides,
  };
}

/** A photo's rendition on the shop's origin: its content key and width (docs/decisions/046). */
export const rendition = (width: number, key = "0123456789abcdef0123456789abcdef") => `/media/${key}-${width}.webp`;

/** A 2000 x 1500 photo with its three renditions, `src` the 640 px one. */
export function aPhoto(overrides: Partial<ProductImage> = {}): ProductImage {
  return {
    id: "p1",
    alt: "The drill on a bench",
    width: 2000,
    height: 1500,
    src: rendition(640),
    srcset: `${rendition(320)} 320w, ${rendition(640)} 640w, ${rendition(1280)} 1280w`,
    ...overrides,
  };
}
