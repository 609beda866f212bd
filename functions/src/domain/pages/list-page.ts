import { LIST_DATA_ID, toolsPageText, type ListPageData, type Product } from "@hometools/contract";
import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  escapeHtml,
  renderPageHead,
  shortDescription,
  SHOP_NAME,
  staticPageHeads,
} from "@hometools/contract/page-head";
import type { ItemList, WithContext } from "schema-dts";
import { picturePreload, PICTURE_SIZES, pictureOf, pictureTag, shareImageOf } from "./picture";
import { breadcrumbList, jsonLdScript, missingPageHead, scriptJson } from "./tool-page";
import { categoryPath, priceText, toolPath } from "./tool-page-data";

/** /tools as a path. */
export const TOOLS_PATH = "/tools";

/** The page's path, name and description: a category's, or /tools'. */
function pageOf({ category }: ListPageData) {
  if (!category) {
    return { path: TOOLS_PATH, name: toolsPageText.title, ...staticPageHeads[TOOLS_PATH] };
  }
  return {
    path: categoryPath(category.slug),
    name: category.name,
    title: `${category.name} | ${SHOP_NAME}`,
    description: shortDescription(
      category.description || `${category.name} at ${SHOP_NAME}: tools for your home, in stock and ready to ship.`,
    ),
  };
}

/** The page's tools as search engines read them: the first page, newest first, by address. */
export function listItemList(shopUrl: string, data: ListPageData): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: pageOf(data).name,
    numberOfItems: data.products.length,
    itemListElement: data.products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(shopUrl, toolPath(product._id)),
      name: product.name,
    })),
  };
}

/**
 * The head of a list page: title ("<name> | Home Tools", or /tools' own), description, canonical
 * (the path alone: a query never makes another page), Open Graph, and JSON-LD: a category's
 * breadcrumb (Home > category), the page's tools (ItemList) and, for the app, ListPageData; a
 * preload of the first card's picture (its renditions as the card has them), and on /tools of the
 * categories its chips show.
 */
export function listPageHead(shopUrl: string, data: ListPageData): string {
  const page = pageOf(data);
  const first = data.products.find((product) => product.img);
  const tags = renderPageHead({
    title: page.title,
    description: page.description,
    canonical: absoluteUrl(shopUrl, page.path),
    image: absoluteUrl(shopUrl, first ? shareImageOf(first) : DEFAULT_SHARE_IMAGE),
    type: "website",
  });
  const breadcrumb =
    data.category &&
    breadcrumbList(shopUrl, [
      { name: "Home", path: "/" },
      { name: page.name, path: page.path },
    ]);
  // The first card's picture is the page's largest paint: asked for before the app's scripts.
  const firstCard = data.products[0];
  return [
    tags,
    ...(firstCard ? [picturePreload(pictureOf(firstCard), PICTURE_SIZES.list)] : []),
    ...(breadcrumb ? [jsonLdScript(breadcrumb)] : []),
    jsonLdScript(listItemList(shopUrl, data)),
    `<script type="application/json" id="${LIST_DATA_ID}">${scriptJson(data)}</script>`,
    ...(data.category ? [] : [`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/categories" />`]),
    LIST_SHELL_STYLE,
  ].join("\n    ");
}

/** The head of the page for an unknown category. */
export const missingCategoryHead = () => missingPageHead("This category is not in the Home Tools catalogue.");

/** How many of the first cards load their picture at once: the app's (features/catalog/find). */
const EAGER_PICTURES = 2;

/** A card's price: "from $12.75" for a tool whose variants' prices differ (the app's card says the same). */
const cardPrice = ({ price, priceMax }: Product) =>
  priceText({ priceCents: Math.round(price * 100), priceMaxCents: Math.round(priceMax * 100) });

/**
 * One tool as the app's card draws it (web/src/features/catalog/components/product-card.tsx): the
 * same picture box, text and badges, so the first paint's picture is as large as the app's and
 * stays the page's largest paint when the app takes over. "Add to cart" needs the app: its room is
 * kept. A tool with options has the app's "Choose options" link to its page instead.
 */
function shellCard(product: Product, index: number): string {
  const text = escapeHtml;
  const href = text(toolPath(product._id));
  // The first pictures are the page's largest paint: fetched at once and drawn with the page (no
  // decoding="async", which lets the paint wait for the app's scripts).
  const loading = index < EAGER_PICTURES ? `fetchpriority="high"` : `loading="lazy" decoding="async"`;
  const rating =
    product.ratingAverage === null || !product.ratingCount
      ? ""
      : `<p class="shell-rating">Rated ${product.ratingAverage} out of 5 (${product.ratingCount})</p>`;
  return [
    `<li><article class="shell-card">`,
    `<a href="${href}" tabindex="-1">${pictureTag(pictureOf(product), PICTURE_SIZES.list, loading)}</a>`,
    `<div>`,
    `<h2><a href="${href}">${text(product.name)}</a></h2>`,
    rating,
    `<p class="shell-description">${text(product.description)}</p>`,
    `<p class="shell-badges"><span class="shell-price">Price: ${text(cardPrice(product))}</span><span>Available: ${product.available}</span></p>`,
    `<a class="shell-buy" href="/product/${encodeURIComponent(product._id)}">Buy Now</a>`,
    product.variantCount > 1
      ? `<a class="shell-choose" href="${href}" aria-label="${text(`Choose options: ${product.name}`)}">Choose options</a>`
      : `<span class="shell-add" aria-hidden="true"></span>`,
    `</div>`,
    `</article></li>`,
  ].join("");
}

/**
 * The list page as static HTML, in the app's layout (features/catalog: list-page.module.css,
 * tool-finder.module.css, components/catalogue/card-grid.module.css): the first paint, and what a crawler
 * that runs no script reads. The app replaces it with the same page, drawn from ListPageData. The
 * filters need the app; their room is kept.
 */
export function listShell(data: ListPageData): string {
  const text = escapeHtml;
  const { category } = data;
  const page = pageOf(data);
  const lead = category ? category.description : toolsPageText.lead;
  return [
    `<main class="shell-list">`,
    category
      ? `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li aria-current="page">${text(category.name)}</li></ol></nav>`
      : "",
    `<h1>${text(page.name)}</h1>`,
    `<p class="shell-list-lead">${lead ? text(lead) : "&nbsp;"}</p>`,
    category ? "" : `<div class="shell-chips" aria-hidden="true"></div>`,
    `<div class="shell-filters" aria-hidden="true"></div>`,
    data.products.length
      ? `<ul class="shell-grid">${data.products.map(shellCard).join("")}</ul>`
      : `<p>No tools in this category yet.</p>`,
    `</main>`,
  ].join("");
}

/**
 * The shell's styles: the app's sizes, so the first paint's cards stand where the app draws them.
 * The filters' room is the app's (two rows of controls below 900 px, one from there), a few pixels
 * short rather than long: the app's first picture is then never higher, so never larger on screen,
 * than the shell's, and the shell's stays the page's largest paint.
 */
export const LIST_SHELL_STYLE = `<style>
      .shell-list { box-sizing: border-box; max-width: 1200px; min-height: calc(100svh - 59px); margin: 0 auto; padding: 24px 16px 48px; }
      .shell-list ol { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; font-size: 0.95rem; }
      .shell-list ol li + li::before { content: "›"; margin-right: 6px; color: #6b635b; }
      .shell-list ol a { color: #9a3412; }
      .shell-list h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
      .shell-list-lead { margin: 0 0 24px; color: #4b5563; }
      .shell-chips { height: 56px; margin-bottom: 24px; }
      .shell-filters { height: 288px; margin-bottom: 24px; }
      @media (min-width: 380px) { .shell-filters { height: 266px; } }
      @media (min-width: 900px) { .shell-filters { height: 108px; } }
      .shell-grid { margin: 0; padding: 0; list-style: none; display: grid; grid-template-columns: 1fr; gap: 24px; }
      .shell-card { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; overflow: hidden; border: 1px solid #e5e0d8; border-radius: 12px; background: #fff; }
      .shell-card > a { display: block; }
      .shell-card img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; background: #f1ece4; }
      .shell-card > div { flex: 1; display: flex; flex-direction: column; gap: 12px; padding: 24px; }
      .shell-card h2 { margin: 0; font-size: 1.5rem; font-weight: 700; line-height: 1.334; }
      .shell-card h2 a { color: inherit; text-decoration: none; }
      .shell-card p { margin: 0; }
      .shell-rating { line-height: 1.1rem; color: #4b5563; font-size: 0.9rem; }
      .shell-description { flex: 1; color: #4b5563; }
      .shell-badges { display: flex; flex-wrap: wrap; gap: 8px; }
      .shell-badges span { box-sizing: border-box; display: inline-flex; align-items: center; height: 32px; padding: 0 12px; border: 1px solid #9ca3af; border-radius: 16px; font-size: 0.8125rem; font-weight: 600; }
      .shell-badges .shell-price { border: 0; background: #1b1f23; color: #fff; font-weight: 700; }
      .shell-buy { display: block; margin-top: 8px; padding: 10px 22px; border-radius: 10px; background: #c2410c; color: #fff; font-size: 0.9375rem; font-weight: 700; line-height: 1.75; letter-spacing: 0.02857em; text-align: center; text-decoration: none; }
      .shell-add { display: block; height: 44px; margin-top: 8px; }
      .shell-choose { box-sizing: border-box; display: block; min-height: 44px; margin-top: 8px; padding: 8px 22px; border: 2px solid #c2410c; border-radius: 10px; background: #fff; color: #9a3412; font-size: 0.9375rem; font-weight: 700; line-height: 1.5; letter-spacing: 0.02857em; text-align: center; text-decoration: none; }
      @media (min-width: 600px) { .shell-grid { grid-template-columns: repeat(2, 1fr); } }
      @media (min-width: 900px) { .shell-grid { gap: 32px; } }
      @media (min-width: 1200px) {
        .shell-grid { grid-template-columns: repeat(3, 1fr); }
        .shell-grid > li:nth-of-type(odd) { margin-bottom: 40px; }
        .shell-grid > li:nth-of-type(even) { margin-top: 40px; }
      }
    </style>`;
