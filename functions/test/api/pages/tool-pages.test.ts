import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { admin, call, newProduct, urls, type CallResult } from "../helpers";
import { paidOrder } from "../orders/lifecycle-helpers";
import { jsonLdBlocks, productGroupProblems, productSnippetProblems } from "../../unit/pages/product-rich-result";

/**
 * The pages search engines read, as Hosting serves them on 127.0.0.1:5000 (the `pages` function
 * behind its rewrites, the web build's files): the HTML as it is before any script runs.
 */
const site = urls.web;

async function page(path: string) {
  const response = await fetch(`${site}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const one = (html: string, pattern: RegExp) => {
  const found = [...html.matchAll(new RegExp(pattern, "g"))];
  expect(found, String(pattern)).toHaveLength(1);
  return found[0]![1]!;
};
const meta = (html: string, key: string) =>
  one(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)" />`));

interface ProductLd {
  name: string;
  image: string;
  description: string;
  sku: string;
  offers: { "@type": string; price: string; priceCurrency: string; availability: string; url: string };
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

/** The page's one Product block (beside it, its BreadcrumbList). */
function productLd(html: string): ProductLd {
  const blocks = jsonLdBlocks(html) as Array<{ "@type": string }>;
  const products = blocks.filter((block) => block["@type"] === "Product");
  expect(products).toHaveLength(1);
  expect(blocks.filter((block) => block["@type"] !== "Product").map((block) => block["@type"])).toEqual([
    "BreadcrumbList",
  ]);
  expect(productSnippetProblems(products[0])).toEqual([]);
  return products[0] as unknown as ProductLd;
}

const ofType = (html: string, type: string) =>
  (jsonLdBlocks(html) as Array<Record<string, any>>).filter((block) => block["@type"] === type);

async function allReviews(productId: string): Promise<{ rating: number }[]> {
  const reviews: { rating: number }[] = [];
  let path: string | null = `/products/${productId}/reviews?limit=100`;
  while (path) {
    const result: CallResult = await call("GET", path);
    reviews.push(...result.body);
    path = /<\/api(\/[^>]*)>; rel="next"/.exec(result.headers.get("link") ?? "")?.[1] ?? null;
  }
  return reviews;
}

describe("a tool's page for search engines", () => {
  test("when /tools/{id} is opened, then its HTML has the tool's own title, description, canonical, Open Graph and Twitter tags, and the CDN may keep it", async () => {
    const { status, headers, html } = await page("/tools/claw-hammer");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe("Claw Hammer | Home Tools");
    expect(meta(html, "description")).toMatch(/forged steel hammer/);
    expect(one(html, /<link rel="canonical" href="([^"]*)" \/>/)).toBe(`${site}/tools/claw-hammer`);
    expect(meta(html, "og:title")).toBe("Claw Hammer | Home Tools");
    expect(meta(html, "og:description")).toBe(meta(html, "description"));
    expect(meta(html, "og:image")).toBe(`${site}/images/products/claw-hammer.svg`);
    expect(meta(html, "og:type")).toBe("product");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).not.toContain('name="robots"');
    // The tool itself is in the HTML, for a crawler that runs no script, and the app's scripts are too.
    expect(html).toMatch(/<h1>Claw Hammer<\/h1>/);
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
  });

  test("when the JSON-LD is read, then its price and availability are GET /api/product/{id}'s and its rating is the tool's own reviews'", async () => {
    for (const id of ["claw-hammer", "cordless-drill", "utility-knife"]) {
      const product = (await call("GET", `/product/${id}`, { base: `${site}/api` })).body;
      const ld = productLd((await page(`/tools/${id}`)).html);
      expect(ld).toMatchObject({ name: product.name, sku: id, description: product.description });
      expect(ld.image).toBe(`${site}${product.img}`);
      expect(ld.offers).toMatchObject({
        "@type": "Offer",
        price: product.price.toFixed(2),
        priceCurrency: "USD",
        availability:
          product.available >= product.minimumOrder ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        url: `${site}/tools/${id}`,
      });
      const reviews = await allReviews(id);
      if (reviews.length === 0) {
        expect(ld.aggregateRating, id).toBeUndefined();
      } else {
        const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
        expect(ld.aggregateRating, id).toMatchObject({
          reviewCount: reviews.length,
          ratingValue: Math.round(average * 10) / 10,
        });
      }
    }
  });

  test("when a tool is out of stock or newly reviewed, then a fresh page says so", async () => {
    const { token } = { token: (await admin()).idToken };
    const empty = await newProduct({ price: 7, minimumOrder: 1, available: 0 }, token);
    expect(productLd((await page(`/tools/${empty._id}`)).html).offers).toMatchObject({
      price: "7.00",
      availability: "https://schema.org/OutOfStock",
    });

    const { product, user } = await paidOrder({ price: 12.3, available: 10, quantity: 1 });
    expect(productLd((await page(`/tools/${product._id}`)).html).aggregateRating).toBeUndefined();
    const posted = await call("POST", `/products/${product._id}/reviews`, {
      token: user.idToken,
      body: { rating: 4, review: "Good" },
    });
    expect(posted.status).toBe(201);
    const ld = productLd((await page(`/tools/${product._id}`)).html);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.offers.price).toBe("12.30");
  });

  test("when a tool's name and description hold markup, then the page shows it as text and the JSON-LD still parses", async () => {
    const product = await newProduct({ name: "</script><!--x", description: '<img src=x onerror="alert(1)">' });
    const { html } = await page(`/tools/${product._id}`);
    expect(html).not.toContain("<!--x");
    expect(html).not.toContain("<img src=x");
    expect(productLd(html).name).toBe("</script><!--x");
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe("&lt;/script&gt;&lt;!--x | Home Tools");
  });

  test("when the tool does not exist, then 404 with the app's 404 page and noindex", async () => {
    for (const path of ["/tools/no-such-tool", "/tools/a/b", `/tools/${"x".repeat(1600)}`, "/tools/%E2%80%AE"]) {
      const { status, html } = await page(path);
      expect(status, path.slice(0, 30)).toBe(404);
      expect(meta(html, "robots"), path.slice(0, 30)).toBe("noindex");
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain("application/ld+json");
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test("when hostile ids are asked for, then the page answers 200 or 404, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const { status } = await page(`/tools/${encodeURIComponent(text) || "%20"}`);
        expect([200, 404]).toContain(status);
      }),
      { seed: 33, numRuns: 40 },
    );
  });
});

describe("a tool in sizes: its page for search engines", () => {
  test("when /tools/adjustable-wrench is opened, then its JSON-LD is a ProductGroup with a Product and Offer per size of GET /api/product/{id}, and the app's data is that answer", async () => {
    const product = (await call("GET", "/product/adjustable-wrench", { base: `${site}/api` })).body;
    const { status, html } = await page("/tools/adjustable-wrench");
    expect(status).toBe(200);
    const blocks = jsonLdBlocks(html) as Array<Record<string, any>>;
    expect(blocks.map((block) => block["@type"])).toEqual(["ProductGroup", "BreadcrumbList"]);
    const [group] = blocks;
    expect(productGroupProblems(group)).toEqual([]);
    expect(group).toMatchObject({
      productGroupID: "adjustable-wrench",
      name: "Adjustable Wrench",
      url: `${site}/tools/adjustable-wrench`,
      variesBy: ["https://schema.org/size"],
    });
    expect(
      group!.hasVariant.map((variant: any) => [
        variant.sku,
        variant.size,
        variant.offers.price,
        variant.offers.availability,
        variant.offers.url,
      ]),
    ).toEqual(
      product.variants.map(
        (variant: { id: string; sku: string; options: { Size: string }; price: number; available: number }) => [
          variant.sku,
          variant.options.Size,
          variant.price.toFixed(2),
          variant.available >= product.minimumOrder ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          `${site}/tools/adjustable-wrench?variant=${variant.id}`,
        ],
      ),
    );
    expect(group!.hasVariant.map((variant: any) => variant.offers.availability)).toContain(
      "https://schema.org/OutOfStock",
    );
    const data = JSON.parse(one(html, /<script type="application\/json" id="tool-data">([^<]*)<\/script>/));
    expect(data.product).toEqual(product);
    // The static first paint: the lowest price as "from", every size's pieces, the sizes to choose.
    expect(html).toContain(`<p class="shell-tool-price">from $${product.price.toFixed(2)}</p>`);
    expect(html).toContain(`<p>In stock: ${product.available} · Minimum order: ${product.minimumOrder}</p>`);
    expect(html).toContain('<legend id="shell-option-0">Size</legend>');
    expect(html).toContain("10 in (out of stock)");
  });

  test("when a size's address (?variant=) is opened, then the first paint shows that size's price and stock, and the canonical is the tool's", async () => {
    const { status, html } = await page("/tools/adjustable-wrench?variant=8-in");
    expect(status).toBe(200);
    expect(html).toContain('<p class="shell-tool-price">$15.25</p>');
    // Other suites sell the seeded wrench meanwhile: the 8 in's pieces as the page's own data holds them.
    const data = JSON.parse(one(html, /<script type="application\/json" id="tool-data">([^<]*)<\/script>/));
    const eight = data.product.variants.find((variant: { id: string }) => variant.id === "8-in");
    expect(html).toContain(`<p>In stock: ${eight.available} · Minimum order: 1</p>`);
    expect(html).toContain('value="8 in" checked />');
    expect(one(html, /<link rel="canonical" href="([^"]*)" \/>/)).toBe(`${site}/tools/adjustable-wrench`);
    expect((await page("/tools/adjustable-wrench?variant=%3Cb%3E")).html).toContain(
      '<p class="shell-tool-price">from $12.75</p>',
    );
  });

  test("when /category/hand-tools is opened, then the wrench's card says 'from' its lowest price", async () => {
    const { html } = await page("/category/hand-tools");
    expect(html).toContain('<span class="shell-price">Price: from $12.75</span>');
    expect(html).toContain('<a class="shell-choose" href="/tools/adjustable-wrench"');
  });
});

describe("a category's page for search engines", () => {
  test("when /category/{slug} is opened, then its HTML has its own head, breadcrumb, ItemList of its tools newest first, the list and the app's data", async () => {
    const { status, headers, html } = await page("/category/power-tools?sort=price&utm_source=x");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe("Power tools | Home Tools");
    expect(meta(html, "description").length).toBeGreaterThan(20);
    expect(one(html, /<link rel="canonical" href="([^"]*)" \/>/)).toBe(`${site}/category/power-tools`);
    expect(meta(html, "og:title")).toBe("Power tools | Home Tools");
    expect(meta(html, "og:image")).toMatch(new RegExp(`^${site}/`));
    const [crumbs] = ofType(html, "BreadcrumbList");
    expect(crumbs!.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ["Home", `${site}/`],
      ["Power tools", `${site}/category/power-tools`],
    ]);
    const listed = (await call("GET", "/products?category=power-tools&limit=24")).body as Array<{
      _id: string;
      name: string;
    }>;
    const [list] = ofType(html, "ItemList");
    expect(list!.itemListElement.map((item: { url: string }) => item.url)).toEqual(
      listed.map((product) => `${site}/tools/${product._id}`),
    );
    for (const product of listed) expect(html).toContain(`<a href="/tools/${product._id}">`);
    const data = JSON.parse(one(html, /<script type="application\/json" id="list-data">([^<]*)<\/script>/));
    expect(data.category).toMatchObject({ slug: "power-tools", name: "Power tools" });
    expect(data.products.map((product: { _id: string }) => product._id)).toEqual(listed.map((product) => product._id));
  });

  test("when /tools is opened, then its HTML has its own head, the ItemList of the first tools newest first, the list and the app's data", async () => {
    const { status, headers, html } = await page("/tools?utm_source=x");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe("All tools | Home Tools");
    expect(meta(html, "description").length).toBeGreaterThan(50);
    expect(one(html, /<link rel="canonical" href="([^"]*)" \/>/)).toBe(`${site}/tools`);
    expect(html).toContain("<h1>All tools</h1>");
    expect(ofType(html, "BreadcrumbList")).toEqual([]);
    const listed = (await call("GET", "/products?limit=12")).body as Array<{ _id: string }>;
    const [list] = ofType(html, "ItemList");
    expect(list!.itemListElement.map((item: { url: string }) => item.url)).toEqual(
      listed.map((product) => `${site}/tools/${product._id}`),
    );
    for (const product of listed) expect(html).toContain(`<a href="/tools/${product._id}">`);
    // The first cards' pictures are the page's largest paint: fetched at once, the others when near.
    expect(html.match(/<img [^>]*fetchpriority="high"/g)).toHaveLength(2);
    const data = JSON.parse(one(html, /<script type="application\/json" id="list-data">([^<]*)<\/script>/));
    expect(data.category).toBeNull();
    expect(data.products.map((product: { _id: string }) => product._id)).toEqual(listed.map((product) => product._id));
  });

  test("when the category does not exist, then 404 with noindex and no JSON-LD", async () => {
    for (const path of ["/category/no-such-category", "/category/Bad%20Slug", "/category/a/b"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(meta(html, "robots"), path).toBe("noindex");
      expect(html).not.toContain("application/ld+json");
    }
  });

  test("when a tool with a category is opened, then its breadcrumb is Home, the category, the tool", async () => {
    const { html } = await page("/tools/cordless-drill");
    const [crumbs] = ofType(html, "BreadcrumbList");
    expect(crumbs!.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Power tools",
      "Cordless Drill",
    ]);
    const offer = (productLd(html) as unknown as { offers: Record<string, any> }).offers;
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30 });
    expect(offer.shippingDetails.length).toBeGreaterThan(0);
  });
});

describe("the other public pages' heads", () => {
  test("when /, /blogs and /about are opened, then each has its own title, description, canonical and Open Graph tags", async () => {
    const titles = new Set<string>();
    for (const path of ["/", "/blogs", "/about"]) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get("cache-control"), path).toBe("no-cache");
      const title = one(html, /<title>([^<]*)<\/title>/);
      titles.add(title);
      expect(meta(html, "description").length, path).toBeGreaterThan(50);
      expect(one(html, /<link rel="canonical" href="([^"]*)" \/>/)).toBe(`${site}${path}`);
      expect(meta(html, "og:title")).toBe(title);
      expect(meta(html, "og:image")).toMatch(new RegExp(`^${site}/`));
      expect(meta(html, "og:url")).toBe(`${site}${path}`);
    }
    expect(titles.size).toBe(3);
  });

  test("when another route of the app is opened, then its HTML names no canonical address (a login page is not the home page)", async () => {
    for (const path of ["/login", "/dashboard/orders", "/some/unknown/path"]) {
      const { html } = await page(path);
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).toContain("<title>");
    }
  });
});

describe("sitemap and robots.txt", () => {
  test("when /sitemap.xml is read, then it lists every tool's and category's page and /, /tools, /blogs and /about, each with a lastmod", async () => {
    const { status, headers, html: xml } = await page("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/xml/);
    expect(headers.get("cache-control")).toMatch(/s-maxage=/);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(urls.length).toBe(xml.match(/<url>/g)!.length);
    const listed = new Set(urls.map((match) => match[1]));
    for (const path of ["/", "/tools", "/blogs", "/about"]) expect(listed.has(`${site}${path}`), path).toBe(true);
    for (const { slug } of (await call("GET", "/categories")).body as { slug: string }[])
      expect(listed.has(`${site}/category/${slug}`), slug).toBe(true);
    let path: string | null = "/products?limit=100";
    let products = 0;
    while (path) {
      const result: CallResult = await call("GET", path);
      for (const product of result.body as { _id: string }[]) {
        products++;
        expect(listed.has(`${site}/tools/${encodeURIComponent(product._id)}`), product._id).toBe(true);
      }
      path = /<\/api(\/[^>]*)>; rel="next"/.exec(result.headers.get("link") ?? "")?.[1] ?? null;
    }
    expect(listed.size).toBeGreaterThanOrEqual(products + 4);
    expect((await page("/sitemaps/1.xml")).status).toBe(404);
  });

  test("when /robots.txt is read, then it allows the public pages, keeps crawlers out of the private ones and names the sitemap", async () => {
    const { status, html: text } = await page("/robots.txt");
    expect(status).toBe(200);
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/dashboard", "/cart", "/checkout", "/order", "/api"])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ["/tools", "/blogs", "/about"]) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
