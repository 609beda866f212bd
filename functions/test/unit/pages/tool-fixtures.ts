import type { Product, ProductImage } from "@hometools/contract";
import type { ToolPageData } from "../../../src/domain/pages/tool-page-data";

/** Tools as the tool page and the list pages read them, for the pages' unit tests. */

/** A tool without options: its one `default` variant is its own price, stock, GTIN and MPN. */
export function plainProduct(overrides: Partial<ToolPageData["product"]> = {}): ToolPageData["product"] {
  const product = {
    _id: "claw-hammer",
    name: "Claw Hammer",
    description: "A 16 oz forged steel hammer.",
    img: "/images/products/claw-hammer.svg",
    images: [] as ProductImage[],
    priceCents: 1850,
    available: 120,
    minimumOrder: 2,
    brand: null,
    gtin: null,
    mpn: null,
    ...overrides,
  };
  return {
    priceMaxCents: product.priceCents,
    options: [],
    variants: [
      {
        id: "default",
        options: {},
        sku: null,
        priceCents: product.priceCents,
        available: product.available,
        gtin: product.gtin,
        mpn: product.mpn,
      },
    ],
    ...product,
  };
}

/** The seed's wrench: Size 6 in ($12.75, 60 pieces), 8 in ($15.25, 90), 10 in ($18.50, sold out). */
export function wrenchProduct(): ToolPageData["product"] {
  const size = (id: string, value: string, sku: string, priceCents: number, available: number) => ({
    id,
    options: { Size: value },
    sku,
    priceCents,
    available,
    gtin: null,
    mpn: null,
  });
  return {
    _id: "adjustable-wrench",
    name: "Adjustable Wrench",
    description: "A chrome-vanadium wrench with a smooth worm gear and a wide jaw opening, in three sizes.",
    img: "/images/products/adjustable-wrench.svg",
    images: [],
    priceCents: 1275,
    priceMaxCents: 1850,
    available: 150,
    minimumOrder: 1,
    brand: null,
    gtin: null,
    mpn: null,
    options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
    variants: [
      size("6-in", "6 in", "AW-6", 1275, 60),
      size("8-in", "8 in", "AW-8", 1525, 90),
      size("10-in", "10 in", "AW-10", 1850, 0),
    ],
  };
}

/** Standard (free over $75) to the US, and a rate for every other country. */
export const SHIPPING: ToolPageData["shipping"] = [
  { _id: "standard", label: "Standard", amountCents: 599, freeOverCents: 7500, countries: ["US"], active: true },
  { _id: "world", label: "World", amountCents: 2499, freeOverCents: null, countries: ["*"], active: true },
];

/**
 * A photo as the API answers it (docs/decisions/046): renditions 320, 640 and 1280 px wide (those
 * not wider than the photo) named by a content key, `src` the 640 (or the widest below).
 */
export function photo(key: string, width = 2000, height = 1500, alt = `A photo ${key}`): ProductImage {
  const widths = [320, 640, 1280].filter((candidate) => candidate <= width);
  const made = widths.length > 0 ? widths : [width];
  const url = (w: number) => `/media/${key.padEnd(32, "0")}-${w}.webp`;
  return {
    id: `photo-${key}`,
    alt,
    width,
    height,
    src: url(made.filter((w) => w <= 640).at(-1) ?? made[0]!),
    srcset: made.map((w) => `${url(w)} ${w}w`).join(", "),
  };
}

/** A tool as GET /products lists it (a list page's card): the claw hammer unless `overrides` say. */
export function listProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: "claw-hammer",
    name: "Claw Hammer",
    description: "A 16 oz forged steel hammer.",
    img: "/images/products/claw-hammer.svg",
    price: 18.5,
    priceMax: 18.5,
    available: 120,
    variantCount: 1,
    minimumOrder: 2,
    category: "hand-tools",
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
