import type { ListPageData, Product } from "@hometools/contract";
import { describe, expect, test } from "vitest";
import { listShell } from "../../../src/domain/pages/list-page";
import { listProduct as item } from "./tool-fixtures";

const page = (products: Product[]): ListPageData => ({ category: null, products, next: null });

describe("a list page's static cards", () => {
  test("when a tool's sizes differ in price, then its card says 'from' the lowest and links to its page to choose, as the app's card does", () => {
    const wrench = item({
      _id: "adjustable-wrench",
      name: "Adjustable Wrench",
      price: 12.75,
      priceMax: 18.5,
      variantCount: 3,
    });
    const html = listShell(page([wrench]));
    expect(html).toContain('<span class="shell-price">Price: from $12.75</span><span>Available: 120</span>');
    expect(html).toContain(
      '<a class="shell-choose" href="/tools/adjustable-wrench" aria-label="Choose options: Adjustable Wrench">Choose options</a>',
    );
    expect(html).not.toContain("shell-add");
  });

  test("when a tool has no options, or sizes at one price, then its card shows the price alone and keeps Add to cart's room", () => {
    const html = listShell(
      page([item({}), item({ _id: "tape", name: "Tape", price: 9.75, priceMax: 9.75, variantCount: 2 })]),
    );
    expect(html).toContain('<span class="shell-price">Price: $18.50</span>');
    expect(html).toContain('<span class="shell-price">Price: $9.75</span>');
    expect(html).not.toContain("from $");
    expect(html.match(/<span class="shell-add" aria-hidden="true"><\/span>/g)).toHaveLength(1);
    expect(html.match(/shell-choose/g)).toHaveLength(1);
  });
});
