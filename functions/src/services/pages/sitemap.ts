import { absoluteUrl } from "@hometools/contract/page-head";
import { listProductStamps } from "../../data/catalogue/product-repository";
import { buildSitemap, sitemapPart, sitemapPartPath, urlset, type SitemapEntry } from "../../domain/pages/sitemap";
import { categoryPath, toolPath } from "../../domain/pages/tool-page-data";
import { listCategoryStamps } from "../../data/catalogue/category-repository";

/** The public pages beside the tools and the categories. */
const PUBLIC_PAGES = ["/", "/tools", "/blogs", "/about"];

/**
 * When the public pages last changed: when this functions bundle was built (functions/build.mjs
 * writes it in), which ships with each release of the shop; the module's load time where the
 * source runs unbundled.
 */
const RELEASED_AT = process.env.HOMETOOLS_BUILT_AT ?? new Date().toISOString();

async function entries(shopUrl: string): Promise<SitemapEntry[]> {
  const [products, categories] = await Promise.all([listProductStamps(), listCategoryStamps()]);
  products.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return [
    ...PUBLIC_PAGES.map((path) => ({ loc: absoluteUrl(shopUrl, path), lastmod: RELEASED_AT })),
    ...categories.map(({ slug, changedAt }) => ({
      loc: absoluteUrl(shopUrl, categoryPath(slug)),
      lastmod: changedAt ?? RELEASED_AT,
    })),
    ...products.map(({ _id, changedAt }) => ({
      loc: absoluteUrl(shopUrl, toolPath(_id)),
      lastmod: changedAt ?? RELEASED_AT,
    })),
  ];
}

/** GET /sitemap.xml: every public page, category page and tool page, or past 50,000 of them an index of parts. */
export async function sitemapXml(shopUrl: string): Promise<string> {
  return buildSitemap(await entries(shopUrl), (n) => absoluteUrl(shopUrl, sitemapPartPath(n))).xml;
}

/** GET /sitemaps/{n}.xml: part `n` of the index; null past the last (or while one sitemap holds all). */
export async function sitemapPartXml(shopUrl: string, n: number): Promise<string | null> {
  const all = await entries(shopUrl);
  const part = sitemapPart(all, n);
  return part && all.length > part.length ? urlset(part) : null;
}
