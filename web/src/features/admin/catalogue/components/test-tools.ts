import type { ProductDetail, ProductImage } from "@hometools/contract";

/** Tools and photos as the API answers them, for this folder's tests: each test names what matters to it. */

/** A tool without options (its one variant, `default`, at its price and stock), with `fields` over it. */
export function testTool(fields: Partial<ProductDetail> = {}): ProductDetail {
  const price = fields.price ?? 10;
  const available = fields.available ?? 7;
  return {
    _id: "t",
    name: "Tool",
    description: "",
    img: "",
    price,
    priceMax: price,
    available,
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
    options: [],
    variants: [{ id: "default", options: {}, label: "", sku: null, price, available, gtin: null, mpn: null }],
    ...fields,
  };
}

/** A photo as the API answers it: its renditions under /media. */
export const testPhoto = (id: string, alt = `Photo ${id}`): ProductImage => ({
  id,
  alt,
  width: 1500,
  height: 2000,
  src: `/media/${id}-640.webp`,
  srcset: `/media/${id}-320.webp 320w, /media/${id}-640.webp 640w`,
});
