import {
  formatCents,
  type ProductImage,
  type ProductOption,
  type ToolRating,
  type ToolReview,
} from "@hometools/contract";
import type { StoredVariant } from "../catalogue/variants";
import type { RateRule } from "../checkout/shipping";

/** What a tool page shows, as the server read it. */
export interface ToolPageData {
  product: {
    _id: string;
    name: string;
    description: string;
    img: string;
    /** Its photos as the API answers them (docs/decisions/046), in order; [] for a tool without. */
    images: ProductImage[];
    /** The lowest variant's price; the tool's own without options. */
    priceCents: number;
    /** The highest variant's price. */
    priceMaxCents: number;
    /** Every variant's pieces together. */
    available: number;
    minimumOrder: number;
    brand: string | null;
    gtin: string | null;
    mpn: string | null;
    /** Up to 3; [] for a tool without options. */
    options: ProductOption[];
    /** A tool without options has one, `default`, whose price and stock are the tool's. */
    variants: StoredVariant[];
  };
  /** The tool's category, for its breadcrumb; null when it has none. */
  category: { slug: string; name: string } | null;
  /** The active shipping rates, for the offers' shippingDetails. */
  shipping: RateRule[];
  rating: ToolRating;
  /** The first page of the tool's reviews, newest first. */
  reviews: ToolReview[];
}

export type ToolVariant = ToolPageData["product"]["variants"][number];

/** The image a tool without one shows (as the home page's cards do). */
export const TOOL_PLACEHOLDER_IMG = "/images/products/placeholder.svg";

/** A category's page, `/category/{slug}`, as a path. */
export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/** A tool's page, `/tools/{id}`, as a path. */
export const toolPath = (id: string) => `/tools/${encodeURIComponent(id)}`;

/** A tool's page opened on one of its variants, `/tools/{id}?variant={variantId}`: what the app's choice writes. */
export const variantPath = (id: string, variantId: string) =>
  `${toolPath(id)}?variant=${encodeURIComponent(variantId)}`;

/** A price as schema.org's offers want it: dollars as a string with two decimals ("18.50"). */
export function offerPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * A tool, or one of its variants, is in stock when a shopper can order the tool's minimum of it:
 * what the Buy Now page allows (each order line is one variant).
 */
export function inStock(available: number, minimumOrder: number): boolean {
  return available >= Math.max(1, minimumOrder);
}

/** An average rating as shown and as schema.org gets it: one decimal. */
export const roundedRating = (value: number) => Math.round(value * 10) / 10;

/** The tool's price as its page says it: "from $12.75" when its variants' prices differ. */
export function priceText({
  priceCents,
  priceMaxCents,
}: Pick<ToolPageData["product"], "priceCents" | "priceMaxCents">) {
  return priceMaxCents > priceCents ? `from ${formatCents(priceCents)}` : formatCents(priceCents);
}

/** Whether the tool is sold in options (sizes, colours): its page then names a variant per choice. */
export const hasOptions = (product: ToolPageData["product"]) => product.options.length > 0;

/**
 * The variant a tool page shows chosen, as the app chooses it (web/src/lib/variants.ts): the one
 * `?variant=` names, else the first with pieces, else the first.
 */
export function shownVariant(product: ToolPageData["product"], asked: string | null): ToolVariant {
  const { variants } = product;
  return (
    variants.find((variant) => variant.id === asked) ??
    variants.find((variant) => variant.available > 0) ??
    variants[0]!
  );
}
