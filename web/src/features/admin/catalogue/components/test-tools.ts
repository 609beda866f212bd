import type { ProductDetail, ProductImage } from "@hometools/contract";
import { aTool } from "../../../../test/catalogue";

/** Tools and photos as the API answers them, for this folder's tests: each test names what matters to it. */

/** A tool without options (its one variant, `default`, at its price and stock), with `fields` over it. */
export function testTool(fields: Partial<ProductDetail> = {}): ProductDetail {
  const price = fields.price ?? 10;
  const available = fields.available ?? 7;
  return {
    ...aTool({ _id: "t", name: "Tool", description: "", img: "", price, priceMax: price, available }),
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
