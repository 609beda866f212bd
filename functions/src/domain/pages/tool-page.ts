import { formatCents, variantOfChoice, type ProductOption } from "@hometools/contract";
import { absoluteUrl, escapeHtml, renderPageHead, SHOP_NAME } from "@hometools/contract/page-head";
import type { BreadcrumbList, WithContext } from "schema-dts";
import { picturePreload, PICTURE_SIZES, pictureOf, pictureTag, shareImageOf } from "./picture";
import { descriptionOf, toolJsonLd } from "./tool-json-ld";
import {
  categoryPath,
  hasOptions,
  inStock,
  priceText,
  roundedRating,
  shownVariant,
  toolPath,
  type ToolPageData,
  type ToolVariant,
} from "./tool-page-data";

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

/**
 * The head of a tool's page: its own title, description, canonical address, Open Graph tags (the
 * first photo's widest rendition as the preview), the preload of its picture (the page's largest
 * paint) and JSON-LD.
 */
export function toolPageHead(shopUrl: string, data: ToolPageData): string {
  const { product } = data;
  const tags = renderPageHead({
    title: `${product.name} | ${SHOP_NAME}`,
    description: descriptionOf(product),
    canonical: absoluteUrl(shopUrl, toolPath(product._id)),
    image: absoluteUrl(shopUrl, shareImageOf(product)),
    type: "product",
  });
  return [
    tags,
    picturePreload(pictureOf(product), PICTURE_SIZES.tool),
    // Two blocks: the Product or, with options, the ProductGroup (one per page, docs/decisions/033), and its breadcrumb.
    jsonLdScript(toolJsonLd(shopUrl, data)),
    jsonLdScript(toolBreadcrumb(shopUrl, data)),
  ].join("\n    ");
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
 * replaces it with the same content (web/src/features/tools). A tool with options shows its radio
 * groups with the variant the app will choose checked and that variant's SKU; its price and stock
 * are the tool's ("from $12.75", every variant's pieces) unless `?variant=` named the variant.
 */
export function toolShell(data: ToolPageData, askedVariant: string | null = null): string {
  const { product, rating } = data;
  const text = escapeHtml;
  const chosen = shownVariant(product, askedVariant);
  const named = hasOptions(product) && chosen.id === askedVariant;
  const price = named ? formatCents(chosen.priceCents) : priceText(product);
  const available = named ? chosen.available : product.available;
  const ratingLine =
    rating.reviewCount > 0 && rating.ratingValue !== null
      ? `<p class="shell-tool-rating">Rated ${stars(rating.ratingValue)} from ${rating.reviewCount} review${rating.reviewCount === 1 ? "" : "s"}</p>`
      : `<p class="shell-tool-rating">No reviews yet</p>`;
  return [
    `<main class="shell-tool">`,
    pictureTag(pictureOf(product), PICTURE_SIZES.tool, `fetchpriority="high"`),
    `<div>`,
    `<h1>${text(product.name)}</h1>`,
    `<p class="shell-tool-price">${text(price)}</p>`,
    ratingLine,
    hasOptions(product) ? optionGroups(product, chosen) : "",
    `<p>${inStock(available, product.minimumOrder) ? `In stock: ${available}` : "Out of stock"} · Minimum order: ${product.minimumOrder}</p>`,
    chosen.sku === null ? "" : `<p class="shell-tool-sku">SKU: ${text(chosen.sku)}</p>`,
    `<p>${text(product.description)}</p>`,
    `</div>`,
    `</main>`,
  ].join("");
}

/**
 * The options as the app draws them (features/tools/components/variant-choice.tsx): a radio group
 * (a fieldset named by its legend) per option, a radio per value, "(out of stock)" on a value whose variant (the other options kept) has
 * no pieces. The app takes them over; before it runs, choosing one changes nothing else.
 */
function optionGroups(product: { options: ProductOption[]; variants: ToolVariant[] }, chosen: ToolVariant): string {
  const text = escapeHtml;
  const groups = product.options.map((option, index) => {
    const values = option.values.map((value) => {
      const variant = variantOfChoice(product.options, product.variants, { ...chosen.options, [option.name]: value });
      const none = !variant || variant.available <= 0;
      const checked = chosen.options[option.name] === value ? " checked" : "";
      return `<label class="shell-tool-value${none ? " shell-tool-none" : ""}"><input type="radio" name="shell-option-${index}" value="${text(value)}"${checked} />${text(value)}${none ? " (out of stock)" : ""}</label>`;
    });
    return `<fieldset class="shell-tool-option" role="radiogroup" aria-labelledby="shell-option-${index}"><legend id="shell-option-${index}">${text(option.name)}</legend>${values.join("")}</fieldset>`;
  });
  return `<div class="shell-tool-options">${groups.join("")}</div>`;
}

/**
 * The shell's styles: the same layout as the app's tool page (tool-page.module.css), so nothing
 * moves when it takes over.
 */
export const TOOL_SHELL_STYLE = `<style>
      .shell-tool { box-sizing: border-box; max-width: 1100px; min-height: calc(100svh - 59px); margin: 0 auto; padding: 24px 16px; display: grid; gap: 24px; align-content: start; }
      .shell-tool img { width: 100%; height: auto; max-width: 480px; aspect-ratio: 4 / 3; object-fit: contain; background: #fff; border-radius: 12px; }
      .shell-tool h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
      .shell-tool p { margin: 0 0 12px; }
      .shell-tool-price { font-size: 1.5rem; font-weight: 800; color: #9a3412; }
      .shell-tool-options { display: grid; gap: 12px; margin: 0 0 12px; }
      .shell-tool-option { display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
      .shell-tool-option legend { margin-bottom: 6px; padding: 0; font-weight: 700; }
      .shell-tool-value { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 14px 0 10px; border: 1px solid #6b7280; border-radius: 10px; background: #fff; }
      .shell-tool-value:has(input:checked) { border: 2px solid #c2410c; padding: 0 13px 0 9px; font-weight: 700; }
      .shell-tool-value input { margin: 0; accent-color: #c2410c; }
      .shell-tool-none { color: #4b5563; }
      .shell-tool-sku { color: #374151; font-size: 0.9375rem; }
      @media (min-width: 900px) { .shell-tool { grid-template-columns: minmax(0, 480px) 1fr; padding: 40px 24px; } }
    </style>`;
