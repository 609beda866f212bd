import { describe, expect, test } from "vitest";
import {
  buildSitemap,
  SITEMAP_MAX_URLS,
  sitemapPart,
  urlset,
  type SitemapEntry,
} from "../../../src/domain/pages/sitemap";
import { scriptJson, toolPageHead, toolShell } from "../../../src/domain/pages/tool-page";
import { toolJsonLd } from "../../../src/domain/pages/tool-json-ld";
import { offerPrice, type ToolPageData } from "../../../src/domain/pages/tool-page-data";
import { jsonLdBlocks, productGroupProblems, productSnippetProblems } from "./product-rich-result";
import { plainProduct, SHIPPING, wrenchProduct } from "./tool-fixtures";

const shop = "https://shop.example";

function tool(
  overrides: Partial<ToolPageData["product"]> = {},
  rating = { reviewCount: 0, ratingValue: null as number | null },
) {
  const data: ToolPageData = {
    product: plainProduct(overrides),
    category: { slug: "hand-tools", name: "Hand tools" },
    shipping: SHIPPING,
    rating,
    reviews: [],
  };
  return data;
}

describe("a tool's JSON-LD", () => {
  test("when a tool has no reviews, then its Product meets Google's requirements with offers alone and has no aggregateRating", () => {
    const ld = toolJsonLd(shop, tool()) as unknown as Record<string, unknown>;
    expect(ld["@type"]).toBe("Product");
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
    const offers = (data: ToolPageData) => (toolJsonLd(shop, data) as { offers?: unknown }).offers;
    expect(offers(tool({ available: 1, minimumOrder: 2 }))).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
    expect(offers(tool({ available: 0, minimumOrder: 1 }))).toMatchObject({
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

const wrench = (product = wrenchProduct()): ToolPageData => ({
  product,
  category: { slug: "hand-tools", name: "Hand tools" },
  shipping: SHIPPING,
  rating: { reviewCount: 0, ratingValue: null },
  reviews: [],
});

describe("a tool with options: its JSON-LD", () => {
  test("when a tool has sizes, then its JSON-LD is a ProductGroup varying by size with a Product and Offer per size, within Google's rules", () => {
    const ld = toolJsonLd(shop, wrench()) as unknown as Record<string, any>;
    expect(productGroupProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "adjustable-wrench",
      name: "Adjustable Wrench",
      url: "https://shop.example/tools/adjustable-wrench",
      image: "https://shop.example/images/products/adjustable-wrench.svg",
      brand: { "@type": "Brand", name: "Home Tools" },
      variesBy: ["https://schema.org/size"],
    });
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(
      ld.hasVariant.map((variant: any) => [
        variant.name,
        variant.sku,
        variant.size,
        variant.offers.price,
        variant.offers.availability,
        variant.offers.url,
      ]),
    ).toEqual([
      [
        "Adjustable Wrench 6 in",
        "AW-6",
        "6 in",
        "12.75",
        "https://schema.org/InStock",
        `${shop}/tools/adjustable-wrench?variant=6-in`,
      ],
      [
        "Adjustable Wrench 8 in",
        "AW-8",
        "8 in",
        "15.25",
        "https://schema.org/InStock",
        `${shop}/tools/adjustable-wrench?variant=8-in`,
      ],
      [
        "Adjustable Wrench 10 in",
        "AW-10",
        "10 in",
        "18.50",
        "https://schema.org/OutOfStock",
        `${shop}/tools/adjustable-wrench?variant=10-in`,
      ],
    ]);
    const [first] = ld.hasVariant;
    expect(first).toMatchObject({ "@type": "Product", image: ld.image });
    expect(first.offers.shippingDetails.map((d: any) => d.shippingRate.value)).toEqual([5.99]);
    expect(first.offers.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30 });
    expect(first).not.toHaveProperty("gtin");
    expect(first).not.toHaveProperty("additionalProperty");
  });

  test("when a tool has reviews, then the ProductGroup carries their average and the reviews, its variants none", () => {
    const data = { ...wrench(), rating: { reviewCount: 2, ratingValue: 4.5 } };
    data.reviews = [
      {
        _id: "r1",
        productId: "adjustable-wrench",
        name: "Ann",
        rating: 5,
        review: "Snug jaw",
        createdAt: null,
        verified: true,
      },
    ];
    const ld = toolJsonLd(shop, data) as unknown as Record<string, any>;
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(ld.review).toHaveLength(1);
    expect(ld.hasVariant[0]).not.toHaveProperty("aggregateRating");
  });

  test("when options are named Colour, Material, Pattern or something else, then the first three are schema.org properties and the other an additionalProperty", () => {
    const product = {
      ...wrenchProduct(),
      options: [
        { name: "Colour", values: ["Red"] },
        { name: "material", values: ["Steel"] },
        { name: "PATTERN", values: ["Plain"] },
      ],
      variants: [
        {
          id: "red",
          options: { Colour: "Red", material: "Steel", PATTERN: "Plain" },
          sku: null,
          priceCents: 999,
          available: 3,
          gtin: "4006381333931",
          mpn: "RD-1",
        },
      ],
    };
    const ld = toolJsonLd(shop, wrench(product)) as unknown as Record<string, any>;
    expect(ld.variesBy).toEqual([
      "https://schema.org/color",
      "https://schema.org/material",
      "https://schema.org/pattern",
    ]);
    expect(ld.hasVariant[0]).toMatchObject({
      name: "Adjustable Wrench Red / Steel / Plain",
      color: "Red",
      material: "Steel",
      pattern: "Plain",
      gtin: "4006381333931",
      mpn: "RD-1",
    });
    expect(ld.hasVariant[0]).not.toHaveProperty("sku");

    const lengths = {
      ...wrenchProduct(),
      options: [
        { name: "Length", values: ["5 m"] },
        { name: "Color", values: ["Black"] },
        { name: "Colour", values: ["Yellow"] },
      ],
      variants: [
        {
          id: "5-m",
          options: { Length: "5 m", Color: "Black", Colour: "Yellow" },
          sku: "TM-5",
          priceCents: 975,
          available: 200,
          gtin: null,
          mpn: null,
        },
      ],
    };
    const other = toolJsonLd(shop, wrench(lengths)) as unknown as Record<string, any>;
    expect(productGroupProblems(other)).toEqual([]);
    expect(other.variesBy).toEqual(["Length", "https://schema.org/color", "Colour"]);
    expect(other.hasVariant[0]).toMatchObject({
      color: "Black",
      additionalProperty: [
        { "@type": "PropertyValue", name: "Length", value: "5 m" },
        { "@type": "PropertyValue", name: "Colour", value: "Yellow" },
      ],
    });
  });

  test("when a variant has fewer pieces than the minimum order, then its offer is OutOfStock", () => {
    const product = { ...wrenchProduct(), minimumOrder: 61 };
    const ld = toolJsonLd(shop, wrench(product)) as unknown as Record<string, any>;
    expect(ld.hasVariant.map((variant: any) => variant.offers.availability)).toEqual([
      "https://schema.org/OutOfStock",
      "https://schema.org/InStock",
      "https://schema.org/OutOfStock",
    ]);
  });

  test("when a check of Google's variant rules sees a group without variesBy or a variant without its offer, then it names each problem", () => {
    const ld = toolJsonLd(shop, wrench()) as unknown as Record<string, any>;
    const { variesBy: _variesBy, ...group } = ld;
    const { offers: _offers, ...variant } = ld.hasVariant[0];
    expect(productGroupProblems({ ...group, hasVariant: [variant, ld.hasVariant[1], ld.hasVariant[1]] })).toEqual([
      "variesBy is required",
      "hasVariant[0]: one of offers, review or aggregateRating is required",
      "hasVariant[0]: offers is required",
      "hasVariant[2]: offers.url is another variant's",
    ]);
  });

  test("when a tool with options has no description, then its page's description says its lowest price as 'from'", () => {
    const head = toolPageHead(shop, wrench({ ...wrenchProduct(), description: "" }));
    expect(head).toContain('<meta name="description" content="Adjustable Wrench from $12.75 at Home Tools." />');
  });
});

describe("a tool page's static first paint", () => {
  test("when a tool's sizes differ in price and no size is asked for, then it says 'from' the lowest, every size's pieces, and the size the app will choose", () => {
    const html = toolShell(wrench(), null);
    expect(html).toContain('<p class="shell-tool-price">from $12.75</p>');
    expect(html).toContain("<p>In stock: 150 · Minimum order: 1</p>");
    expect(html).toContain('<fieldset class="shell-tool-option"><legend>Size</legend>');
    expect(html).toContain('<input type="radio" name="shell-option-0" value="6 in" checked />6 in</label>');
    expect(html).toContain(
      '<label class="shell-tool-value shell-tool-none"><input type="radio" name="shell-option-0" value="10 in" />10 in (out of stock)</label>',
    );
    expect(html.match(/ checked/g)).toHaveLength(1);
    expect(html).toContain('<p class="shell-tool-sku">SKU: AW-6</p>');
  });

  test("when ?variant= names a size, then the page shows that size's price, stock and SKU, checked; an unknown one is as none", () => {
    const eight = toolShell(wrench(), "8-in");
    expect(eight).toContain('<p class="shell-tool-price">$15.25</p>');
    expect(eight).toContain("<p>In stock: 90 · Minimum order: 1</p>");
    expect(eight).toContain('value="8 in" checked />');
    expect(eight).toContain("SKU: AW-8");
    const ten = toolShell(wrench(), "10-in");
    expect(ten).toContain('<p class="shell-tool-price">$18.50</p>');
    expect(ten).toContain("<p>Out of stock · Minimum order: 1</p>");
    expect(toolShell(wrench(), "12-in")).toBe(toolShell(wrench(), null));
  });

  test("when a tool has no options, then its page shows its price and stock, no radio, and its SKU when it has one", () => {
    const plain = tool();
    const html = toolShell(plain, "default");
    expect(html).toContain('<p class="shell-tool-price">$18.50</p>');
    expect(html).toContain("<p>In stock: 120 · Minimum order: 2</p>");
    expect(html).not.toContain("<fieldset");
    expect(html).not.toContain("SKU");
    plain.product.variants[0]!.sku = "CH-16";
    expect(toolShell(plain)).toContain('<p class="shell-tool-sku">SKU: CH-16</p>');
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
