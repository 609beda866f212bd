import type { Plugin } from "vite";
import { urls } from "../../ports/ports.ts";
import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  renderPageHead,
  staticPageHeads,
  withPageHead,
  type StaticPagePath,
} from "../../contract/src/page-head.ts";
import { appShellFile, staticPageFiles } from "../src/config/page-files.ts";

/**
 * The shop's address for canonical links and link previews: SHOP_URL, else the project's default
 * Hosting site when `firebase deploy` builds for a real project (it sets GCLOUD_PROJECT), else the
 * local stack's Hosting emulator.
 */
function shopUrl(): string {
  const configured = (process.env.SHOP_URL ?? "").trim().replace(/\/+$/, "");
  const project = process.env.GCLOUD_PROJECT ?? "";
  if (configured) return configured;
  return project && !project.startsWith("demo-") ? `https://${project}.web.app` : urls.web;
}

/** The paths crawlers are asked to leave alone: a shopper's own pages and the API. */
const privatePaths = ["/dashboard", "/cart", "/checkout", "/order", "/api"];

function robotsTxt(site: string): string {
  return [
    "# The shop's pages are public; a shopper's account, cart, checkout and orders, and the API, are not.",
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/**
 * Each public page's own head, written at build time so it costs the page nothing
 * (docs/decisions/033): index.html is the home page's (canonical /); /blogs and /about get a copy
 * each under pages/ (firebase.json rewrites them there); app.html, for every other route, keeps the
 * shop's title and description and names no canonical address (a login page is not the home page),
 * and is also the `pages` function's template for a tool page, /tools and a category page.
 */
export const pageHeads: Plugin = {
  name: "page-heads",
  apply: "build",
  enforce: "post",
  generateBundle(_options, bundle) {
    const index = bundle["index.html"];
    if (!index || index.type !== "asset" || typeof index.source !== "string") {
      throw new Error("page heads: the build wrote no index.html");
    }
    const html = index.source;
    const site = shopUrl();
    const image = absoluteUrl(site, DEFAULT_SHARE_IMAGE);
    const headOf = (path: StaticPagePath, canonical: boolean) =>
      renderPageHead({
        ...staticPageHeads[path],
        type: "website",
        image,
        canonical: canonical ? absoluteUrl(site, path) : undefined,
      });
    index.source = withPageHead(html, headOf("/", true));
    this.emitFile({ type: "asset", fileName: appShellFile, source: withPageHead(html, headOf("/", false)) });
    for (const [path, fileName] of Object.entries(staticPageFiles)) {
      if (path === "/") continue;
      this.emitFile({ type: "asset", fileName, source: withPageHead(html, headOf(path as StaticPagePath, true)) });
    }
    // robots.txt names the sitemap by its absolute address, so it is written here too.
    this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(site) });
  },
};
