import { CATEGORY_DATA_ID, formatCents, type CategoryPageData } from "@hometools/contract";
import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  escapeHtml,
  renderPageHead,
  shortDescription,
  SHOP_NAME,
} from "@hometools/contract/page-head";
import type { ItemList, WithContext } from "schema-dts";
import { breadcrumbList, categoryPath, jsonLdScript, scriptJson, TOOL_PLACEHOLDER_IMG, toolPath } from "./tool-page";

function descriptionOf({ category }: CategoryPageData): string {
  return shortDescription(
    category.description || `${category.name} at ${SHOP_NAME}: tools for your home, in stock and ready to ship.`,
  );
}

/** The page's tools as search engines read them: the first page, newest first, by address. */
export function categoryItemList(shopUrl: string, data: CategoryPageData): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: data.category.name,
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
 * The head of a category's page: title "<name> | Home Tools", description, canonical (the path
 * alone: a query never makes another page), Open Graph, and JSON-LD: its breadcrumb (Home >
 * category), its tools (ItemList) and, for the app, CategoryPageData.
 */
export function categoryPageHead(shopUrl: string, data: CategoryPageData): string {
  const canonical = absoluteUrl(shopUrl, categoryPath(data.category.slug));
  const first = data.products.find((product) => product.img);
  const tags = renderPageHead({
    title: `${data.category.name} | ${SHOP_NAME}`,
    description: descriptionOf(data),
    canonical,
    image: absoluteUrl(shopUrl, first?.img || DEFAULT_SHARE_IMAGE),
    type: "website",
  });
  const breadcrumb = breadcrumbList(shopUrl, [
    { name: "Home", path: "/" },
    { name: data.category.name, path: categoryPath(data.category.slug) },
  ]);
  return [
    tags,
    jsonLdScript(breadcrumb),
    jsonLdScript(categoryItemList(shopUrl, data)),
    `<script type="application/json" id="${CATEGORY_DATA_ID}">${scriptJson(data)}</script>`,
    CATEGORY_SHELL_STYLE,
  ].join("\n    ");
}

/** The head of the page for an unknown category: kept out of the index. */
export function missingCategoryHead(): string {
  return renderPageHead({
    title: `Page not found | ${SHOP_NAME}`,
    description: "This category is not in the Home Tools catalogue.",
    image: "",
    type: "website",
    robots: "noindex",
  }).replace(/\n\s*<meta property="og:image" content="" \/>/, "");
}

/**
 * The list as static HTML for the first paint and for crawlers that run no script; the app
 * replaces it with the same list (web/src/features/catalog) from CategoryPageData.
 */
export function categoryShell(data: CategoryPageData): string {
  const text = escapeHtml;
  const cards = data.products.map((product) => {
    const rating =
      product.ratingAverage === null
        ? ""
        : `<span>Rated ${product.ratingAverage.toFixed(1)} out of 5 (${product.ratingCount})</span>`;
    return [
      `<li><a href="${text(toolPath(product._id))}">`,
      `<img src="${text(product.img || TOOL_PLACEHOLDER_IMG)}" alt="" width="240" height="180" loading="lazy" />`,
      `<span class="shell-card-name">${text(product.name)}</span>`,
      `</a>`,
      `<span>${text(formatCents(Math.round(product.price * 100)))}</span>`,
      rating,
      `</li>`,
    ].join("");
  });
  return [
    `<main class="shell-list">`,
    `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <span aria-current="page">${text(data.category.name)}</span></nav>`,
    `<h1>${text(data.category.name)}</h1>`,
    data.category.description ? `<p>${text(data.category.description)}</p>` : "",
    cards.length ? `<ul>${cards.join("")}</ul>` : `<p>No tools in this category yet.</p>`,
    `</main>`,
  ].join("");
}

export const CATEGORY_SHELL_STYLE = `<style>
      .shell-list { box-sizing: border-box; max-width: 1100px; min-height: calc(100svh - 59px); margin: 0 auto; padding: 24px 16px; }
      .shell-list h1 { margin: 8px 0; font-size: 2rem; line-height: 1.2; }
      .shell-list ul { list-style: none; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }
      .shell-list li { display: grid; gap: 4px; }
      .shell-list img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; background: #fff; border-radius: 8px; }
      .shell-card-name { display: block; font-weight: 700; }
    </style>`;
