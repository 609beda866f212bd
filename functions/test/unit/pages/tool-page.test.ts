import { describe, expect, test } from "vitest";
import {
  buildSitemap,
  SITEMAP_MAX_URLS,
  sitemapPart,
  urlset,
  type SitemapEntry,
} from "../../../src/domain/pages/sitemap";
import {
  offerPrice,
  scriptJson,
  toolJsonLd,
  toolPageHead,
  type ToolPageData,
} from "../../../src/domain/pages/tool-page";
import { jsonLdBlocks, productSnippetProblems } from "./product-rich-result";

const shop = "https://shop.example";

function tool(
  overrides: Partial<ToolPageData["product"]> = {},
  rating = { reviewCount: 0, ratingValue: null as number | null },
) {
  const data: ToolPageData = {
    product: {
      _id: "claw-hammer",
      name: "Claw Hammer",
      description: "A 16 oz forged steel hammer.",
      img: "/images/products/claw-hammer.svg",
      priceCents: 1850,
      available: 120,
      minimumOrder: 2,
      brand: null,
      gtin: null,
      mpn: null,
      ...overrides,
    },
    category: { slug: "hand-tools", name: "Hand tools" },
    shipping: [
      { _id: "standard", label: "Standard", amountCents: 599, freeOverCents: 7500, countries: ["US"], active: true },
      { _id: "world", label: "World", amountCents: 2499, freeOverCents: null, countries: ["*"], active: true },
    ],
    rating,
    reviews: [],
  };
  return data;
}

describe("a tool's JSON-LD", () => {
  test("when a tool has no reviews, then its Product meets Google's requirements with offers alone and has no aggregateRating", () => {
    const ld = toolJsonLd(shop, tool()) as unknown as Record<string, unknown>;
    expect(productSnippetProblems(ld)).toEqual([]);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).toMatchObject({
      name: "Claw Hammer",
      sku: "claw-hammer",
      image: "https://shop.example/images/products/claw-hammer.svg",
      offers: {
        "@type": "Offer",
        price: "18.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/tools/claw-hammer",
      },
    });
  });

  test("when a tool has reviews, then aggregateRating carries their average and count, within Google's rules", () => {
    const data = tool({}, { reviewCount: 3, ratingValue: 14 / 3 });
    data.reviews = [
      {
        _id: "r1",
        productId: "claw-hammer",
        name: "Ann",
        rating: 5,
        review: "Great",
        createdAt: "2026-11-01T10:00:00.000Z",
        verified: true,
      },
    ];
    const ld = toolJsonLd(shop, data) as unknown as Record<string, unknown>;
    expect(productSnippetProblems(ld)).toEqual([]);
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3 });
  });

  test("when fewer pieces are left than the minimum order, then the offer is OutOfStock", () => {
    expect(toolJsonLd(shop, tool({ available: 1, minimumOrder: 2 })).offers).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
    expect(toolJsonLd(shop, tool({ available: 0, minimumOrder: 1 })).offers).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
  });

  test("when a price is whole or has cents, then the offer's price is a string with two decimals", () => {
    expect([offerPrice(1850), offerPrice(100), offerPrice(5), offerPrice(99999999)]).toEqual([
      "18.50",
      "1.00",
      "0.05",
      "999999.99",
    ]);
  });

  test("when a tool's text holds </script> or <!--, then the head's JSON-LD cannot close its element and still parses back", () => {
    const name = "</script><!--x";
    const head = toolPageHead(shop, tool({ name, description: "<b>&</b>\u2028" }));
    // The Product and the breadcrumb: two blocks, neither closed early.
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(head).not.toContain("<!--x");
    const [ld] = jsonLdBlocks(head) as Array<Record<string, unknown>>;
    expect(ld!.name).toBe(name);
    expect(head).toContain("<title>&lt;/script&gt;&lt;!--x | Home Tools</title>");
    expect(JSON.parse(scriptJson({ text: "<>&\u2028" }))).toEqual({ text: "<>&\u2028" });
  });

  test("when a check of Google's rules sees a Product with no name or no offer, review or rating, then it names each problem", () => {
    expect(productSnippetProblems({ "@context": "https://schema.org", "@type": "Product" })).toEqual([
      "name is required",
      "one of offers, review or aggregateRating is required",
    ]);
    expect(
      productSnippetProblems({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "x",
        offers: { "@type": "Offer", price: "free" },
      }),
    ).toEqual([
      "offers.price must be a number",
      "offers.priceCurrency must be an ISO 4217 code",
      "offers.availability must be a schema.org ItemAvailability URL",
    ]);
  });
});

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    loc: `${shop}/tools/t${index}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + (index % 300) * 86_400_000).toISOString(),
  }));

describe("the sitemap builder", () => {
  test("when there are at most 50,000 addresses, then one urlset lists each with its lastmod day", () => {
    const sitemap = buildSitemap(entries(3), (n) => `${shop}/sitemaps/${n}.xml`);
    expect(sitemap.kind).toBe("urlset");
    expect(sitemap.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.xml).toContain(`<url><loc>${shop}/tools/t2</loc><lastmod>2026-01-03</lastmod></url>`);
    expect(buildSitemap(entries(SITEMAP_MAX_URLS), () => "").kind).toBe("urlset");
  });

  test("when there are 50,001 addresses, then the sitemap is an index of two parts, each within the limit", () => {
    const all = entries(SITEMAP_MAX_URLS + 1);
    const sitemap = buildSitemap(all, (n) => `${shop}/sitemaps/${n}.xml`);
    expect(sitemap).toMatchObject({ kind: "index", parts: 2 });
    expect(sitemap.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(sitemap.xml).toContain(`<loc>${shop}/sitemaps/2.xml</loc>`);
    expect(sitemapPart(all, 1)).toHaveLength(SITEMAP_MAX_URLS);
    expect(sitemapPart(all, 2)).toEqual([all[SITEMAP_MAX_URLS]]);
    expect(sitemapPart(all, 3)).toBeNull();
    expect(sitemapPart(all, 0)).toBeNull();
    const [first, second] = [sitemapPart(all, 1)!, sitemapPart(all, 2)!];
    expect(new Set([...first, ...second].map((entry) => entry.loc)).size).toBe(all.length);
  });

  test("when a urlset would hold more than 50,000 addresses, then it refuses; an address's & is escaped", () => {
    expect(() => urlset(entries(SITEMAP_MAX_URLS + 1))).toThrow(/at most 50000/);
    expect(urlset([{ loc: `${shop}/tools/a&b`, lastmod: "2026-01-01T00:00:00.000Z" }])).toContain("/tools/a&amp;b");
  });
});
