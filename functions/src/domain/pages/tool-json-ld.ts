import { RETURN_WINDOW_DAYS, variantValues } from "@hometools/contract";
import { absoluteUrl, shortDescription, SHOP_NAME } from "@hometools/contract/page-head";
import type {
  AggregateRating,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  Product as ProductLd,
  ProductGroup,
  PropertyValue,
  Review,
  WithContext,
} from "schema-dts";
import { shippingCents } from "../checkout/shipping";
import { widestRendition } from "./picture";
import {
  hasOptions,
  inStock,
  offerPrice,
  priceText,
  roundedRating,
  TOOL_PLACEHOLDER_IMG,
  toolPath,
  variantPath,
  type ToolPageData,
  type ToolVariant,
} from "./tool-page-data";

/**
 * A tool's schema.org JSON-LD (docs/decisions/033, docs/search-engines.md): a `Product` with one
 * `Offer` for a tool without options; a `ProductGroup` with a `Product` and `Offer` per variant for
 * a tool with options (Google's product variants), so each size's price and stock is its own.
 */

/**
 * How long an order takes, in business days, as the offer states it (Google's merchant listings
 * ask for a delivery time with each shipping rate): packed within a day, then the carrier's days.
 */
export const DELIVERY_DAYS = { handling: [0, 1], transit: [2, 7] } as const;

/** The description a search result and a link preview show. */
export function descriptionOf(product: ToolPageData["product"]): string {
  const price = product.priceMaxCents > product.priceCents ? priceText(product) : `for ${priceText(product)}`;
  return shortDescription(product.description || `${product.name} ${price} at ${SHOP_NAME}.`);
}

/** The tool's JSON-LD: a ProductGroup for a tool with options, else a Product. */
export function toolJsonLd(shopUrl: string, data: ToolPageData): WithContext<ProductLd | ProductGroup> {
  return hasOptions(data.product) ? toolGroupJsonLd(shopUrl, data) : toolProductJsonLd(shopUrl, data);
}

/**
 * The schema.org Product search engines read from the page (Google's Product snippets: a name and
 * one of offers, review or aggregateRating; offers with price, priceCurrency and availability).
 * The rating is the tool's own reviews', never the shop's, and only when it has some.
 */
export function toolProductJsonLd(shopUrl: string, data: ToolPageData): WithContext<ProductLd> {
  const { product } = data;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: imageOf(shopUrl, data),
    description: descriptionOf(product),
    sku: product._id,
    brand: brandOf(data),
    ...(product.gtin && { gtin: product.gtin }),
    ...(product.mpn && { mpn: product.mpn }),
    offers: offerOf(data, {
      priceCents: product.priceCents,
      available: product.available,
      url: absoluteUrl(shopUrl, toolPath(product._id)),
    }),
    ...ratingOf(data),
  };
}

/**
 * A tool with options as Google's product variants ask: a ProductGroup (`productGroupID` the tool's
 * id, what varies in `variesBy`) whose `hasVariant` holds one Product per variant, named by the
 * tool and its values ("Adjustable Wrench 8 in"), with its SKU, GTIN, MPN, its values as schema.org's
 * size, color, material or pattern where its option is one of those (else an additionalProperty),
 * and its own Offer: price, stock, and its address on the page (`?variant=`).
 */
export function toolGroupJsonLd(shopUrl: string, data: ToolPageData): WithContext<ProductGroup> {
  const { product } = data;
  const properties = optionProperties(product.options.map((option) => option.name));
  const image = imageOf(shopUrl, data);
  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    productGroupID: product._id,
    name: product.name,
    description: descriptionOf(product),
    image,
    brand: brandOf(data),
    url: absoluteUrl(shopUrl, toolPath(product._id)),
    variesBy: product.options.map((option) => {
      const property = properties.get(option.name);
      return property ? `https://schema.org/${property}` : option.name;
    }),
    hasVariant: product.variants.map((variant) => variantJsonLd(shopUrl, data, variant, properties, image)),
    ...ratingOf(data),
  };
}

/** The schema.org properties a variant's values can take; any other option is an additionalProperty. */
type VariantProperty = "size" | "color" | "material" | "pattern";

const PROPERTY_OF_NAME: Record<string, VariantProperty> = {
  size: "size",
  color: "color",
  colour: "color",
  material: "material",
  pattern: "pattern",
};

/**
 * Which option is which schema.org property, by its name ignoring case ("Size", "Colour"). A
 * property is given once: a second option that would take it ("Color" beside "Colour") stays an
 * additionalProperty.
 */
function optionProperties(names: readonly string[]): Map<string, VariantProperty> {
  const properties = new Map<string, VariantProperty>();
  const taken = new Set<VariantProperty>();
  for (const name of names) {
    const property = PROPERTY_OF_NAME[name.trim().toLowerCase()];
    if (property && !taken.has(property)) {
      properties.set(name, property);
      taken.add(property);
    }
  }
  return properties;
}

function variantJsonLd(
  shopUrl: string,
  data: ToolPageData,
  variant: ToolVariant,
  properties: ReadonlyMap<string, VariantProperty>,
  image: string | string[],
): ProductLd {
  const { product } = data;
  const named: Partial<Record<VariantProperty, string>> = {};
  const additional: PropertyValue[] = [];
  for (const option of product.options) {
    const value = variant.options[option.name];
    if (value === undefined) continue;
    const property = properties.get(option.name);
    if (property) named[property] = value;
    else additional.push({ "@type": "PropertyValue", name: option.name, value });
  }
  return {
    "@type": "Product",
    name: [product.name, variantValues(product.options, variant.options).join(" / ")].join(" "),
    ...(variant.sku && { sku: variant.sku }),
    ...(variant.gtin && { gtin: variant.gtin }),
    ...(variant.mpn && { mpn: variant.mpn }),
    ...named,
    ...(additional.length > 0 && { additionalProperty: additional }),
    image,
    offers: offerOf(data, {
      priceCents: variant.priceCents,
      available: variant.available,
      url: absoluteUrl(shopUrl, variantPath(product._id, variant.id)),
    }),
  };
}

/**
 * The tool's pictures as absolute addresses: the widest rendition of every photo, in the owner's
 * order (Google's Product snippets ask for several high-resolution images; the narrower renditions
 * of the same photo add nothing), or its one `img` when it has no photos.
 */
function imageOf(shopUrl: string, { product }: ToolPageData): string | string[] {
  if (product.images.length === 0) return absoluteUrl(shopUrl, product.img || TOOL_PLACEHOLDER_IMG);
  return product.images.map((photo) => absoluteUrl(shopUrl, widestRendition(photo)));
}

const brandOf = ({ product }: ToolPageData) => ({ "@type": "Brand" as const, name: product.brand ?? SHOP_NAME });

/**
 * An offer of the tool or of one variant: its price, InStock when a shopper can order the tool's
 * minimum of it (OutOfStock otherwise), shipping and returns.
 */
function offerOf(data: ToolPageData, sold: { priceCents: number; available: number; url: string }): Offer {
  return {
    "@type": "Offer",
    price: offerPrice(sold.priceCents),
    priceCurrency: "USD",
    availability: inStock(sold.available, data.product.minimumOrder)
      ? "https://schema.org/InStock"
      : "https://schema.org/OutOfStock",
    url: sold.url,
    shippingDetails: shippingDetails(data, sold.priceCents),
    hasMerchantReturnPolicy: returnPolicy(data),
  };
}

/** The tool's own reviews' average and the first five, only when it has some (never the shop's). */
function ratingOf({ rating, reviews }: ToolPageData): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (rating.reviewCount === 0 || rating.ratingValue === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: roundedRating(rating.ratingValue),
      reviewCount: rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, 5).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.review,
      ...(review.createdAt ? { datePublished: review.createdAt.slice(0, 10) } : {}),
    })),
  };
}

/**
 * One OfferShippingDetails per active rate that names its countries (a "*" rate covers "every other
 * country", which schema.org cannot name): the rate a one-piece order at this price pays, so free
 * when the price alone reaches the rate's free-over amount.
 */
function shippingDetails({ shipping }: ToolPageData, priceCents: number): OfferShippingDetails[] {
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
        value: Number(offerPrice(shippingCents(rate, priceCents))),
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
