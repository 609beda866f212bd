import Validator from "@adobe/structured-data-validator";
import type { Product } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { listPageHead } from "../../../src/domain/pages/list-page";
import { toolPageHead } from "../../../src/domain/pages/tool-page";
import type { ToolPageData } from "../../../src/domain/pages/tool-page-data";
import { jsonLdBlocks } from "./product-rich-result";
import { listProduct, photo, plainProduct, wrenchProduct } from "./tool-fixtures";

/**
 * Our pages' JSON-LD through Adobe's structured-data validator, which applies Google's rich-result
 * rules (Product snippets and merchant listings, Offer, OfferShippingDetails, MerchantReturnPolicy,
 * BreadcrumbList, ListItem) offline: no schema.org vocabulary is fetched (the constructor's
 * vocabulary is optional; Google's rules are the package's own).
 */
type Issue = { severity: "ERROR" | "WARNING"; issueMessage: string; fieldNames?: string[]; rootType: string };

async function issuesOf(head: string): Promise<Issue[]> {
  const jsonld: Record<string, unknown[]> = {};
  for (const block of jsonLdBlocks(head) as Array<Record<string, string>>) (jsonld[block["@type"]!] ??= []).push(block);
  return (await new Validator(null).validate({ jsonld, microdata: {}, rdfa: {} })) as Issue[];
}

const shop = "https://shop.example";
const product = plainProduct({
  _id: "cordless-drill",
  name: "Cordless Drill",
  description: "An 18 V drill-driver.",
  img: "/images/products/cordless-drill.svg",
  priceCents: 8999,
  available: 40,
  minimumOrder: 1,
  brand: "Bosch",
  gtin: "4006381333931",
  mpn: "GSR-18",
});
const tool: ToolPageData = {
  product,
  category: { slug: "power-tools", name: "Power tools" },
  shipping: [
    { _id: "standard", label: "Standard", amountCents: 599, freeOverCents: 7500, countries: ["US"], active: true },
    { _id: "express", label: "Express", amountCents: 1499, freeOverCents: null, countries: ["US"], active: true },
    { _id: "intl", label: "International", amountCents: 2499, freeOverCents: null, countries: ["*"], active: true },
  ],
  rating: { reviewCount: 2, ratingValue: 4.5 },
  reviews: [
    {
      _id: "r1",
      productId: "cordless-drill",
      name: "Maria",
      rating: 5,
      review: "Great",
      createdAt: null,
      verified: true,
    },
  ],
};

const listItem = (overrides: Partial<Product> = {}) =>
  listProduct({
    _id: "cordless-drill",
    name: "Cordless Drill",
    description: "",
    img: "",
    price: 89.99,
    priceMax: 89.99,
    available: 1,
    minimumOrder: 1,
    category: "power-tools",
    ratingAverage: 4.5,
    ratingCount: 2,
    ...overrides,
  });

describe("structured data against Google's rules (Adobe's validator)", () => {
  test("when a tool page's JSON-LD is validated, then there is no error; it carries brand, gtin, mpn, shipping, returns and its breadcrumb", async () => {
    const head = toolPageHead(shop, tool);
    expect((await issuesOf(head)).filter((issue) => issue.severity === "ERROR")).toEqual([]);
    const [ld, crumbs] = jsonLdBlocks(head) as Array<Record<string, any>>;
    expect(ld).toMatchObject({ brand: { name: "Bosch" }, gtin: "4006381333931", mpn: "GSR-18" });
    // The drill's $89.99 reaches Standard's $75 free-over: it ships free; Express costs its rate.
    expect(ld!.offers.shippingDetails.map((d: any) => d.shippingRate.value)).toEqual([0, 14.99]);
    expect(ld!.offers.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30, applicableCountry: ["US"] });
    expect(crumbs!.itemListElement.map((item: any) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", "https://shop.example/"],
      [2, "Power tools", "https://shop.example/category/power-tools"],
      [3, "Cordless Drill", "https://shop.example/tools/cordless-drill"],
    ]);
  });

  test("when a tool without reviews, category or merchant fields is validated, then there is still no error", async () => {
    const plain = {
      ...tool,
      product: plainProduct({ ...product, brand: null, gtin: null, mpn: null }),
      category: null,
    };
    const head = toolPageHead(shop, { ...plain, rating: { reviewCount: 0, ratingValue: null }, reviews: [] });
    expect((await issuesOf(head)).filter((issue) => issue.severity === "ERROR")).toEqual([]);
    expect(head).not.toContain('"gtin"');
  });

  test("when a tool with photos, or with sizes and photos, is validated, then its image list has no error and every address is absolute", async () => {
    const images = [photo("d4"), photo("e5", 1200, 1600)];
    for (const shown of [
      { ...product, images },
      { ...wrenchProduct(), images },
    ]) {
      const head = toolPageHead(shop, { ...tool, product: shown });
      expect((await issuesOf(head)).filter((issue) => issue.severity === "ERROR")).toEqual([]);
      const [ld] = jsonLdBlocks(head) as Array<Record<string, any>>;
      expect(ld!.image).toEqual([
        "https://shop.example/media/d4000000000000000000000000000000-1280.webp",
        "https://shop.example/media/e5000000000000000000000000000000-640.webp",
      ]);
    }
  });

  test("when a validator is shown a Product without an offer's price, then it reports the error (the check can fail)", async () => {
    const broken = toolPageHead(shop, tool).replace(/"price":"89.99",/, "");
    expect((await issuesOf(broken)).some((issue) => issue.severity === "ERROR")).toBe(true);
  });

  test("when a tool in sizes (one sold out) is validated, then its ProductGroup, each size's Product and Offer have no error", async () => {
    const head = toolPageHead(shop, { ...tool, product: wrenchProduct() });
    const issues = await issuesOf(head);
    expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
    const [ld] = jsonLdBlocks(head) as Array<Record<string, any>>;
    expect(ld!["@type"]).toBe("ProductGroup");
    expect(ld!.hasVariant).toHaveLength(3);
    // The validator did look inside: each size's offer is checked as a Product's.
    const broken = head.replace(/"price":"15.25",/, "");
    expect((await issuesOf(broken)).filter((issue) => issue.severity === "ERROR")).toHaveLength(1);
  });

  test("when a category page's JSON-LD is validated, then its breadcrumb and ItemList have no error", async () => {
    const head = listPageHead(shop, {
      category: { slug: "power-tools", name: "Power tools", description: "Drills and saws.", productCount: 2 },
      products: [
        listItem(),
        listItem({
          _id: "adjustable-wrench",
          name: "Adjustable Wrench",
          price: 12.75,
          priceMax: 18.5,
          variantCount: 3,
        }),
      ],
      next: null,
    });
    expect((await issuesOf(head)).filter((issue) => issue.severity === "ERROR")).toEqual([]);
    expect(head).toContain("<title>Power tools | Home Tools</title>");
    expect(head).toContain('<link rel="canonical" href="https://shop.example/category/power-tools" />');
    const [, list] = jsonLdBlocks(head) as Array<Record<string, any>>;
    expect(list!.itemListElement.map((item: any) => item.url)).toEqual([
      "https://shop.example/tools/cordless-drill",
      "https://shop.example/tools/adjustable-wrench",
    ]);
  });
});
