/**
 * What each public page says about itself to search engines and link previews: its title,
 * description, canonical address and Open Graph tags (docs/decisions/033). One definition for the
 * web build, which writes the heads of /, /blogs and /about into their HTML, and for the `pages`
 * function, which writes a tool page's head. Plain strings in, HTML out; no zod, no DOM.
 */

export const SHOP_NAME = "Home Tools";

/** The image a page without one of its own shows in link previews (a site path). */
export const DEFAULT_SHARE_IMAGE = "/media/hero-poster.jpg";

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; left out where no single address is the page's (the app's shell for other routes). */
  canonical?: string;
  /** Absolute. */
  image: string;
  type: "website" | "product" | "article";
  /** `noindex` for a page that must stay out of the index (an unknown tool). */
  robots?: string;
}

/** The public pages whose heads the web build writes, by path. */
export const staticPageHeads = {
  "/": {
    title: `${SHOP_NAME}: reliable tools for your home`,
    description:
      "Home Tools: reliable hammers, drills, saws and measuring tools for homeowners and DIY projects. Providing reliable tools since 2011.",
  },
  "/blogs": {
    title: `Blogs | ${SHOP_NAME}`,
    description:
      "Workshop notes from Home Tools: how to choose a drill, care for a saw and plan a weekend project with the right tools.",
  },
  "/tools": {
    title: `All tools | ${SHOP_NAME}`,
    description:
      "Every tool at Home Tools: drills, saws, hammers and measuring tools. Filter by category, price and stock, and sort by price or rating.",
  },
  "/about": {
    title: `About us | ${SHOP_NAME}`,
    description:
      "Home Tools has sold hand-picked hammers, drills, saws and measuring tools to homeowners since 2011. Who we are and how we work.",
  },
} as const;

export type StaticPagePath = keyof typeof staticPageHeads;

/** An absolute address on the shop: `path` under `shopUrl` (no trailing slash), an https: URL as it is. */
export function absoluteUrl(shopUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${shopUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/** A description as long as search results show (about 160 characters), cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** The tags of a page's head, one a line. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    ...(head.robots ? [meta("name", "robots", head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    meta("property", "og:type", head.type),
    meta("property", "og:site_name", SHOP_NAME),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:image", head.image),
    ...(head.canonical ? [meta("property", "og:url", head.canonical)] : []),
    meta("name", "twitter:card", "summary_large_image"),
  ].join("\n    ");
}

/** Where index.html keeps the tags renderPageHead writes: the build and the function replace what is between. */
export const PAGE_HEAD_START = "<!-- page-head -->";
export const PAGE_HEAD_END = "<!-- /page-head -->";

/** `html` with its page head (between the markers) replaced by `tags`; throws when the markers are missing. */
export function withPageHead(html: string, tags: string): string {
  const start = html.indexOf(PAGE_HEAD_START);
  const end = html.indexOf(PAGE_HEAD_END);
  if (start < 0 || end < start) throw new Error(`the HTML has no ${PAGE_HEAD_START} ... ${PAGE_HEAD_END}`);
  return `${html.slice(0, start + PAGE_HEAD_START.length)}\n    ${tags}\n    ${html.slice(end)}`;
}
