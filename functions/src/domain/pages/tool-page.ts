import { formatCents, RETURN_WINDOW_DAYS, type ToolRating, type ToolReview } from "@hometools/contract";
import { absoluteUrl, escapeHtml, renderPageHead, shortDescription, SHOP_NAME } from "@hometools/contract/page-head";
import type {
  BreadcrumbList,
  ItemAvailability,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Product as ProductLd,
  WithContext,
} from "schema-dts";
import { shippingCents, type RateRule } from "../checkout/shipping";

/** What a tool page shows, as the server read it. */
export interface ToolPageData {
  product: {
    _id: string;
    name: string;
    description: string;
    img: string;
    priceCents: number;
    available: number;
    minimumOrder: number;
    brand: string | null;
    gtin: string | null;
    mpn: string | null;
  };
  /** The tool's category, for its breadcrumb; null when it has none. */
  category: { slug: string; name: string } | null;
  /** The active shipping rates, for the offer's shippingDetails. */
  shipping: RateRule[];
  rating: ToolRating;
  /** The first page of the tool's reviews, newest first. */
  reviews: ToolReview[];
}

/**
 * How long an order takes, in business days, as the offer states it (Google's merchant listings
 * ask for a delivery time with each shipping rate): packed within a day, then the carrier's days.
 */
export const DELIVERY_DAYS = { handling: [0, 1], transit: [2, 7] } as const;

/** The image a tool without one shows (as the home page's cards do). */
export const TOOL_PLACEHOLDER_IMG = "/images/products/placeholder.svg";

/** A category's page, `/category/{slug}`, as a path. */
export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/** A tool's page, `/tools/{id}`, as a path. */
export const toolPath = (id: string) => `/tools/${encodeURIComponent(id)}`;

/** A price as schema.org's offers want it: dollars as a string with two decimals ("18.50"). */
export function offerPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A tool is in stock when a shopper can order its minimum: what the Buy Now page allows. */
export function inStock({ available, minimumOrder }: ToolPageData["product"]): boolean {
  return available >= Math.max(1, minimumOrder);
}

/** An average rating as shown and as schema.org gets it: one decimal. */
export const roundedRating = (value: number) => Math.round(value * 10) / 10;

/** The description a search result and a link preview show. */
function descriptionOf({ name, description, priceCents }: ToolPageData["product"]): string {
  return shortDescription(description || `${name} for ${formatCents(priceCents)} at ${SHOP_NAME}.`);
}

/**
 * The schema.org Product search engines read from the page (Google's Product snippets: a name and
 * one of offers, review or aggregateRating; offers with price, priceCurrency and availability).
 * The rating is the tool's own reviews', never the shop's, and only when it has some.
 */
export function toolJsonLd(shopUrl: string, data: ToolPageData): WithContext<ProductLd> {
  const { product, rating, reviews } = data;
  const availability: ItemAvailability = inStock(product)
    ? "https://schema.org/InStock"
    : "https://schema.org/OutOfStock";
  const url = absoluteUrl(shopUrl, toolPath(product._id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: absoluteUrl(shopUrl, product.img || TOOL_PLACEHOLDER_IMG),
    description: descriptionOf(product),
    sku: product._id,
    brand: { "@type": "Brand", name: product.brand ?? SHOP_NAME },
    ...(product.gtin && { gtin: product.gtin }),
    ...(product.mpn && { mpn: product.mpn }),
    offers: {
      "@type": "Offer",
      price: offerPrice(product.priceCents),
      priceCurrency: "USD",
      availability,
      url,
      shippingDetails: shippingDetails(data),
      hasMerchantReturnPolicy: returnPolicy(data),
    },
    ...(rating.reviewCount > 0 && rating.ratingValue !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: roundedRating(rating.ratingValue),
            reviewCount: rating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((review) => ({
            "@type": "Review" as const,
            author: { "@type": "Person" as const, name: review.name },
            reviewRating: { "@type": "Rating" as const, ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            reviewBody: review.review,
            ...(review.createdAt ? { datePublished: review.createdAt.slice(0, 10) } : {}),
          })),
        }
      : {}),
  };
}

/**
 * One OfferShippingDetails per active rate that names its countries (a "*" rate covers "every other
 * country", which schema.org cannot name): the rate a one-piece order of the tool pays, so free
 * when the tool's price alone reaches the rate's free-over amount.
 */
function shippingDetails({ product, shipping }: ToolPageData): OfferShippingDetails[] {
  const days = (range: readonly [number, number]) => ({
    "@type": "QuantitativeValue" as const,
    minValue: range[0],
    maxValue: range[1],
    unitCode: "DAY",
  });
  return shipping
    .filter((rate) => !rate.countries.includes("*"))
    .map((rate) => ({
      "@type": "OfferShippingDetails",
      shippingRate: {
        "@type": "MonetaryAmount",
        value: Number(offerPrice(shippingCents(rate, product.priceCents))),
        currency: "USD",
      },
      shippingDestination: rate.countries.map((country) => ({ "@type": "DefinedRegion", addressCountry: country })),
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: days(DELIVERY_DAYS.handling),
        transitTime: days(DELIVERY_DAYS.transit),
      },
    }));
}

/** Returns within RETURN_WINDOW_DAYS of payment, by mail (docs/order-life.md), to every country the shop ships to. */
function returnPolicy({ shipping }: ToolPageData): MerchantReturnPolicy {
  const countries = [...new Set(shipping.flatMap((rate) => rate.countries).filter((c) => c !== "*"))].sort();
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: countries.length ? countries : ["US"],
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
  };
}

/** The trail search results show above a tool: Home, its category (when it has one), the tool. */
export function toolBreadcrumb(shopUrl: string, data: ToolPageData): WithContext<BreadcrumbList> {
  const trail = [
    { name: "Home", path: "/" },
    ...(data.category ? [{ name: data.category.name, path: categoryPath(data.category.slug) }] : []),
    { name: data.product.name, path: toolPath(data.product._id) },
  ];
  return breadcrumbList(shopUrl, trail);
}

/** A schema.org BreadcrumbList of absolute addresses, positions from 1. */
export function breadcrumbList(
  shopUrl: string,
  trail: Array<{ name: string; path: string }>,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(shopUrl, path),
    })),
  };
}

/** A JSON-LD block for a page's head. */
export const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/**
 * JSON inside a <script> element: `<` (and the line separators JavaScript once refused) as
 * escapes, so no text of a product can close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The head of a tool's page: its own title, description, canonical address, Open Graph tags and JSON-LD. */
export function toolPageHead(shopUrl: string, data: ToolPageData): string {
  const { product } = data;
  const tags = renderPageHead({
    title: `${product.name} | ${SHOP_NAME}`,
    description: descriptionOf(product),
    canonical: absoluteUrl(shopUrl, toolPath(product._id)),
    image: absoluteUrl(shopUrl, product.img || TOOL_PLACEHOLDER_IMG),
    type: "product",
  });
  // Two blocks: the Product (one per page, docs/decisions/033) and its breadcrumb.
  return `${tags}\n    ${jsonLdScript(toolJsonLd(shopUrl, data))}\n    ${jsonLdScript(toolBreadcrumb(shopUrl, data))}`;
}

/** The head of a 404 page the `pages` function serves: kept out of the index, with no image. */
export function missingPageHead(description: string): string {
  return renderPageHead({
    title: `Page not found | ${SHOP_NAME}`,
    description,
    image: "",
    type: "website",
    robots: "noindex",
  }).replace(/\n\s*<meta property="og:image" content="" \/>/, "");
}

/** The head of the page for an unknown tool. */
export const missingToolHead = () => missingPageHead("This tool is not in the Home Tools catalogue.");

const stars = (value: number) => `${roundedRating(value).toFixed(1)} out of 5`;

/**
 * The tool as static HTML, shown before the app's scripts run (like the home page's hero in
 * index.html): what a crawler that runs no script reads, and the page's first paint. The app
 * replaces it with the same content (web/src/features/tools).
 */
export function toolShell(data: ToolPageData): string {
  const { product, rating } = data;
  const text = escapeHtml;
  const img = product.img || TOOL_PLACEHOLDER_IMG;
  const ratingLine =
    rating.reviewCount > 0 && rating.ratingValue !== null
      ? `<p class="shell-tool-rating">Rated ${stars(rating.ratingValue)} from ${rating.reviewCount} review${rating.reviewCount === 1 ? "" : "s"}</p>`
      : `<p class="shell-tool-rating">No reviews yet</p>`;
  return [
    `<main class="shell-tool">`,
    `<img src="${text(img)}" alt="${text(product.name)}" width="400" height="300" fetchpriority="high" />`,
    `<div>`,
    `<h1>${text(product.name)}</h1>`,
    `<p class="shell-tool-price">${text(formatCents(product.priceCents))}</p>`,
    ratingLine,
    `<p>${inStock(product) ? `In stock: ${product.available}` : "Out of stock"} · Minimum order: ${product.minimumOrder}</p>`,
    `<p>${text(product.description)}</p>`,
    `</div>`,
    `</main>`,
  ].join("");
}

/** The shell's styles: the same layout as the app's tool page, so nothing moves when it takes over. */
export const TOOL_SHELL_STYLE = `<style>
      .shell-tool { box-sizing: border-box; max-width: 1100px; min-height: calc(100svh - 59px); margin: 0 auto; padding: 24px 16px; display: grid; gap: 24px; align-content: start; }
      .shell-tool img { width: 100%; height: auto; max-width: 480px; aspect-ratio: 4 / 3; object-fit: contain; background: #fff; border-radius: 12px; }
      .shell-tool h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
      .shell-tool p { margin: 0 0 12px; }
      .shell-tool-price { font-size: 1.5rem; font-weight: 800; color: #9a3412; }
      @media (min-width: 900px) { .shell-tool { grid-template-columns: minmax(0, 480px) 1fr; padding: 40px 24px; } }
    </style>`;
