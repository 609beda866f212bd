import type { ProductDetail } from "@hometools/contract";

/** What the shop refuses about its products, their stock and their categories. */
export type CatalogueRefusal =
  /** The product changed since the admin opened it (docs/decisions/021); `current` is how it is now. */
  | { kind: "product-changed"; current: ProductDetail }
  | { kind: "unknown-category" }
  | { kind: "slug-taken" }
  /** A category is deleted only once no tool is in it. */
  | { kind: "category-in-use"; tools: number }
  /** A stock move of a tool with options names no variant (`optionNames`), or one it has not. */
  | { kind: "choose-variant"; optionNames: string[] }
  | { kind: "no-such-variant" }
  /** A SKU another variant has (in the shop, or earlier in the same request), at the variant's index. */
  | { kind: "sku-taken"; index: number }
  /** PUT /products/{id}/variants: a kept variant's `available` (stock moves only by moves). */
  | { kind: "kept-variant-stock"; index: number }
  /** PUT /products/{id}/variants: an id the product does not have; or, without options, one not `default`. */
  | { kind: "unknown-variant-id"; index: number; plain: boolean }
  /** PATCH of a price on a tool whose prices are its variants'. */
  | { kind: "price-in-variants" }
  /** A photo upload: no file part; bytes no decoder takes as JPEG, PNG or WebP; too many pixels; over 10 MiB. */
  | { kind: "no-photo" }
  | { kind: "not-an-image" }
  | { kind: "image-too-large" }
  | { kind: "photo-file-too-big" }
  /** A tool has at most 8 photos. */
  | { kind: "too-many-images" }
  /** PATCH /products/{id}/images: an order that is not the tool's photos once each, an alt for a photo it has not. */
  | { kind: "image-order" }
  | { kind: "unknown-image"; id: string }
  /** Stock never goes below 0. */
  | { kind: "stock-below-zero"; available: number; removing: number }
  /** A price range is answered only sorted by price (docs/decisions/038); `bounds` are the ones sent. */
  | { kind: "price-range-unsorted"; bounds: Array<"minPrice" | "maxPrice"> };
