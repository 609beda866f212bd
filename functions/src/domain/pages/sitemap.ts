/**
 * The sitemap (sitemaps.org protocol): one <urlset> of at most 50,000 addresses, or past that a
 * <sitemapindex> naming numbered parts of at most 50,000 each (docs/decisions/033).
 */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  /** When the page last changed, as an ISO date or date-time. */
  lastmod: string;
}

export type Sitemap = { kind: "urlset"; xml: string } | { kind: "index"; xml: string; parts: number };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const xmlText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** A date as the sitemap protocol takes it (W3C datetime; the day is enough). */
const day = (iso: string) => iso.slice(0, 10);

/** One <urlset> of `entries` (at most SITEMAP_MAX_URLS). */
export function urlset(entries: SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`a urlset holds at most ${SITEMAP_MAX_URLS} addresses`);
  const urls = entries.map(
    ({ loc, lastmod }) => `<url><loc>${xmlText(loc)}</loc><lastmod>${day(lastmod)}</lastmod></url>`,
  );
  return [XML_HEAD, `<urlset ${NS}>`, ...urls, "</urlset>", ""].join("\n");
}

/** How many parts `count` addresses take. */
export const sitemapParts = (count: number) => Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));

/** The address of part `n` (1-based) of a sitemap index. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * The sitemap of `entries`: a <urlset> while they fit in one, else a <sitemapindex> of the parts
 * (each part's lastmod is its latest entry's); `partUrl` makes a part's absolute address.
 */
export function buildSitemap(entries: SitemapEntry[], partUrl: (n: number) => string): Sitemap {
  if (entries.length <= SITEMAP_MAX_URLS) return { kind: "urlset", xml: urlset(entries) };
  const parts = sitemapParts(entries.length);
  const items = Array.from({ length: parts }, (_, index) => {
    const part = sitemapPart(entries, index + 1)!;
    const lastmod = part.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), "");
    return `<sitemap><loc>${xmlText(partUrl(index + 1))}</loc><lastmod>${day(lastmod)}</lastmod></sitemap>`;
  });
  return { kind: "index", xml: [XML_HEAD, `<sitemapindex ${NS}>`, ...items, "</sitemapindex>", ""].join("\n"), parts };
}

/** Part `n` (1-based) of `entries` as an index splits them; null past the last. */
export function sitemapPart(entries: SitemapEntry[], n: number): SitemapEntry[] | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapParts(entries.length)) return null;
  return entries.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
}
