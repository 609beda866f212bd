import express, { type Request, type Response } from "express";
import { isDocumentId } from "../domain/document-id";
import { shopUrl } from "../config";
import { renderToolPage } from "../services/pages/tool-page";
import { renderCategoryPage, renderToolsPage } from "../services/pages/list-page";
import { categorySlug } from "@hometools/contract";
import { sitemapPartXml, sitemapXml } from "../services/pages/sitemap";
import { readMedia } from "../services/catalogue/read-media";
import { tokenQuery } from "@hometools/contract";
import { appShell } from "../site/app-shell";
import { unsubscribe } from "../services/marketing/unsubscribe";
import { errorHandler } from "./middleware/error-handler";
import { parse } from "./validate";
import { requestContext } from "./middleware/request-context";

/**
 * How long Hosting's CDN keeps a tool page or the sitemap (docs/decisions/033): browsers ask
 * again after 5 minutes, the CDN after 10; an edit, a sale that empties the stock or a new review
 * shows within that (the README's "Pages for search engines").
 */
export const PAGE_CACHE = "public, max-age=300, s-maxage=600";
/** An unknown tool's 404: kept briefly, so a tool added a moment later shows soon. */
export const MISSING_PAGE_CACHE = "public, max-age=60, s-maxage=60";
/** A photo's rendition: its name is its content, so it never changes (docs/decisions/046). */
export const MEDIA_CACHE = "public, max-age=31536000, immutable";

/**
 * The `pages` function, behind Hosting's rewrites of /tools, /tools/**, /category/**, /sitemap.xml, /sitemaps/**
 * and /media/**: the pages search engines read, as HTML and XML rather than JSON, and the photos' renditions.
 */
export function buildPagesApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(requestContext);

  app.get("/tools", async (_req: Request, res: Response) => {
    const page = await renderToolsPage(shopUrl());
    res.set("Cache-Control", PAGE_CACHE).type("html").send(page.html);
  });

  app.get("/tools/:id", async (req: Request, res: Response) => {
    const id = req.params.id;
    // `?variant=` opens one of the tool's variants (the app writes it): the static HTML shows that one.
    const variant = typeof req.query.variant === "string" ? req.query.variant : null;
    const page = await renderToolPage(shopUrl(), typeof id === "string" && isDocumentId(id) ? id : null, variant);
    res
      .status(page.status)
      .set("Cache-Control", page.status === 200 ? PAGE_CACHE : MISSING_PAGE_CACHE)
      .type("html")
      .send(page.html);
  });

  app.get("/category/:slug", async (req: Request, res: Response) => {
    const slug = req.params.slug;
    const page = await renderCategoryPage(shopUrl(), categorySlug.safeParse(slug).success ? String(slug) : null);
    res
      .status(page.status)
      .set("Cache-Control", page.status === 200 ? PAGE_CACHE : MISSING_PAGE_CACHE)
      .type("html")
      .send(page.html);
  });

  app.get("/sitemap.xml", async (_req: Request, res: Response) => {
    res
      .set("Cache-Control", PAGE_CACHE)
      .type("application/xml")
      .send(await sitemapXml(shopUrl()));
  });

  app.get("/sitemaps/:part.xml", async (req: Request, res: Response) => {
    const n = /^[1-9]\d{0,5}$/.test(String(req.params.part)) ? Number(req.params.part) : 0;
    const xml = n ? await sitemapPartXml(shopUrl(), n) : null;
    if (!xml) {
      res.status(404).type("text/plain").send("No such sitemap\n");
      return;
    }
    res.set("Cache-Control", PAGE_CACHE).type("application/xml").send(xml);
  });

  app.get("/media/:name", async (req: Request, res: Response) => {
    const file = await readMedia(String(req.params.name));
    if (!file) {
      res.status(404).set("Cache-Control", MISSING_PAGE_CACHE).type("text/plain").send("No such photo\n");
      return;
    }
    res.set("Cache-Control", MEDIA_CACHE).type(file.contentType).send(file.bytes);
  });

  // List-Unsubscribe's URL is on the site (docs/decisions/048): a mail client's one-click POST
  // (RFC 8058) unsubscribes here, without signing in; a person's GET gets the app, whose page asks
  // before it POSTs to /api/unsubscribe. Hosting cannot route by method, so both come here.
  app.post("/unsubscribe", async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").json(await unsubscribe(parse(tokenQuery, req.query).token));
  });
  app.get("/unsubscribe", async (_req: Request, res: Response) => {
    res
      .set("Cache-Control", "no-store")
      .type("html")
      .send(await appShell());
  });

  // Any other path under the rewrites (/tools/a/b): the app's 404 page, as for an unknown tool.
  app.use(async (_req: Request, res: Response) => {
    const page = await renderToolPage(shopUrl(), null);
    res.status(404).set("Cache-Control", MISSING_PAGE_CACHE).type("html").send(page.html);
  });
  app.use(errorHandler);
  return app;
}
